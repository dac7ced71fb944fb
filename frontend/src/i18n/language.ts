import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Fixed localStorage key holding the visitor's explicit choice (docs/product.md#languages). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A stored choice wins; otherwise the browser's language decides: any Italian variant
 * (it, it-IT, it-CH) gives Italian, everything else English.
 */
export function detectLanguage(stored: string | null | undefined, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith('it') ? 'it' : 'en';
}

export function readStoredLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be disabled (privacy modes); the browser language still works.
    return null;
  }
}

export function readInitialLanguage(): Language {
  const stored = readStoredLanguage();
  // A choice stored before the cookie existed gets it now, so the next page comes in it.
  if (isLanguage(stored)) rememberForServer(stored);
  return detectLanguage(stored, globalThis.navigator?.language);
}

/**
 * The choice also goes in a cookie (necessary: "session, language, this choice"), which the server
 * reads to draw the page's first screen in it rather than in the browser's language (ADR 0042).
 */
function rememberForServer(language: Language): void {
  if (typeof document === 'undefined' || new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=${language}(?:;|$)`).test(document.cookie)) return;
  document.cookie = languageCookie(language, globalThis.location?.protocol === 'https:');
}

/** The cookie that carries an explicit choice, as the browser writes it and as a server answer sets it. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Stores only explicit choices, so a first visit keeps following the browser until the visitor picks. */
export function persistLanguage(language: Language): void {
  rememberForServer(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not fatal: the choice lasts for this page view.
  }
}

export interface LanguageState {
  current: Language;
}

export const languageSlice = createSlice({
  name: 'language',
  initialState: (): LanguageState => ({ current: readInitialLanguage() }),
  reducers: {
    languageChosen(state, action: PayloadAction<Language>) {
      state.current = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.current,
  },
});

export const { languageChosen } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;

/**
 * The language a page is served in (docs/product.md#languages): its /it/ or /en/ prefix, else the
 * visitor's explicit choice (the cookie beside localStorage), else the browser's first language.
 */
export function requestLanguage(pathname: string, cookieHeader: string | null, acceptLanguage: string | null): Language {
  const prefix = /^\/(it|en)(?:\/|$)/.exec(pathname)?.[1];
  if (isLanguage(prefix)) return prefix;
  const stored = new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=(it|en)(?:;|$)`).exec(cookieHeader ?? '')?.[1];
  return detectLanguage(stored, acceptLanguage?.split(',')[0]?.trim());
}
