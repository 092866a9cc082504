import { useEffect } from 'react';

const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Adds the Google tag for `id` (permission analytics.gtagId) once per page. The queue Google's
 * snippet sets up inline is set up here instead, so the page policy needs no inline script.
 */
export function loadGoogleTag(id: string, doc: Document = document): void {
  if (doc.querySelector('script[data-gtag]')) return;
  const win = doc.defaultView as DataLayerWindow | null;
  if (win) {
    win.dataLayer = win.dataLayer ?? [];
    const layer = win.dataLayer;
    // gtag.js reads `arguments` objects from the queue, as its own snippet pushes them.
    win.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: the queue format gtag.js expects.
      layer.push(arguments);
    };
    win.gtag('js', new Date());
    win.gtag('config', id);
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(id)}`;
  script.dataset.gtag = id;
  doc.head.appendChild(script);
}

/** Loads the Google tag after the first render when an id is configured; without one, nothing. */
export function useGoogleTag(id: string | null | undefined): void {
  useEffect(() => {
    if (id) loadGoogleTag(id);
  }, [id]);
}
