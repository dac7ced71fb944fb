import { api } from './generated';

export type { CardOddsDto, DeckStatisticsDto, TurnOddsDto } from './generated';

/**
 * A deck's statistics are the API's (ADR 0023): the deck page reads them from the deck detail, the
 * builder asks POST /api/decks/statistics for its unsaved list. Nothing to cache or tag: the answer
 * depends only on the list sent.
 */
export const { useComputeDeckStatisticsMutation } = api;
