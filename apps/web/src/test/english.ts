import i18n from 'i18next';
import { ensureLanguage, ensureNamespace, initI18n } from '../lib/i18n.ts';

/** i18next in English with the account words, for tests that render parts without the whole app. */
export async function startEnglish(): Promise<typeof i18n> {
  window.localStorage.setItem('lang', 'EN');
  initI18n();
  await ensureLanguage('EN');
  await i18n.changeLanguage('en');
  await ensureNamespace('account');
  return i18n;
}
