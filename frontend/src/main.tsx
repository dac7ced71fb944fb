// antd's component styles, written at build time (ADR 0037); before the site's own, which override them.
import 'virtual:antd-styles/site.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { AppProviders } from './app/providers';
import { GuardedRouter, guardHistory } from './app/navigation';
import { AppRoutes, preloadPage } from './app/router';
import { makeStore } from './app/store';
import { languageChosen, selectLanguage } from './i18n/language';
import { loadLanguage } from './i18n/messages';
import { splitLanguagePrefix } from './lib/page-meta';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const store = makeStore();
// /it/… and /en/… open in that language (LanguageScope would choose it on the first render): choosing
// it here downloads that language's catalogue only.
const { language: prefixed, path } = splitLanguagePrefix(window.location.pathname);
if (prefixed) store.dispatch(languageChosen(prefixed));
const navigation = guardHistory(createBrowserHistory({ v5Compat: true }));
const root = createRoot(rootElement);

// Only the visitor's language is downloaded (ADR 0027); the first render waits for it, so no text
// ever shows as a bare id (should the chunk fail, the providers ask for it again), and for the page's
// own chunk, downloaded meanwhile, so the page shows without a loading step.
void Promise.all([loadLanguage(selectLanguage(store.getState())).catch(() => undefined), preloadPage(path)]).then(() =>
  // A transition renders in slices, yielding to the browser between them: the first render is no
  // single long task (Lighthouse's total blocking time on a slow phone).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <GuardedRouter guard={navigation}>
            <AppRoutes />
          </GuardedRouter>
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
