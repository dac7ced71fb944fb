import type { DeckStatisticsDto } from '../api/generated';
import redShanks from './deck-statistics.red-shanks.json';

/**
 * The API's statistics of Red Shanks (OP09, 50 cards), produced by the backend's deckStatistics and
 * DeckStatisticsDto on the official card list: what GET /api/decks/{id} and POST /api/decks/statistics answer.
 */
export function redShanksStatistics(): DeckStatisticsDto {
  return structuredClone(redShanks);
}

/** The statistics of a deck with no cards besides its leader. */
export function emptyStatistics(): DeckStatisticsDto {
  return {
    deckSize: 0,
    costCurve: [],
    averageCost: null,
    colors: [],
    types: [],
    counters: {
      total: 0,
      cards: 0,
      byValue: [
        { value: 1000, count: 0, density: 0 },
        { value: 2000, count: 0, density: 0 },
      ],
    },
    triggers: 0,
    odds: [],
  };
}
