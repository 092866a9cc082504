/**
 * The one rule for every link an operator writes (banner linkages, customer-service entries,
 * links inside rich text): an absolute `https:` or `http:` address, or a path of this site.
 * Everything else is refused, whatever its case or hidden characters: `javascript:`, `data:`,
 * `vbscript:`, protocol-relative `//host`, and `/\host` (browsers read the backslash as a slash).
 * Whitespace, control characters, quotes and angle brackets are refused anywhere, so a link
 * cannot smuggle `java\tscript:` past a scheme check or break out of an HTML attribute.
 * Zod-free: the web's rich-text sanitizer imports it at run time (`link-field.ts` is the schema).
 */
const LINK_CHAR = String.raw`[^\s\p{Cc}\\"'\x60<>]`;
const SITE_PATH = new RegExp(String.raw`^\/(?!\/)${LINK_CHAR}*$`, 'u');
const ABSOLUTE_HTTP = new RegExp(String.raw`^https?:\/\/${LINK_CHAR}+$`, 'iu');

export const SAFE_LINK_MESSAGE =
  'Use an https:// or http:// address, or a path of this site starting with one /';

/** True for a site path (`/promotions`) or an absolute http(s) address with a host. */
export function isSafeLink(value: string): boolean {
  if (SITE_PATH.test(value)) return true;
  if (!ABSOLUTE_HTTP.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    // Not parseable as a URL (a bad port, a broken host): not a link anyone can follow.
    return false;
  }
}
