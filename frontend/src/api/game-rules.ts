import { api } from './generated';

export type { DeckLegalityDto, DrawRulesDto, FormatDto, GameRulesDto, LegalityProblemDto } from './generated';

/** Formats and the rules built from them; a format write (back office) refreshes both. */
export const GAME_RULES = { type: 'GameRules', id: 'ALL' } as const;
export const FORMAT_LIST = { type: 'Format', id: 'LIST' } as const;

/**
 * The game's rules come from the API, in one cached call (ADR 0010): formats, the current format,
 * tiers, card types, deck limits, priority range, favourability. The client restates none of them.
 */
export const gameRulesApi = api.enhanceEndpoints({
  addTagTypes: ['GameRules', 'Format'],
  endpoints: {
    getGameRules: { providesTags: [GAME_RULES, FORMAT_LIST] },
    listFormats: { providesTags: [FORMAT_LIST] },
  },
});

export const { useGetGameRulesQuery, useListFormatsQuery, useCheckDeckLegalityMutation } = gameRulesApi;

/** The rules, or undefined while they load (screens show their skeleton meanwhile). */
export function useGameRules() {
  return useGetGameRulesQuery().data;
}
