/**
 * The visitor's cookie choice (docs/product.md#cookie-banner), kept in localStorage under `cookie-consent`:
 * `{ necessary: true, preferences, analytics, timestamp }`. Necessary is always on; the default is
 * "necessary only". `preferences` also covers external media: YouTube thumbnails and players load
 * only with it (or when the visitor clicks a video). See ADR 0014.
 */
export const COOKIE_CONSENT_KEY = 'cookie-consent';

export interface CookieConsent {
  necessary: true;
  preferences: boolean;
  analytics: boolean;
  /** ISO date of the choice. */
  timestamp: string;
}

export type ConsentChoice = 'all' | 'necessary' | { preferences: boolean; analytics: boolean };

export function consentFor(choice: ConsentChoice, now: Date = new Date()): CookieConsent {
  const optional = choice === 'all' ? { preferences: true, analytics: true } : choice === 'necessary' ? { preferences: false, analytics: false } : choice;
  return { necessary: true, preferences: optional.preferences, analytics: optional.analytics, timestamp: now.toISOString() };
}

/** A stored choice, or null when there is none or it is not one (then the banner asks again). */
export function parseConsent(raw: string | null | undefined): CookieConsent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { preferences, analytics, timestamp } = value as Record<string, unknown>;
    if (typeof preferences !== 'boolean' || typeof analytics !== 'boolean') return null;
    return { necessary: true, preferences, analytics, timestamp: typeof timestamp === 'string' ? timestamp : '' };
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

let current: CookieConsent | null | undefined;
const listeners = new Set<() => void>();

/** The stored choice (read once, then kept in memory and updated on writes and other tabs' writes). */
export function readConsent(): CookieConsent | null {
  if (current === undefined) current = parseConsent(storage()?.getItem(COOKIE_CONSENT_KEY));
  return current;
}

export function saveConsent(consent: CookieConsent): void {
  current = consent;
  try {
    storage()?.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // Storage disabled: the choice lasts for this page view.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COOKIE_CONSENT_KEY) return;
    current = parseConsent(event.newValue);
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Tests start from "no choice" again. */
export function resetConsentCache(): void {
  current = undefined;
}

const OPEN_PREFERENCES = 'opdecks:cookie-preferences';

/** Lets any page (the privacy page) reopen the banner's preferences dialog. */
export function requestCookiePreferences(): void {
  globalThis.dispatchEvent?.(new Event(OPEN_PREFERENCES));
}

export function onCookiePreferencesRequested(listener: () => void): () => void {
  globalThis.addEventListener?.(OPEN_PREFERENCES, listener);
  return () => globalThis.removeEventListener?.(OPEN_PREFERENCES, listener);
}
