import { useState } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from './store';

const ELEMENT_ID = 'store-handover';

/** What the browser's store takes from the server's: its answers (the settled ones) and the page's language. */
export type StoreHandoverState = Pick<RootState, 'api' | 'language'>;

/**
 * Answers the browser may draw as the server did: the fulfilled ones, and a refusal of the address's
 * own input (422, a card query the API cannot read: the same address gets the same refusal), so the
 * page that showed the problem hydrates showing it. Other failures (5xx, the network) are asked again.
 */
const handedOver = (query: RootState['api']['queries'][string]) =>
  query?.status === 'fulfilled' || (query?.status === 'rejected' && (query.error as { status?: unknown } | undefined)?.status === 422);

function handoverText({ api, language }: RootState): string {
  const queries = Object.fromEntries(Object.entries(api.queries).filter(([, query]) => handedOver(query)));
  const state: StoreHandoverState = { api: { ...api, queries, mutations: {} }, language };
  // '<' escaped, so no text in an answer can close the element.
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * The server's store, written into the page (RTK Query's server-rendering path, ADR 0060): the browser's
 * first render then draws what the server drew, from the same answers, and asks the API nothing again.
 * The browser renders the element with the text it was sent, so hydration finds it unchanged.
 */
export function StoreHandover() {
  const store = useStore<RootState>();
  const [text] = useState(() => (typeof document === 'undefined' ? handoverText(store.getState()) : (document.getElementById(ELEMENT_ID)?.textContent ?? '')));
  return <script id={ELEMENT_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}

/** The browser's: the state the server handed over, if the page has one. */
export function readStoreHandover(): StoreHandoverState | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as StoreHandoverState;
  } catch {
    return undefined;
  }
}
