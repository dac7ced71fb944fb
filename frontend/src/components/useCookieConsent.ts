import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent, type CookieConsent } from '../lib/cookie-consent';

/** The visitor's cookie choice, or null while none is stored; re-renders when it changes (also from another tab). */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}
