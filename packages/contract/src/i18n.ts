import { z } from 'zod';

/** Interface languages the platform ships complete translations for (spec §1, §3). */
export const LANGUAGES = ['MY', 'EN', 'CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LanguageSchema = z.enum(LANGUAGES);

/** Operator-entered text in each language; the server answers with the one asked for. */
export const LocalizedTextSchema = z.partialRecord(LanguageSchema, z.string().max(2000));
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/** Query of every call whose answer holds operator text. */
export const LangQuerySchema = z.strictObject({ lang: LanguageSchema.optional() });
