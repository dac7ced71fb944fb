import { useCallback, useState } from 'react';

/**
 * True once the element given to the returned ref is within `margin` of the viewport (right after
 * the first render where IntersectionObserver is missing): what lies below the fold costs a first
 * visit nothing (issue #14).
 */
export function useNearViewport(margin = '300px'): [boolean, (element: HTMLElement | null) => (() => void) | undefined] {
  // Not near on the first render wherever it runs: the page shell the build draws (no
  // IntersectionObserver there) is then what the browser's first render hydrates (ADR 0040).
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin],
  );
  return [near, ref];
}
