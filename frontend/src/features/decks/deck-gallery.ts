import type { GameRulesDto, SearchDecksApiArg } from '../../api/generated';
import { isTierKey, tierOfKey, type TierKey } from '../../lib/deck-tier';

/** The gallery shows 9 decks per page (docs/product.md#limits). */
export const DECKS_PER_PAGE = 9;

export const DECK_SORTS = ['newest', 'oldest', 'name', 'favorites'] as const;
export type DeckSort = (typeof DECK_SORTS)[number];

/**
 * The gallery's two tabs (issue 34, ADR 0061): the site's curated decks (the default, the SPEC's gallery) and the
 * players' public decks. A community deck has no tier (its tier is the curators'), so that tab has no tier filter.
 */
export const GALLERY_SOURCES = ['curated', 'community'] as const;
export type GallerySource = (typeof GALLERY_SOURCES)[number];

/** The sorts each tab offers: "most favourited" is the community's. */
export function sortsOf(source: GallerySource): readonly DeckSort[] {
  return source === 'community' ? DECK_SORTS : DECK_SORTS.filter((sort) => sort !== 'favorites');
}

export interface GalleryFilters {
  source: GallerySource;
  /** The tier's display key, as it appears in the address (?tier=rogue); the game rules say which tier it is. */
  tier: TierKey | null;
  format: string | null;
  leader: number | null;
  sort: DeckSort;
  page: number;
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** The filters are kept in the address (?tier=&format=&leader=&sort=&page=): shareable, and Back undoes a change. */
export function readGalleryFilters(params: URLSearchParams): GalleryFilters {
  const tier = params.get('tier');
  const sort = params.get('sort');
  const source: GallerySource = params.get('source') === 'community' ? 'community' : 'curated';
  return {
    source,
    tier: source === 'curated' && isTierKey(tier) ? tier : null,
    format: params.get('format') || null,
    leader: positiveInt(params.get('leader')),
    sort: sortsOf(source).includes(sort as DeckSort) ? (sort as DeckSort) : 'newest',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The leaders of a tab, with their counts in it (GET /api/decks/leaders?source=). */
export function leadersQuery(source: GallerySource): { source?: GallerySource } {
  return source === 'curated' ? {} : { source };
}

/** A tab's first page, its filters cleared. */
export function sourceFilters(source: GallerySource): GalleryFilters {
  return { source, tier: null, format: null, leader: null, sort: 'newest', page: 1 };
}

/** The address of a set of filters; defaults are left out, so the plain /decks is the default view. */
export function writeGalleryFilters(filters: GalleryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.source !== 'curated') params.set('source', filters.source);
  if (filters.tier) params.set('tier', filters.tier);
  if (filters.format) params.set('format', filters.format);
  if (filters.leader) params.set('leader', String(filters.leader));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Any filter change goes back to page 1; only the pager itself moves between pages (docs/product.md#decks-gallery). */
export function changeFilter(filters: GalleryFilters, change: Partial<Omit<GalleryFilters, 'page'>>): GalleryFilters {
  return { ...filters, ...change, page: 1 };
}

/** Any filter other than the defaults (sort and page aside): an empty answer then means "no match", not "no decks". */
export function hasFilters(filters: GalleryFilters): boolean {
  return filters.tier !== null || filters.format !== null || filters.leader !== null;
}

/**
 * What the gallery asks the API for (GET /api/decks/page): filters, sort and page are done in SQL.
 * The tier is the one the game rules give the display key; null while a tier filter waits for them.
 */
export function galleryQuery(filters: GalleryFilters, rules: Pick<GameRulesDto, 'tierDisplay'> | undefined): SearchDecksApiArg | null {
  const tier = filters.tier ? tierOfKey(filters.tier, rules) : undefined;
  if (filters.tier && !rules) return null;
  return {
    ...(filters.source !== 'curated' ? { source: filters.source } : {}),
    ...(tier ? { tier } : {}),
    ...(filters.format ? { format: filters.format } : {}),
    ...(filters.leader ? { leader: filters.leader } : {}),
    sort: filters.sort,
    page: filters.page,
    pageSize: DECKS_PER_PAGE,
  };
}
