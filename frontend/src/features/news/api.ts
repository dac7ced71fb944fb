/**
 * The news endpoints live in api/news.ts (with their cache tags) because the home page and the back
 * office show news too; this feature's pages use them from here.
 */
export { useGetNewsQuery, useListNewsQuery, type NewsDto, type NewsSummaryDto } from '../../api/news';
/** A linked deck is shown as a deck tile: the deck endpoints are shared too. */
export { useGetDeckQuery } from '../../api/decks';
