import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '../i18n/language';
import { loadLanguage } from '../i18n/messages';
import { rememberFirstScreen } from '../lib/first-screen';
import { preloadPage, Site } from './router';
import { makeStore } from './store';

/** Where a shell shows the picture the server names for the page; the server writes the address in its place. */
export const HERO_IMAGE_SLOT = '/page-shell/hero-image';

/**
 * A page's first screen as the app draws it before any API answer (header, the page in its loading
 * state, footer), rendered at build time by scripts/page-shells.ts. The server puts it in the page's
 * HTML, so a visitor sees the page while its scripts still download; the app's first render hydrates
 * it (ADR 0040). No data, no visitor: the same for everyone in a language.
 */
export async function renderPageShell(path: string, language: Language): Promise<string> {
  // The page's largest picture is the server's to fill in (a deck's leader, ADR 0044): the shell holds this slot for it.
  rememberFirstScreen(path, HERO_IMAGE_SLOT);
  const store = makeStore({ language: { current: language } });
  await Promise.all([loadLanguage(language), preloadPage(path)]);
  const router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  return renderToString(<Site store={store} router={router} />);
}
