import { api, type CardGalleryApiArg, type CardGalleryDto } from '../../api/generated';
import { nextPageOf } from '../../lib/paging';

export type { CardDto, CardFilterOptionsDto, CardGroupDto, CardPageDto, CardQueryTermDto, FilterOptionDto, LeaderPageDto } from '../../api/generated';

const CARD_LIST = { type: 'Card' as const, id: 'LIST' };

/** What the gallery shows: everything but the page, which the infinite query adds. */
export type CardGalleryView = Required<Pick<CardGalleryApiArg, 'q' | 'sort' | 'printings'>>;

/**
 * Tags for the card endpoints: card mutations (admin) invalidate the list tag, which refreshes the
 * list, the filter choices and every gallery kept in the cache.
 */
export const cardsApi = api
  .enhanceEndpoints({
    addTagTypes: ['Card'],
    endpoints: {
      listCards: {
        providesTags: (cards) => [CARD_LIST, ...(cards ?? []).map(({ id }) => ({ type: 'Card' as const, id }))],
      },
      listCardFilterOptions: { providesTags: [CARD_LIST] },
      // A card or leader page also counts decks: a visitor reads it again on the next visit.
      getCardPage: { providesTags: [CARD_LIST], keepUnusedDataFor: 120 },
      getLeaderPage: { providesTags: [CARD_LIST], keepUnusedDataFor: 120 },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * /cards: the gallery's pages (GET /api/cards/gallery, 24 tiles each), one cache entry per view,
       * "Load more" adds the next page. Only what differs from the API's defaults is sent, so the
       * first page of the plain view is the address the HTML preloads.
       */
      cardGalleryPages: build.infiniteQuery<CardGalleryDto, CardGalleryView, number>({
        // Numbered pages, as every list of the API (ADR 0067); the next one while the total goes on.
        infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPageOf },
        query: ({ queryArg: { q, sort, printings }, pageParam }) => ({
          url: '/api/cards/gallery',
          params: {
            q: q.trim() ? q : undefined,
            sort: sort === 'set' ? undefined : sort,
            printings: printings === 'grouped' ? undefined : printings,
            page: pageParam > 1 ? pageParam : undefined,
          },
        }),
        providesTags: [CARD_LIST],
        // A visitor goes back and forth between searches: each stays cached for a while.
        keepUnusedDataFor: 300,
      }),
    }),
  });

export const { useListCardsQuery, useCardGalleryPagesInfiniteQuery, useListCardFilterOptionsQuery, useGetCardPageQuery, useGetLeaderPageQuery } = cardsApi;
