import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hideLoader } from '../lib/loader.ts';

/** How long a hash target may take to appear (its page can be a lazy chunk). */
const HASH_WAIT_MS = 5000;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

function hashTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id ? document.getElementById(id) : null;
}

/** Scrolls to the hash's element, waiting for it to render; returns a cancel function. */
function scrollToHash(hash: string): () => void {
  const scroll = (target: HTMLElement) =>
    target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  const found = hashTarget(hash);
  if (found) {
    scroll(found);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const target = hashTarget(hash);
    if (!target) return;
    stop();
    scroll(target);
  });
  const timer = window.setTimeout(() => stop(), HASH_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Spec §2: after a route-name change the page scrolls to the top, smoothly, and the loader hides.
 * A hash (/help#term) scrolls to its section instead, once that section has rendered.
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const firstRun = useRef(true);
  const hashRef = useRef(hash);
  hashRef.current = hash;

  // Only a route-name change scrolls to the top; a search change (a modal opening) must not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read
  useEffect(() => {
    hideLoader();
    const wasFirst = firstRun.current;
    firstRun.current = false;
    if (hashRef.current || wasFirst) return;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page with the same hash scrolls again
  useEffect(() => {
    if (!hash) return;
    return scrollToHash(hash);
  }, [hash, pathname]);

  return null;
}
