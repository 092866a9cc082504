import { isSafeLink } from './safe-link.ts';

/**
 * The one allow-list for operator HTML (promotions, pop-ups, help articles): the server sanitizes
 * with it when it stores, the web again when it renders. Zod-free: the web imports it at run time.
 *
 * Formatting, lists, tables, links and images only. No `style` attribute: the site's CSP
 * (`style-src 'self'`) refuses inline styles, so they could only carry tricks, never looks.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'a',
  'img',
  'figure',
  'figcaption',
] as const;

/** The attributes each tag may keep; a tag not named here keeps none. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
};

/** URL schemes a link may use, and the narrower set an image may load from. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const RICH_TEXT_IMAGE_SCHEMES = ['http', 'https'] as const;

/** The only `target` a link keeps; it then always gets this `rel`, so a new tab has no handle on the opener. */
export const RICH_TEXT_LINK_TARGET = '_blank';
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';

const ANCHOR = /^#[\w-]*$/;
const MAILTO = /^mailto:[^\s"'`<>\\]+$/i;
const TEL = /^tel:[+\d\s()-]+$/i;

/** May `tag` keep `attribute` (names lower case)? */
export function isRichTextAttribute(tag: string, attribute: string): boolean {
  return RICH_TEXT_ATTRIBUTES[tag]?.includes(attribute) ?? false;
}

/** A link's href: a safe link, an anchor on the page, or mailto:/tel:. */
export function isRichTextLink(href: string): boolean {
  const value = href.trim();
  return isSafeLink(value) || ANCHOR.test(value) || MAILTO.test(value) || TEL.test(value);
}

/** An image's src: a safe link only (no data:, no blob:). */
export function isRichTextImageSource(src: string): boolean {
  return isSafeLink(src.trim());
}
