import type { CardDto } from '../../api/generated';
import { COST_FILTERS, NO_FILTERS, POWER_FILTERS, type CardFilters, type CostFilter, type PowerFilter } from './card-filters';

/** How the list is laid out: tiles with big pictures, or compact rows. */
export const CARD_LAYOUTS = ['grid', 'list'] as const;
export type CardLayout = (typeof CARD_LAYOUTS)[number];

/** 'set' keeps the API's order (by set number, SPEC §2); 'name' sorts by name, then set number. */
export const CARD_SORTS = ['set', 'name'] as const;
export type CardSort = (typeof CARD_SORTS)[number];

export interface CardsView {
  filters: CardFilters;
  layout: CardLayout;
  sort: CardSort;
}

export const DEFAULT_VIEW: CardsView = { filters: NO_FILTERS, layout: 'grid', sort: 'set' };

/**
 * Query-string names. The name filter is `search`, like the SPEC's /{language}/cards?search=… route,
 * so /cards?search=zoro and /en/cards?search=zoro mean the same thing.
 */
const PARAM = {
  name: 'search',
  type: 'type',
  color: 'color',
  cost: 'cost',
  set: 'set',
  attribute: 'attribute',
  family: 'family',
  power: 'power',
} as const satisfies Record<keyof CardFilters, string>;

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

const text = (value: string | null) => (value === null || value.trim() === '' ? null : value);

/** Reads the view from the address; unknown or malformed values are ignored, not errors. */
export function readCardsView(params: URLSearchParams): CardsView {
  return {
    filters: {
      name: params.get(PARAM.name) ?? '',
      type: text(params.get(PARAM.type)),
      color: text(params.get(PARAM.color)),
      cost: oneOf<CostFilter>(COST_FILTERS, params.get(PARAM.cost)),
      set: text(params.get(PARAM.set)),
      attribute: text(params.get(PARAM.attribute)),
      family: text(params.get(PARAM.family)),
      power: oneOf<PowerFilter>(POWER_FILTERS, params.get(PARAM.power)),
    },
    layout: oneOf(CARD_LAYOUTS, params.get('view')) ?? 'grid',
    sort: oneOf(CARD_SORTS, params.get('sort')) ?? 'set',
  };
}

/** The address for a view: only what differs from the defaults, in a fixed order (so it can be compared). */
export function writeCardsView(view: CardsView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAM) as Array<keyof CardFilters>) {
    const value = view.filters[key];
    if (value !== null && value !== '') params.set(PARAM[key], value);
  }
  if (view.layout !== 'grid') params.set('view', view.layout);
  if (view.sort !== 'set') params.set('sort', view.sort);
  return params;
}

/** Filters other than the name: those wait for the Apply button, the name filters as you type. */
export type PanelFilters = Omit<CardFilters, 'name'>;

export function panelFilters({ name: _name, ...rest }: CardFilters): PanelFilters {
  return rest;
}

export function samePanelFilters(a: PanelFilters, b: PanelFilters): boolean {
  return (Object.keys(a) as Array<keyof PanelFilters>).every((key) => a[key] === b[key]);
}

/** Cards in the chosen order; the API already lists them by set number, which 'set' keeps. */
export function sortCards(cards: readonly CardDto[], sort: CardSort): readonly CardDto[] {
  if (sort === 'set') return cards;
  const position = new Map(cards.map((card, index) => [card.id, index]));
  return [...cards].sort((a, b) => a.name.localeCompare(b.name) || position.get(a.id)! - position.get(b.id)!);
}
