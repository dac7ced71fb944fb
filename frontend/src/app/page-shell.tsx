import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '../i18n/language';
import { loadLanguage } from '../i18n/messages';
import { rememberFirstScreen } from '../lib/first-screen';
import { seedFirstScreen, type FirstScreenData } from './first-screen-data';
import { preloadComments, preloadPage, Site } from './router';
import { makeStore } from './store';

/** Where a shell shows the picture the server names for the page; the server writes the address in its place. */
export const HERO_IMAGE_SLOT = '/page-shell/hero-image';

export { firstScreenDataScript } from './first-screen-data';

/**
 * A page's first screen as the app draws it (header, the page, footer).
 * - Without `data`, rendered at build time by scripts/page-shells.ts: the page in its loading state,
 *   before any API answer, the same for everyone in a language (ADR 0040).
 * - With `data`, by the server (an article, /news, /privacy: ADR 0045): the page as the app draws it
 *   with those API answers.
 * The server puts it in the page's HTML, so a visitor sees the page while its scripts still download;
 * the app's first render hydrates it.
 */
export async function renderPageShell(path: string, language: Language, data?: FirstScreenData): Promise<string> {
  const store = makeStore({ language: { current: language } });
  if (data) seedFirstScreen(store, data);
  // Drawn with data, the page reaches its comments (in their loading state).
  await Promise.all([loadLanguage(language), preloadPage(path), data && preloadComments()]);
  // The page's largest picture is the server's to fill in (a deck's leader, ADR 0044): the shell holds
  // this slot for it. Set just before the (synchronous) render: the server renders pages concurrently.
  rememberFirstScreen(path, data ? null : HERO_IMAGE_SLOT);
  const router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  return renderToString(<Site store={store} router={router} />);
}
