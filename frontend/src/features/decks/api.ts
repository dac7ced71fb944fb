/**
 * The deck endpoints live in api/decks.ts (with their cache tags) because the home page and the
 * back office show decks too; this feature's pages use them from here.
 */
export {
  useGetDeckQuery,
  useListDeckLeadersQuery,
  useListDecksQuery,
  type CardDto,
  type DeckDetailDto,
  type DeckDto,
  type LeaderOptionDto,
  type MatchupDto,
} from '../../api/decks';
