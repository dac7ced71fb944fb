/** The home page's deck feeds use the shared deck endpoints (api/decks.ts), so deck edits refresh them. */
export { useListDeckLeadersQuery, useListDecksQuery, useSearchDecksQuery, type DeckSummaryDto, type LeaderOptionDto } from '../../api/decks';
/** The highlighted news block uses the shared news endpoints (api/news.ts), so news edits refresh it. */
export { useListHighlightedNewsQuery } from '../../api/news';
/** The meta overview reads the tier list (api/tierlist.ts), so tier-list and deck edits refresh it. */
export { useListTierListQuery, type RankedTierListEntryDto, type TierListDto } from '../../api/tierlist';
