import type { Country } from '@platform/contract/accounts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTag, useLanguage } from '../../lib/i18n.ts';
import { imageUrls } from '../../lib/images.ts';
import { InputBox as TextField } from '../form/input-box.tsx';
import { Icon } from '../ui/icon.tsx';
import styles from './account-fields.module.css';

function regionNames(tag: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([tag], { type: 'region' });
  } catch (error) {
    // Older engines lack DisplayNames: the options then show the ISO code alone.
    if (import.meta.env.DEV) console.warn('Intl.DisplayNames unavailable', error);
    return null;
  }
}

function Flag({ imageBaseUrl, countryCode }: { imageBaseUrl: string; countryCode: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === countryCode) {
    return (
      <span className={styles.flagCode} aria-hidden="true">
        {countryCode}
      </span>
    );
  }
  return (
    <img
      className={styles.flag}
      src={imageUrls.countryFlag(imageBaseUrl, countryCode)}
      alt=""
      width={22}
      height={16}
      onError={() => setFailed(countryCode)}
    />
  );
}

interface MobileFieldProps {
  label: string;
  countries: readonly Country[];
  imageBaseUrl: string;
  countryCode: string;
  onCountryChange: (countryCode: string) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  name?: string;
}

/** Mobile number with the country dialling-code select and its flag (spec §3 Country, COUNTRY_FLAG). */
export function MobileField({
  label,
  countries,
  imageBaseUrl,
  countryCode,
  onCountryChange,
  value,
  onChange,
  error,
  required,
  name = 'mobileNum',
}: MobileFieldProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const names = useMemo(() => regionNames(localeTag(language)), [language]);
  const selected = countries.find((country) => country.countryCode === countryCode) ?? countries[0];
  const leading = selected ? (
    <span className={styles.dial}>
      <Flag imageBaseUrl={imageBaseUrl} countryCode={selected.countryCode} />
      <span aria-hidden="true">+{selected.countryDialingCode}</span>
      <Icon name="chevronDown" size={14} className={styles.chevron} />
      <select
        className={styles.dialSelect}
        aria-label={t('fields.country_code')}
        value={selected.countryCode}
        onChange={(event) => onCountryChange(event.target.value)}
      >
        {countries.map((country) => (
          <option key={country.countryCode} value={country.countryCode}>
            {`${names?.of(country.countryCode) ?? country.countryCode} (+${country.countryDialingCode})`}
          </option>
        ))}
      </select>
    </span>
  ) : null;
  return (
    <TextField
      label={label}
      name={name}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('fields.mobile_placeholder')}
      required={required}
      {...{ value, error, onValue: onChange }}
      leading={leading}
    />
  );
}
