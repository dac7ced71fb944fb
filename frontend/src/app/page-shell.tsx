import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '../i18n/language';
import { loadLanguage } from '../i18n/messages';
import { preloadPage, Site } from './router';
import { makeStore } from './store';

/**
 * A page's first screen as the app draws it before any API answer (header, the page in its loading
 * state, footer), rendered at build time by scripts/page-shells.ts. The server puts it in the page's
 * HTML, so a visitor sees the page while its scripts still download; the app's first render hydrates
 * it (ADR 0040). No data, no visitor: the same for everyone in a language.
 */
export async function renderPageShell(path: string, language: Language): Promise<string> {
  const store = makeStore({ language: { current: language } });
  await Promise.all([loadLanguage(language), preloadPage(path)]);
  const router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  return renderToString(<Site store={store} router={router} />);
}
