import { api } from './generated';

export type { CreateReportDto, QueuedReportDto, ReportGroupDto, ReportQueueDto } from './generated';

/** The reasons a report gives (the API's enum, in the order the form offers them). */
export const REPORT_REASONS = ['spam', 'offensive', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** The API's limit on a report's note (docs/product.md#moderation); the server checks it. */
export const REPORT_NOTE_MAX = 500;

const REPORT_QUEUE = { type: 'Report', id: 'QUEUE' } as const;
const DECK_LIST = { type: 'Deck', id: 'LIST' } as const;
const FAVORITE_LIST = { type: 'Favorite', id: 'LIST' } as const;

/**
 * Reports and moderation (issue 34 item 6, ADR 0061). A report refreshes the back office's queue; hiding or restoring a
 * deck refreshes the queue, the deck and every list it may be in (galleries, My decks, favourites, players' pages).
 */
export const moderationApi = api.enhanceEndpoints({
  addTagTypes: ['Report', 'Deck', 'Favorite', 'Session'],
  endpoints: {
    createReport: { invalidatesTags: [REPORT_QUEUE] },
    listReports: { providesTags: [REPORT_QUEUE, 'Session'] },
    dismissReports: { invalidatesTags: [REPORT_QUEUE] },
    hideDeck: { invalidatesTags: (_result, _error, { id }) => [REPORT_QUEUE, DECK_LIST, FAVORITE_LIST, { type: 'Deck', id }] },
    restoreDeck: { invalidatesTags: (_result, _error, { id }) => [REPORT_QUEUE, DECK_LIST, FAVORITE_LIST, { type: 'Deck', id }] },
  },
});

export const { useCreateReportMutation, useListReportsQuery, useDismissReportsMutation, useHideDeckMutation, useRestoreDeckMutation } = moderationApi;
