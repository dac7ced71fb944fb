import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi, type ApiRequestContext } from '../api/base-api';
import { languageChosen, languageSlice, persistLanguage } from '../i18n/language';

const rootReducer = combineSlices(baseApi, languageSlice);
export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store: one in the browser (app/browser-store.ts), one per server-rendered request
 * (root.tsx's middleware, which gives it the API's address and the visitor's cookie), one per test.
 */
export function makeStore(preloadedState?: Partial<RootState>, apiRequests?: ApiRequestContext) {
  // Side effects of UI actions live here, not in reducers: an explicit language choice is remembered.
  const listeners = createListenerMiddleware();
  listeners.startListening({
    actionCreator: languageChosen,
    effect: ({ payload }) => persistLanguage(payload),
  });

  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: apiRequests } })
        .prepend(listeners.middleware)
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
