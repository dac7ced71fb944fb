import { newsApi, type NewsDto } from '../api/news';
import type { AppStore } from './store';

/**
 * The API answers a page's first screen was drawn with on the server (an article, ADR 0045). The
 * server writes them beside the page's HTML and the app's first render reads the same, so it
 * hydrates what the server drew instead of drawing its loading state, and asks the API nothing again.
 */
export interface FirstScreenData {
  news?: NewsDto;
}

const ELEMENT_ID = 'first-screen-data';

/** Puts the answers in the store's API cache, as if the app had fetched them. */
export function seedFirstScreen(store: AppStore, data: FirstScreenData): void {
  if (data.news) store.dispatch(newsApi.util.upsertQueryEntries([{ endpointName: 'getNews', arg: { id: data.news.id }, value: data.news }]));
}

/** The element the server writes after #root: JSON, with '<' escaped so no text can close the element. */
export function firstScreenDataScript(data: FirstScreenData): string {
  return `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The browser's: the answers the server wrote, if any. */
export function readFirstScreenData(): FirstScreenData | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstScreenData;
  } catch {
    return null;
  }
}
