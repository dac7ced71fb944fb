import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterContextProvider } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { browserStore } from './app/browser-store';
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

// The first render draws the page in the language the server drew it in: its messages first (a failed
// chunk is asked again by the providers).
if (servedInTheStoredChoice())
  void loadLanguage(selectLanguage(store.getState()))
    .catch(() => undefined)
    .then(() =>
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
