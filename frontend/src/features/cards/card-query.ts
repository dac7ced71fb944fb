import type { CardFilterOptionsDto, CardGalleryApiArg, FilterOptionDto } from '../../api/generated';

/** How the list is laid out: tiles with big pictures, or compact rows. */
export const CARD_LAYOUTS = ['grid', 'list'] as const;
export type CardLayout = (typeof CARD_LAYOUTS)[number];

/** The gallery's orders and groupings, as GET /api/cards/gallery names them (the API sorts and groups). */
export type CardSort = NonNullable<CardGalleryApiArg['sort']>;
export type CardPrintings = NonNullable<CardGalleryApiArg['printings']>;
/** 'set': by set number (docs/product.md#cards); 'name': by name, then set number. */
export const CARD_SORTS = ['set', 'name'] as const satisfies readonly CardSort[];
/** 'grouped': one tile per card, its printings in the popup; 'all': a tile for every printing. */
export const CARD_PRINTINGS = ['grouped', 'all'] as const satisfies readonly CardPrintings[];

export interface CardsView {
  /** The search, in the API's syntax (GET /api/cards/search reads it; the browser never does). */
  q: string;
  layout: CardLayout;
  sort: CardSort;
  printings: CardPrintings;
}

export const DEFAULT_VIEW: CardsView = { q: '', layout: 'grid', sort: 'set', printings: 'grouped' };

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the view from the address; unknown or malformed values are ignored, not errors. */
export function readCardsView(params: URLSearchParams): CardsView {
  return {
    q: params.get('q') ?? '',
    layout: oneOf(CARD_LAYOUTS, params.get('view')) ?? 'grid',
    sort: oneOf(CARD_SORTS, params.get('sort')) ?? 'set',
    printings: oneOf(CARD_PRINTINGS, params.get('printings')) ?? 'grouped',
  };
}

/** The address for a view: only what differs from the defaults, in a fixed order (so it can be compared). */
export function writeCardsView(view: CardsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim() !== '') params.set('q', view.q);
  if (view.layout !== 'grid') params.set('view', view.layout);
  if (view.sort !== 'set') params.set('sort', view.sort);
  if (view.printings !== 'grouped') params.set('printings', view.printings);
  return params;
}

/**
 * Addresses written before the search syntax: `search` (the product's /{language}/cards?search=, a
 * name filter) and one parameter per filter (`/cards?color=Blue&cost=4`). They still open the
 * same cards, rewritten as a query.
 */
const LEGACY_FILTERS = {
  type: 'types',
  color: 'colors',
  cost: 'costs',
  power: 'powers',
  set: 'sets',
  attribute: 'attributes',
  family: 'families',
} as const satisfies Record<string, keyof CardFilterOptionsDto>;

export function hasLegacyFilters(params: URLSearchParams): boolean {
  return !params.has('q') && ['search', ...Object.keys(LEGACY_FILTERS)].some((name) => (params.get(name) ?? '').trim() !== '');
}

/** Whether the old parameters need the filter choices to be rewritten (all but `search` do). */
export function legacyNeedsOptions(params: URLSearchParams): boolean {
  return Object.keys(LEGACY_FILTERS).some((name) => (params.get(name) ?? '').trim() !== '');
}

/**
 * The query an old address means: `search` becomes a `name:` term, each filter the term its choice
 * writes (the API's filter options carry them). Values no choice has are dropped.
 */
export function legacyQuery(params: URLSearchParams, options: CardFilterOptionsDto | undefined): string {
  const terms: string[] = [];
  const name = (params.get('search') ?? '').replace(/"/g, '').trim();
  if (name) terms.push(/\s/.test(name) ? `name:"${name}"` : `name:${name}`);
  for (const [param, list] of Object.entries(LEGACY_FILTERS)) {
    const value = params.get(param);
    if (!value || !options) continue;
    const choice = (options[list] as FilterOptionDto[]).find((option) => option.value.toLowerCase() === value.toLowerCase());
    if (choice) terms.push(choice.term);
  }
  return terms.join(' ');
}
