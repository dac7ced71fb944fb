/** The home page's deck feeds use the shared deck endpoints (api/decks.ts), so deck edits refresh them. */
export { useListDeckLeadersQuery, useListDecksQuery, type DeckDto, type LeaderOptionDto } from '../../api/decks';
