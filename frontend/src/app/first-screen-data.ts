import { api, type NewsDto, type NewsSummaryDto, type PrivacyPolicyDto } from '../api/generated';
import type { AppStore } from './store';

/**
 * The API answers a page's first screen was drawn with on the server (an article, /news, /privacy:
 * ADR 0045). The server writes them beside the page's HTML and the app's first render reads the same,
 * so it hydrates what the server drew instead of drawing its loading state, and asks the API nothing
 * again. Each is the answer to the read the page makes, with the arguments it makes it with.
 */
export interface FirstScreenData {
  /** GET /api/news/{id}. */
  news?: NewsDto;
  /** GET /api/news: /news without a search. */
  newsList?: NewsSummaryDto[];
  /** GET /api/settings/privacy_policy?language=…: the page's language. */
  privacyPolicy?: PrivacyPolicyDto;
}

const ELEMENT_ID = 'first-screen-data';

/** Puts the answers in the store's API cache, as if the app had fetched them. */
export function seedFirstScreen(store: AppStore, { news, newsList, privacyPolicy }: FirstScreenData): void {
  store.dispatch(
    api.util.upsertQueryEntries([
      ...(news ? [{ endpointName: 'getNews' as const, arg: { id: news.id }, value: news }] : []),
      ...(newsList ? [{ endpointName: 'listNews' as const, arg: {}, value: newsList }] : []),
      ...(privacyPolicy ? [{ endpointName: 'getPrivacyPolicy' as const, arg: { language: privacyPolicy.language }, value: privacyPolicy }] : []),
    ]),
  );
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
