import { z } from 'zod';

/**
 * A NUL, or half of a UTF-16 surrogate pair without its other half. PostgreSQL cannot store
 * either in text (invalid byte sequence), so they are refused at the door, not by the database.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that is not allowed';

/** True when the text holds no NUL and no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The string every contract field is made of: `z.string()` that refuses NUL and lone surrogates
 * (a 400 naming the field), so no text a client sends can make the database fail.
 */
export function text() {
  return z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}
