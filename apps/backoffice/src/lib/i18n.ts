import { ERROR_MESSAGES_CN } from '@platform/contract/error-messages/CN';
import { ERROR_MESSAGES_EN } from '@platform/contract/error-messages/EN';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import CN from '../locales/CN.json';
import EN from '../locales/EN.json';

type Words = Record<string, unknown>;
// Each feature keeps its words beside its screens (features/<feature>/locales/<lang>.json), so
// adding a section touches no shared file; their top-level keys must not collide (a test checks).
const FEATURE_WORDS = import.meta.glob<Words>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

/** The shared words and every feature's words of one language. */
export function wordsOf(language: ConsoleLanguage): Words {
  const features = Object.entries(FEATURE_WORDS)
    .filter(([file]) => file.endsWith(`/${language}.json`))
    .map(([, words]) => words);
  return Object.assign({}, language === 'EN' ? EN : CN, ...features);
}

/** The console's languages: staff work in Chinese or English. */
export const CONSOLE_LANGUAGES = ['EN', 'CN'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<ConsoleLanguage, string> = { EN: 'English', CN: '中文' };

const LANGUAGE_KEY = 'backoffice.language';
const TAGS: Record<ConsoleLanguage, string> = { EN: 'en', CN: 'zh-CN' };
// zod words the contract's own rules (too short, not a number) in the reader's language.
const ZOD_LOCALES: Record<ConsoleLanguage, () => Parameters<typeof z.config>[0]> = {
  EN: () => z.locales.en(),
  CN: () => z.locales.zhCN(),
};

function storedLanguage(): ConsoleLanguage {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return CONSOLE_LANGUAGES.find((language) => language === stored) ?? 'EN';
}

export function currentLanguage(): ConsoleLanguage {
  return (i18n.language === TAGS.CN ? 'CN' : 'EN') satisfies ConsoleLanguage;
}

export function localeTag(): string {
  return TAGS[currentLanguage()];
}

export async function setLanguage(language: ConsoleLanguage): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  z.config(ZOD_LOCALES[language]());
  document.documentElement.lang = TAGS[language];
  await i18n.changeLanguage(TAGS[language]);
}

/** The console's words plus the API's error messages from the contract (`errors.<CODE>`). */
export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  z.config(ZOD_LOCALES[language]());
  document.documentElement.lang = TAGS[language];
  await i18n.use(initReactI18next).init({
    lng: TAGS[language],
    fallbackLng: 'en',
    resources: {
      en: { translation: { ...wordsOf('EN'), errors: ERROR_MESSAGES_EN } },
      'zh-CN': { translation: { ...wordsOf('CN'), errors: ERROR_MESSAGES_CN } },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
