import type { Country } from '@platform/contract/accounts';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MobileField } from '../account/mobile-field.tsx';
import { useCountryChoice } from '../account/use-country-choice.ts';
import { useFormField } from './use-form-field.ts';

export interface PhoneFieldProps {
  /** The countries offered and the operator's default (register settings); empty while loading. */
  settings: { countries: Country[]; defaultCountryCode: string } | undefined;
  imageBaseUrl: string;
  /** The form value of the national number. */
  name?: string;
  /** The form value that holds the chosen country's dialling code ('60'). */
  dialingCodeName?: string;
  label?: string;
  required?: boolean;
}

/**
 * A mobile number with its country's dialling code and flag (spec §3 Country). The chosen
 * country's code is kept in the form beside the number, so the schema checks the number for it.
 */
export function PhoneField({
  settings,
  imageBaseUrl,
  name = 'mobileNum',
  dialingCodeName = 'countryDialingCode',
  label,
  required = true,
}: PhoneFieldProps) {
  const { t } = useTranslation('account');
  const country = useCountryChoice(settings);
  const { setValue } = useFormContext();
  const field = useFormField<string | undefined>(name);
  // The default country arrives with the settings: the form learns its code then, and on each choice.
  useEffect(
    () => setValue(dialingCodeName, country.dialingCode),
    [setValue, dialingCodeName, country.dialingCode],
  );
  return (
    <MobileField
      label={label ?? t('fields.mobile')}
      required={required}
      countries={settings?.countries ?? []}
      imageBaseUrl={imageBaseUrl}
      countryCode={country.countryCode}
      onCountryChange={country.choose}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      error={field.error}
    />
  );
}
