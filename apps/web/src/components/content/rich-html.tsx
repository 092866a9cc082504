import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import styles from './rich-html.module.css';
import { sanitizeHtml } from './sanitize-html.ts';

/**
 * Operator HTML (promotions, pop-ups, help articles), sanitized on render. Links to a path of this
 * site stay in the app (no reload). Lazy chunks only: DOMPurify rides along.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const navigate = useNavigate();

  function followSiteLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href') ?? '';
    if (!/^\/(?!\/)/.test(href)) return;
    event.preventDefault();
    navigate(href);
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates the links' own clicks; Enter on a link fires this click too
    <div
      className={[styles.rich, className].filter(Boolean).join(' ')}
      onClick={followSiteLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
