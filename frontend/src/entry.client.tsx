import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterContextProvider } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { browserStore } from './app/browser-store';
import { linksToTheBrowserUntilHydrated } from './app/links-before-hydration';
import { storeContext } from './app/route-data';
import { isLanguage, languageCookie, readStoredLanguage, selectLanguage } from './i18n/language';
import { splitLanguagePrefix } from './lib/page-meta';
import { loadLanguage } from './i18n/messages';

const store = browserStore();

/**
 * A choice stored in this browser only (from before the language cookie existed) wins on an address
 * without a language: the cookie is written and the page asked again in that language, once. Switching
 * after hydration instead would change a page React is still hydrating.
 */
function servedInTheStoredChoice(): boolean {
  const stored = readStoredLanguage();
  if (!isLanguage(stored) || stored === selectLanguage(store.getState()) || splitLanguagePrefix(window.location.pathname).language) return true;
  if (sessionStorage.getItem('language-reload')) return true; // never a loop (cookies refused)
  sessionStorage.setItem('language-reload', stored);
  document.cookie = languageCookie(stored, window.location.protocol === 'https:');
  window.location.reload();
  return false;
}
// The route modules' client loaders read through the same store as the components.
const routerContext = () => new RouterContextProvider(new Map([[storeContext, store]]));

/**
 * The next task: the browser handles a visitor's input waiting before it. A message to itself, as
 * React's scheduler yields: a timer would never fire under a paused clock (the consent journey's
 * `page.clock`), and the page would never hydrate.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * The browser's first use of Intl loads ICU's locale data: about 0.1 s each for the number and the
 * date formats at 4× slower CPU, which react-intl's createIntl paid inside the first hydration task
 * (its `supportedLocalesOf` checks; any first formatted number or date would). Done here, each in a
 * task of its own while the catalogue downloads, so a click in between is handled at once.
 */
async function warmUpIntl(language: string): Promise<void> {
  await nextTask();
  Intl.NumberFormat.supportedLocalesOf(language);
  await nextTask();
  Intl.DateTimeFormat.supportedLocalesOf(language);
  await nextTask();
}

// The first render draws the page in the language the server drew it in: its messages first (a failed
// chunk is asked again by the providers).
if (servedInTheStoredChoice()) {
  linksToTheBrowserUntilHydrated();
  void Promise.all([loadLanguage(selectLanguage(store.getState())).catch(() => undefined), warmUpIntl(selectLanguage(store.getState()))]).then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <Provider store={store}>
            <HydratedRouter getContext={routerContext} />
          </Provider>
        </StrictMode>,
      );
    }),
  );
}
