import DOMPurify from 'dompurify';

/**
 * Operator HTML made safe to render: the server sanitizes when it stores, and this runs again on
 * render (defence in depth). No script, event handler, `javascript:` URL, frame or form survives;
 * inline styles go too (the site's CSP would refuse them). Links to other sites open in a new tab.
 */
const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}
