import {
  isRichTextAttribute,
  isRichTextImageSource,
  isRichTextLink,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
} from '@platform/contract/rich-text-policy';
import DOMPurify from 'dompurify';

/**
 * Operator HTML made safe to render with the contract's allow-list, the one the server sanitizes
 * with when it stores (this is defence in depth). No script, event handler, `javascript:` URL,
 * frame, form or inline style survives. Links to other sites open in a new tab.
 */
const purifier = DOMPurify();

// Each tag keeps only its own attributes, and URLs only when the shared link rule accepts them.
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  const value = data.attrValue;
  const allowed =
    isRichTextAttribute(tag, data.attrName) &&
    (data.attrName !== 'href' || isRichTextLink(value)) &&
    (data.attrName !== 'src' || isRichTextImageSource(value));
  if (!allowed) data.keepAttr = false;
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', RICH_TEXT_LINK_TARGET);
    node.setAttribute('rel', RICH_TEXT_LINK_REL);
  }
});

const ATTRIBUTE_NAMES = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: ATTRIBUTE_NAMES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
