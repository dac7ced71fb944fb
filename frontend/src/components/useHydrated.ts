import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server draws a page and while the app hydrates what it drew (ADR 0045), true in
 * the render React makes right after, and at once on any page the app draws itself. What only the
 * browser knows (its address, its time zone) waits for true, so hydration finds the server's text.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
