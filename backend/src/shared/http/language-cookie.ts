/**
 * The visitor's explicit language choice, which the site keeps in a cookie beside localStorage
 * (frontend `i18n/language.ts`) so that the server can draw the first screen in it (ADR 0042).
 * Only 'it' and 'en' count; anything else is no choice.
 */
export function chosenLanguage(cookieHeader: string | undefined): 'it' | 'en' | undefined {
  return /(?:^|;\s*)language=(it|en)(?:;|$)/.exec(cookieHeader ?? '')?.[1] as 'it' | 'en' | undefined;
}
