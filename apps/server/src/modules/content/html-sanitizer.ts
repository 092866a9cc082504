import {
  isRichTextImageSource,
  isRichTextLink,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
} from '@platform/contract/rich-text-policy';
import sanitizeHtml from 'sanitize-html';

/** The attributes without `name` when its value fails `isSafe`, in their order. */
function keepIfSafe(
  attribs: sanitizeHtml.Attributes,
  name: string,
  isSafe: (value: string) => boolean,
): sanitizeHtml.Attributes {
  return Object.fromEntries(Object.entries(attribs).filter(([key, value]) => key !== name || isSafe(value)));
}

/**
 * The contract's rich-text allow-list (the same one the web renders with) in sanitize-html's
 * terms. Everything else is dropped: scripts, style sheets and style attributes, frames, objects,
 * forms, meta, event handlers, and any URL that is not a safe link (so javascript:, vbscript: and
 * data: never survive, however they are cased or encoded).
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opens here or in a new tab, and a new tab never gets a handle on the opener window.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...kept } = keepIfSafe(attribs, 'href', isRichTextLink);
      const newTab = target === RICH_TEXT_LINK_TARGET;
      return {
        tagName,
        attribs: newTab ? { ...kept, target: RICH_TEXT_LINK_TARGET, rel: RICH_TEXT_LINK_REL } : kept,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: keepIfSafe(attribs, 'src', isRichTextImageSource) }),
  },
};

/** Operator HTML reduced to the allow-list above; safe to store and to serve. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

/** Elements whose inside is code or a document, not text: dropped whole from plain text. */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'noembed',
  'xmp',
  'title',
];
const NO_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
};
// Decoding `&amp;` nests one level per pass; text encoded deeper than this is left escaped.
const MAX_PLAIN_TEXT_PASSES = 8;

/** sanitize-html escapes &, < and > in the text it keeps; plain text stores the characters. */
function unescapeText(escaped: string): string {
  return escaped.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

/**
 * Plain text (titles, notices) without markup: tags, comments and the inside of scripts are
 * removed, and removed again until nothing changes, so neither pieces that join into a tag nor an
 * entity-encoded `&lt;script&gt;` survive. What is left shows the same as text or as HTML.
 */
export function toPlainText(value: string): string {
  let current = value;
  for (let pass = 0; pass < MAX_PLAIN_TEXT_PASSES; pass++) {
    const next = unescapeText(sanitizeHtml(current, NO_MARKUP));
    if (next === current) return current.trim();
    current = next;
  }
  // Still changing: keep the escaped form, which no client can read as markup.
  return sanitizeHtml(current, NO_MARKUP).trim();
}

/** Each language's text passed through `clean` (a sanitizer above). */
export function cleanTexts<T extends Partial<Record<string, string>>>(
  texts: T,
  clean: (text: string) => string,
): T {
  return Object.fromEntries(
    Object.entries(texts).map(([language, text]) => [language, clean(text ?? '')]),
  ) as T;
}
