import { useMemo } from 'react';
import { api, type MetaDto, type MetaLeaderDto } from './generated';

export type {
  ImportTournamentCsvDto,
  ImportTournamentDto,
  MetaDto,
  MetaHeadToHeadDto,
  MetaLeaderDto,
  TournamentDetailDto,
  TournamentImportReportDto,
  TournamentProblemCode,
  TournamentProblemDto,
  TournamentSummaryDto,
} from './generated';

/**
 * Imported tournament results and the meta built from them (issue 35 item 4): the back office's
 * Tournaments tab, the home page's meta overview and the tier list manager. An import or a delete
 * refreshes the events and every meta read; a card edit may rename a leader.
 */
const EVENTS = { type: 'Tournament', id: 'LIST' } as const;
const META = { type: 'Meta', id: 'LIST' } as const;
const CARD_LIST = { type: 'Card', id: 'LIST' } as const;

export const tournamentsApi = api.enhanceEndpoints({
  addTagTypes: ['Tournament', 'Meta', 'Card', 'Session'],
  endpoints: {
    getMeta: { providesTags: [META, CARD_LIST] },
    // Admins' lists: a logout drops them (as the back office's other lists).
    listTournaments: { providesTags: [EVENTS, 'Session'] },
    getTournament: { providesTags: (_result, _error, { id }) => [{ type: 'Tournament', id }, 'Session'] },
    importTournament: { invalidatesTags: [EVENTS, META] },
    importTournamentCsv: { invalidatesTags: [EVENTS, META] },
    deleteTournament: { invalidatesTags: (_result, _error, { id }) => [EVENTS, META, { type: 'Tournament', id }] },
  },
});

export const {
  useGetMetaQuery,
  useListTournamentsQuery,
  useGetTournamentQuery,
  useImportTournamentMutation,
  useImportTournamentCsvMutation,
  useDeleteTournamentMutation,
} = tournamentsApi;

/** The meta's figures by leader code, for showing them beside a deck of that leader. */
export function metaByLeader(meta: MetaDto | undefined): ReadonlyMap<string, MetaLeaderDto> {
  return new Map((meta?.leaders ?? []).map((leader) => [leader.code, leader]));
}

/** A format's meta from results (the current format when none is named), by leader code; empty while it loads or fails. */
export function useMetaByLeader(format?: string, skip = false): { meta: MetaDto | undefined; byLeader: ReadonlyMap<string, MetaLeaderDto> } {
  const { data } = useGetMetaQuery(format ? { format } : {}, { skip });
  return { meta: data, byLeader: useMemo(() => metaByLeader(data), [data]) };
}
