import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { languageChosen, languageSlice, persistLanguage } from '../i18n/language';

const rootReducer = combineSlices(baseApi, languageSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: one for the app, one per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  // Side effects of UI actions live here, not in reducers: an explicit language choice is remembered.
  const listeners = createListenerMiddleware();
  listeners.startListening({
    actionCreator: languageChosen,
    effect: ({ payload }) => persistLanguage(payload),
  });

  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
