/**
 * The deck endpoints live in api/decks.ts (with their cache tags) because the home page and the
 * back office show decks too; this feature's pages use them from here.
 */
export {
  useGetDeckQuery,
  useListDeckLeadersQuery,
  useListDecksQuery,
  useSearchDecksQuery,
  type CardDto,
  type DeckDetailDto,
  type DeckSummaryDto,
  type LeaderOptionDto,
  type MatchupDto,
} from '../../api/decks';
/** The gallery's format filter offers the formats the API knows (formats are data, ADR 0010). */
export { useListFormatsQuery } from '../../api/game-rules';
