import type { DOMPurify } from 'dompurify';
import {
  isRichTextAttribute,
  isRichTextImageSource,
  isRichTextLink,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
} from './rich-text-policy.ts';

/**
 * Operator HTML made safe to render with the contract's allow-list, the one the server sanitizes
 * with when it stores (this is defence in depth). No script, event handler, `javascript:` URL,
 * frame, form or inline style survives. Links to other sites open in a new tab. The caller brings
 * its own DOMPurify instance, so the site and the console's preview render operator HTML alike
 * while the contract stays free of browser code.
 */
export function richTextSanitizer(purifier: DOMPurify): (html: string) => string {
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

  const attributeNames = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
  return (html) =>
    purifier.sanitize(html, {
      ALLOWED_TAGS: [...RICH_TEXT_TAGS],
      ALLOWED_ATTR: attributeNames,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
}
