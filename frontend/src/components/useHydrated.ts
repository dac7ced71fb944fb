import { useSyncExternalStore } from 'react';
import { formatDayMonthYear } from '../lib/date';

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

/**
 * A timestamp as dd/mm/yyyy in the visitor's time zone (docs/product.md#limits). Server-rendered, and until the
 * browser's render, it is the timestamp's own day (UTC): the same digits in the same place.
 */
export function useDayMonthYear(value: string | null | undefined): string | null {
  return formatDayMonthYear(useHydrated() ? value : value?.slice(0, 10));
}
