import { useEffect, useState } from 'react';

/**
 * Whether an element is on screen now: pass the returned callback as the element's `ref`. False
 * where the browser cannot tell (no IntersectionObserver), so work that waits for it (a session
 * handoff code) is never done unseen.
 */
export function useInView<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)));
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInView(false);
    };
  }, [element]);
  return [setElement, inView];
}
