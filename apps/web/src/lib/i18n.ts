import type { ErrorMessages } from '@platform/contract/error-message-catalog';
import type { Language } from '@platform/contract/i18n';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createStore, useStore } from './external-store.ts';
import { LOCAL_KEYS, readItem, writeItem } from './storage.ts';

/** The spec's language codes (API, storage) mapped to BCP 47 tags (i18next, <html lang>, Intl). */
const LOCALE_TAGS: Record<Language, string> = { MY: 'my', EN: 'en', CN: 'zh-CN' };

/** Each language names itself in its own script. */
export const LANGUAGE_LABELS: Record<Language, string> = { CN: '中文', EN: 'English', MY: 'မြန်မာ' };

/** The loader's words, needed before any language bundle has arrived. */
export const BOOT_WORDS: Record<Language, { loading: string; retry: string }> = {
  CN: { loading: '加载中…', retry: '重试' },
  EN: { loading: 'Loading…', retry: 'Try again' },
  MY: { loading: 'ခဏစောင့်ပါ…', retry: 'ထပ်မံကြိုးစားရန်' },
};

/** Spec §3: the configured default is MY; the server's config confirms or overrides it. */
const SPEC_DEFAULT_LANGUAGE: Language = 'MY';

type Bundle = { default: Record<string, unknown> };

/**
 * The shared words plus the API's error messages, which live in the contract so the server answers
 * them in the same words (`errors.<CODE>`); both arrive together, so no error shows untranslated.
 */
function withErrorMessages(
  words: () => Promise<Bundle>,
  errorMessages: () => Promise<ErrorMessages>,
): () => Promise<Bundle> {
  return async () => {
    const [bundle, messages] = await Promise.all([words(), errorMessages()]);
    const own = (bundle.default.errors ?? {}) as Record<string, unknown>;
    return { default: { ...bundle.default, errors: { ...own, ...messages } } };
  };
}

/**
 * Words come in chunks per language and namespace: `translation` holds what every screen needs,
 * `pages` the words of the lazy pages, `account` those of the account modals and the member
 * centre, `content` those of the operator's content (marquee, pop-ups, promotions, help centre),
 * each fetched with its chunk, and `inHouse` those of our own games' tables. A visitor downloads
 * only what they read.
 */
export type Namespace = 'translation' | 'pages' | 'account' | 'content' | 'inHouse';

const BUNDLES: Record<Namespace, Record<Language, () => Promise<Bundle>>> = {
  translation: {
    CN: withErrorMessages(
      () => import('../locales/CN.json'),
      async () => (await import('@platform/contract/error-messages/CN')).ERROR_MESSAGES_CN,
    ),
    EN: withErrorMessages(
      () => import('../locales/EN.json'),
      async () => (await import('@platform/contract/error-messages/EN')).ERROR_MESSAGES_EN,
    ),
    MY: withErrorMessages(
      () => import('../locales/MY.json'),
      async () => (await import('@platform/contract/error-messages/MY')).ERROR_MESSAGES_MY,
    ),
  },
  pages: {
    CN: () => import('../locales/pages/CN.json'),
    EN: () => import('../locales/pages/EN.json'),
    MY: () => import('../locales/pages/MY.json'),
  },
  account: {
    CN: () => import('../locales/account/CN.json'),
    EN: () => import('../locales/account/EN.json'),
    MY: () => import('../locales/account/MY.json'),
  },
  content: {
    CN: () => import('../locales/content/CN.json'),
    EN: () => import('../locales/content/EN.json'),
    MY: () => import('../locales/content/MY.json'),
  },
  inHouse: {
    CN: () => import('../locales/in-house/CN.json'),
    EN: () => import('../locales/in-house/EN.json'),
    MY: () => import('../locales/in-house/MY.json'),
  },
};

/** The default language, whose words stand in for missing ones; loaded only when a key is missing. */
let fallbackLanguage: Language = SPEC_DEFAULT_LANGUAGE;

function isNamespace(value: string): value is Namespace {
  return Object.hasOwn(BUNDLES, value);
}

function loadFallback(namespace: string): void {
  if (!isNamespace(namespace)) return;
  ensureBundle(fallbackLanguage, namespace).catch(reportLoadError);
}

/** Namespaces in use; a language switch fetches all of them before it happens. */
const wanted = new Set<Namespace>(['translation']);
const loading = new Map<string, Promise<void>>();
/** Bumps whenever a language bundle arrives, so `useLanguageReady` re-renders. */
const bundleVersion = createStore(0);

export function localeTag(language: Language): string {
  return LOCALE_TAGS[language];
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LOCALE_TAGS, value);
}

function languageOfTag(tag: string | undefined): Language {
  const found = (Object.keys(LOCALE_TAGS) as Language[]).find((code) => LOCALE_TAGS[code] === tag);
  return found ?? SPEC_DEFAULT_LANGUAGE;
}

export function storedLanguage(): Language | null {
  const value = readItem('local', LOCAL_KEYS.lang);
  return isLanguage(value) ? value : null;
}

function applyDocumentLanguage(tag: string): void {
  document.documentElement.lang = tag;
}

let initialised = false;

/**
 * Starts i18next in the remembered language (or the spec's default) and begins fetching its words;
 * the system gate shows the loader until they are here.
 */
export function initI18n(): typeof i18n {
  if (initialised) return i18n;
  initialised = true;
  const language = storedLanguage() ?? SPEC_DEFAULT_LANGUAGE;
  i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    ns: ['translation'],
    defaultNS: 'translation',
    // Page components read their namespace first, then the shared words.
    fallbackNS: 'translation',
    lng: LOCALE_TAGS[language],
    // Missing keys fall back to the default language, silently (spec §9).
    fallbackLng: LOCALE_TAGS[SPEC_DEFAULT_LANGUAGE],
    supportedLngs: Object.values(LOCALE_TAGS),
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    debug: false,
    react: { useSuspense: false, bindI18nStore: 'added' },
    // A key missing in the current language fetches the default language's words, which fill the
    // gap on the next render (spec §9: missing keys fall back to the default language, silently).
    saveMissing: true,
    missingKeyHandler: (_languages, namespace) => loadFallback(namespace),
  });
  i18n.on('languageChanged', applyDocumentLanguage);
  applyDocumentLanguage(LOCALE_TAGS[language]);
  ensureLanguage(language).catch(reportLoadError);
  return i18n;
}

function hasBundle(language: Language, namespace: Namespace = 'translation'): boolean {
  return i18n.hasResourceBundle(LOCALE_TAGS[language], namespace);
}

function ensureBundle(language: Language, namespace: Namespace): Promise<void> {
  if (hasBundle(language, namespace)) return Promise.resolve();
  const key = `${language}/${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    // Only loads in flight are shared: once added, the bundle itself says it is there.
    pending = BUNDLES[namespace]
      [language]()
      .then((bundle) => {
        i18n.addResourceBundle(LOCALE_TAGS[language], namespace, bundle.default, true, true);
        bundleVersion.set(bundleVersion.get() + 1);
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Loads a language's words (every namespace in use) once; later calls share the same promise. */
export async function ensureLanguage(language: Language): Promise<void> {
  await Promise.all([...wanted].map((namespace) => ensureBundle(language, namespace)));
}

/** A lazy page's words: loaded with its chunk, and with every later language switch. */
export function ensureNamespace(namespace: Namespace): Promise<void> {
  wanted.add(namespace);
  return ensureBundle(currentLanguage(), namespace);
}

async function switchTo(language: Language): Promise<void> {
  await ensureLanguage(language);
  await i18n.changeLanguage(LOCALE_TAGS[language]);
}

/** True once the words of the current language are here (the gate waits for it). */
export function useLanguageReady(): boolean {
  useStore(bundleVersion);
  return hasBundle(useLanguage());
}

export function currentLanguage(): Language {
  return languageOfTag(i18n.language);
}

/** The operator's default language becomes the fallback, and the language when the user chose none. */
export function applyDefaultLanguage(defaultLanguage: Language): void {
  fallbackLanguage = defaultLanguage;
  i18n.options.fallbackLng = [LOCALE_TAGS[defaultLanguage]];
  const target = storedLanguage() ?? defaultLanguage;
  if (target !== currentLanguage()) switchTo(target).catch(reportLoadError);
}

function reportLoadError(error: unknown): void {
  console.warn('language bundle failed to load', error);
}

/** A language the user picked: remembered as `lang`, the one it replaces as `hisLang` (spec §3). */
export function chooseLanguage(language: Language): void {
  const previous = currentLanguage();
  if (previous === language) return;
  writeItem('local', LOCAL_KEYS.hisLang, previous);
  writeItem('local', LOCAL_KEYS.lang, language);
  switchTo(language).catch(reportLoadError);
}

/** Re-reads the remembered language (another tab, or a test, may have changed storage). */
export function syncLanguageFromStorage(): void {
  const stored = storedLanguage();
  if (stored && stored !== currentLanguage()) switchTo(stored).catch(reportLoadError);
}

/** The current language as the API names it; re-renders on change. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return languageOfTag(instance.language);
}
