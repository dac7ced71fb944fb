import { useCallback, useState } from 'react';

/**
 * True once the element given to the returned ref is within `margin` of the viewport (at once where
 * IntersectionObserver is missing): what lies below the fold costs a first visit nothing (issue #14).
 */
export function useNearViewport(margin = '300px'): [boolean, (element: HTMLElement | null) => (() => void) | undefined] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return undefined;
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
