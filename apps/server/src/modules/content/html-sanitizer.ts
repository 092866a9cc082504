import sanitizeHtml from 'sanitize-html';

/**
 * The HTML operators may publish (promotion, pop-up and help texts), as an allow-list: formatting,
 * lists, tables, links and images. Everything else is dropped: scripts, styles sheets, frames,
 * objects, forms, meta, event handlers, and any URL whose scheme is not http(s), mailto or tel
 * (so javascript:, vbscript: and data: never survive, however they are cased or encoded). Inline
 * styles keep only a few properties with plain values, so no expression(), url() or @import.
 */
/**
 * On top of the scheme allow-list, links and images must look like what an operator writes: an
 * absolute http(s) address, a path of this site, an anchor, or (links) mailto:/tel:. Anything else
 * (backticks, odd relative forms old browsers misread) is dropped.
 */
const SAFE_HREF =
  /^(?:https?:\/\/[^\s"'`<>]+|\/(?!\/)[^\s"'`<>]*|#[\w-]*|mailto:[^\s"'`<>]+|tel:[+\d\s()-]+)$/i;
const SAFE_SRC = /^(?:https?:\/\/[^\s"'`<>]+|\/(?!\/)[^\s"'`<>]*)$/i;

/** The attributes without `name` when its value does not match `pattern`, in their order. */
function keepIfSafe(
  attribs: sanitizeHtml.Attributes,
  name: string,
  pattern: RegExp,
): sanitizeHtml.Attributes {
  return Object.fromEntries(
    Object.entries(attribs).filter(([key, value]) => key !== name || pattern.test(value.trim())),
  );
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: [
      'href',
      'title',
      { name: 'target', multiple: false, values: ['_blank'] },
      { name: 'rel', multiple: false, values: ['noopener noreferrer'] },
    ],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    '*': ['style'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: [
        /^[a-z]{3,20}$/i,
        /^#[0-9a-f]{3,8}$/i,
        /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
      ],
      'background-color': [/^[a-z]{3,20}$/i, /^#[0-9a-f]{3,8}$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-size': [/^\d{1,3}(\.\d+)?(px|em|rem|%)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
    },
  },
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opens here or in a new tab, and a new tab never gets a handle on the opener window.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...kept } = keepIfSafe(attribs, 'href', SAFE_HREF);
      return {
        tagName,
        attribs: target === '_blank' ? { ...kept, target, rel: 'noopener noreferrer' } : kept,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: keepIfSafe(attribs, 'src', SAFE_SRC) }),
  },
};

/** Operator HTML reduced to the allow-list above; safe to store and to serve. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
