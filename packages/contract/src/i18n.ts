import { z } from 'zod';
import { LANGUAGES, type Language } from './constants.ts';
import { text } from './text.ts';

export type { Language };
export const LanguageSchema = z.enum(LANGUAGES);

/** Operator-entered text in each language; the server answers with the one asked for. */
export const LocalizedTextSchema = z.partialRecord(LanguageSchema, text().max(2000));
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/** Query of every call whose answer holds operator text. */
export const LangQuerySchema = z.strictObject({ lang: LanguageSchema.optional() });

/** The text in the asked language, else the merchant's default language, else any there is. */
export function pickText(text: LocalizedText, language: Language, fallback: Language): string {
  return text[language] ?? text[fallback] ?? Object.values(text).find(Boolean) ?? '';
}
