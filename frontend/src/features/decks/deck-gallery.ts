import { byNewest } from '../../lib/deck-order';
import type { Tier } from '../../lib/deck-tier';

/** SPEC §9: the gallery shows 9 decks per page. */
export const DECKS_PER_PAGE = 9;

export const DECK_SORTS = ['newest', 'oldest', 'name'] as const;
export type DeckSort = (typeof DECK_SORTS)[number];

/** The tier filter's values as they appear in the address (?tier=rogue); Rogue is Tier 3. */
export const TIER_FILTERS = { tier1: 'Tier 1', tier2: 'Tier 2', rogue: 'Tier 3' } as const satisfies Record<string, Tier>;
export type TierFilter = keyof typeof TIER_FILTERS;

export interface GalleryFilters {
  tier: TierFilter | null;
  format: string | null;
  leader: number | null;
  sort: DeckSort;
  page: number;
}

export interface GalleryDeck {
  id: number;
  name: string;
  priority: number;
  tier: string;
  format: string;
  isDraft: number;
  leaderId: number | null;
  leader: { id: number } | null;
  createdAt: string;
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
  return {
    tier: tier && tier in TIER_FILTERS ? (tier as TierFilter) : null,
    format: params.get('format') || null,
    leader: positiveInt(params.get('leader')),
    sort: DECK_SORTS.includes(sort as DeckSort) ? (sort as DeckSort) : 'newest',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The address of a set of filters; defaults are left out, so the plain /decks is the default view. */
export function writeGalleryFilters(filters: GalleryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tier) params.set('tier', filters.tier);
  if (filters.format) params.set('format', filters.format);
  if (filters.leader) params.set('leader', String(filters.leader));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** SPEC §2: any filter change goes back to page 1; only the pager itself moves between pages. */
export function changeFilter(filters: GalleryFilters, change: Partial<Omit<GalleryFilters, 'page'>>): GalleryFilters {
  return { ...filters, ...change, page: 1 };
}

/** The formats to offer: those the published decks use, newest set first. */
export function galleryFormats(decks: readonly GalleryDeck[]): string[] {
  return [...new Set(decks.filter((deck) => deck.isDraft !== 1).map((deck) => deck.format))].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
}

function leaderOf(deck: GalleryDeck): number | null {
  return deck.leader?.id ?? deck.leaderId;
}

const byName = (a: GalleryDeck, b: GalleryDeck) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }) || a.id - b.id;

/** Published decks matching every filter, in the chosen order. Drafts are never shown. */
export function filterDecks<T extends GalleryDeck>(decks: readonly T[], filters: GalleryFilters): T[] {
  const tier = filters.tier ? TIER_FILTERS[filters.tier] : null;
  const matching = decks.filter(
    (deck) =>
      deck.isDraft !== 1 &&
      (!tier || deck.tier === tier) &&
      (!filters.format || deck.format === filters.format) &&
      (!filters.leader || leaderOf(deck) === filters.leader),
  );
  const compare: (a: GalleryDeck, b: GalleryDeck) => number = filters.sort === 'name' ? byName : filters.sort === 'oldest' ? (a, b) => byNewest(b, a) : byNewest;
  return matching.sort(compare);
}

export interface GalleryPage<T> {
  items: T[];
  /** The page shown: the one asked for, or the last one when it asked for more pages than there are. */
  page: number;
  total: number;
}

export function galleryPage<T>(items: readonly T[], page: number): GalleryPage<T> {
  const lastPage = Math.max(1, Math.ceil(items.length / DECKS_PER_PAGE));
  const shown = Math.min(Math.max(1, page), lastPage);
  return { items: items.slice((shown - 1) * DECKS_PER_PAGE, shown * DECKS_PER_PAGE), page: shown, total: items.length };
}
