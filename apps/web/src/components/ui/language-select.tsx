import { LANGUAGES, type Language } from '@platform/contract/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS, useLanguage } from '../../lib/i18n.ts';
import { useChooseLanguage } from '../../lib/use-choose-language.ts';
import { Icon } from './icon.tsx';
import styles from './language-select.module.css';

interface LanguageSelectProps {
  languages?: readonly Language[];
  /** 'field' shows the visible label (side menu); 'compact' keeps it for screen readers only. */
  variant?: 'compact' | 'field';
}

/** A native select: keyboard, screen reader and phone pickers work without extra code. */
export function LanguageSelect({ languages = LANGUAGES, variant = 'compact' }: LanguageSelectProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const chooseLanguage = useChooseLanguage();
  const id = useId();
  const options = languages.length > 0 ? languages : LANGUAGES;
  return (
    <div className={`${styles.wrap} ${styles[variant]}`}>
      <label htmlFor={id} className={variant === 'field' ? styles.label : 'visually-hidden'}>
        {t('common.language')}
      </label>
      <div className={styles.control}>
        <Icon name="globe" size={18} className={styles.globe} />
        <select
          id={id}
          className={styles.select}
          value={language}
          onChange={(event) => chooseLanguage(event.target.value as Language)}
        >
          {options.map((code) => (
            <option key={code} value={code} lang={code === 'CN' ? 'zh-CN' : code === 'MY' ? 'my' : 'en'}>
              {LANGUAGE_LABELS[code]}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </div>
    </div>
  );
}
