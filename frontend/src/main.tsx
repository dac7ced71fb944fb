// antd's component styles, written at build time (ADR 0037); before the site's own, which override them.
import 'virtual:antd-styles/site.css';
import './styles/global.css';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { readFirstScreenData, seedFirstScreen } from './app/first-screen-data';
import { GuardedRouter, guardHistory } from './app/navigation';
import { preloadPage, Site } from './app/router';
import { makeStore } from './app/store';
import { languageChosen, selectLanguage } from './i18n/language';
import { loadLanguage } from './i18n/messages';
import { rememberFirstScreenFromHead } from './lib/first-screen';
import { splitLanguagePrefix } from './lib/page-meta';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const store = makeStore();
rememberFirstScreenFromHead();
// The answers the server drew the page with (an article, ADR 0045): the first render draws the same.
const firstScreenData = readFirstScreenData();
if (firstScreenData) seedFirstScreen(store, firstScreenData);
// /it/… and /en/… open in that language (LanguageScope would choose it on the first render): choosing
// it here downloads that language's catalogue only.
const { language: prefixed, path } = splitLanguagePrefix(window.location.pathname);
if (prefixed) store.dispatch(languageChosen(prefixed));
const navigation = guardHistory(createBrowserHistory({ v5Compat: true }));
const router = ({ children }: { children: ReactNode }) => <GuardedRouter guard={navigation}>{children}</GuardedRouter>;
const site = <Site store={store} router={router} />;

// The server's HTML holds the page as the build drew it (ADR 0040). The first render draws the same
// when it is in the shell's language and the address has no query (a search, a page of the gallery):
// it then takes over the shell's elements (hydration). Otherwise it replaces them.
const shellMatches = rootElement.hasChildNodes() && document.documentElement.lang === selectLanguage(store.getState()) && !window.location.search;

// Only the visitor's language is downloaded (ADR 0027); the first render waits for it, so no text
// ever shows as a bare id (should the chunk fail, the providers ask for it again), and for the page's
// own chunk, downloaded meanwhile, so the page shows without a loading step.
void Promise.all([loadLanguage(selectLanguage(store.getState())).catch(() => undefined), preloadPage(path)]).then(() =>
  // A transition renders in slices, yielding to the browser between them: the first render is no
  // single long task (Lighthouse's total blocking time on a slow phone).
  startTransition(() => {
    if (shellMatches) hydrateRoot(rootElement, site);
    else createRoot(rootElement).render(site);
  }),
);
