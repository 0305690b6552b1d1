// For content below the fold: true once the element comes within `marginPx` of the viewport (and from then on),
// so what it shows loads when the learner is about to see it, not with the page. `enabled` waits for the page
// above it to be in place (an empty page would put the element in view at once).
import { useCallback, useEffect, useState } from 'react';

export function useNearViewport(enabled: boolean, marginPx = 100): [(element: HTMLElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  // A browser without IntersectionObserver shows it at once; the server's render leaves it to the browser.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element || !enabled) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${marginPx}px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, enabled, marginPx]);
  const ref = useCallback((next: HTMLElement | null) => setElement(next), []);
  return [ref, near];
}
