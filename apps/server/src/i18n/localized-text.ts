import type { Language, LocalizedText } from '@platform/contract/i18n';

/** The text in the asked language, else the merchant's default language, else any there is. */
export function pickText(text: LocalizedText, language: Language, fallback: Language): string {
  return text[language] ?? text[fallback] ?? Object.values(text).find(Boolean) ?? '';
}
