import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterContextProvider } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { browserStore } from './app/browser-store';
import { storeContext } from './app/route-data';
import { selectLanguage } from './i18n/language';
import { loadLanguage } from './i18n/messages';

const store = browserStore();
// The route modules' client loaders read through the same store as the components.
const routerContext = () => new RouterContextProvider(new Map([[storeContext, store]]));

// The first render draws the page in the language the server drew it in: its messages first (a failed
// chunk is asked again by the providers).
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
