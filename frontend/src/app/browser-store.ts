import { STORE_HANDOVER } from '../api/base-api';
import { readStoreHandover } from './store-handover';
import { makeStore, type AppStore } from './store';

let store: AppStore | undefined;

/** The browser's one store: the server's answers and language taken over (app/store-handover.tsx). */
export function browserStore(): AppStore {
  if (store) return store;
  const handover = readStoreHandover();
  store = makeStore(handover ? { language: handover.language } : undefined);
  if (handover) store.dispatch({ type: STORE_HANDOVER, payload: { api: handover.api } });
  return store;
}
