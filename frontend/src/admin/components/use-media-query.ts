import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following it as the window changes. The server and the first
 * render (hydration) say false: the wide layout, which CSS alone already keeps usable.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
