import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '../../lib/theme.ts';
import { Icon } from './icon.tsx';
import styles from './theme-toggle.module.css';

/** Switches between the dark (default) and light themes; the choice is remembered. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? t('common.switch_to_light') : t('common.switch_to_dark');
  return (
    <button
      type="button"
      className={withLabel ? styles.wide : styles.toggle}
      onClick={() => setTheme(next)}
      aria-label={withLabel ? undefined : label}
      title={label}
    >
      <Icon name={theme === 'dark' ? 'moon' : 'sun'} size={18} />
      {withLabel ? <span>{label}</span> : null}
    </button>
  );
}
