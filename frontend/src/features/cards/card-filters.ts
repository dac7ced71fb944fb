import type { CardDto } from '../../api/generated';
import { includesSearchText } from '../../lib/search-text';

/** SPEC cost choices: 1 to 5 exactly, and 6 or more. */
export const COST_FILTERS = ['1', '2', '3', '4', '5', '6+'] as const;
/** SPEC power ranges. */
export const POWER_FILTERS = ['1-3000', '3001-5000', '5001-7000', '7001+'] as const;

export type CostFilter = (typeof COST_FILTERS)[number];
export type PowerFilter = (typeof POWER_FILTERS)[number];

export interface CardFilters {
  name: string;
  type: string | null;
  color: string | null;
  cost: CostFilter | null;
  set: string | null;
  attribute: string | null;
  family: string | null;
  power: PowerFilter | null;
}

export const NO_FILTERS: CardFilters = { name: '', type: null, color: null, cost: null, set: null, attribute: null, family: null, power: null };

const parts = (value: string | null | undefined) =>
  (value ?? '')
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);

function matchesCost(cost: number | null | undefined, filter: CostFilter): boolean {
  if (cost === null || cost === undefined) return false;
  return filter === '6+' ? cost >= 6 : cost === Number(filter);
}

function matchesPower(power: number | null | undefined, filter: PowerFilter): boolean {
  if (power === null || power === undefined) return false;
  if (filter === '7001+') return power >= 7001;
  const [low = 0, high = Number.POSITIVE_INFINITY] = filter.split('-').map(Number);
  return power >= low && power <= high;
}

/** Whether a card passes every active filter. Multicolour cards match each of their colours; families likewise. */
export function matchesFilters(card: CardDto, filters: CardFilters): boolean {
  return (
    includesSearchText(card.name, filters.name) &&
    (filters.type === null || card.type === filters.type) &&
    (filters.color === null || parts(card.color).includes(filters.color)) &&
    (filters.cost === null || matchesCost(card.cost, filters.cost)) &&
    (filters.set === null || card.set === filters.set) &&
    (filters.attribute === null || card.attribute === filters.attribute) &&
    (filters.family === null || parts(card.family).includes(filters.family)) &&
    (filters.power === null || matchesPower(card.power, filters.power))
  );
}

export function filterCards(cards: readonly CardDto[], filters: CardFilters): CardDto[] {
  return cards.filter((card) => matchesFilters(card, filters));
}

export function countActiveFilters(filters: CardFilters): number {
  return (Object.keys(filters) as Array<keyof CardFilters>).filter((key) => (key === 'name' ? filters.name.trim() !== '' : filters[key] !== null)).length;
}

export interface FilterOptions {
  types: string[];
  colors: string[];
  sets: string[];
  attributes: string[];
  families: string[];
}

/**
 * The choices each filter offers, taken from the cards themselves (sets in the order the API lists
 * them; types in the order of the game rules' card types, others after them by name).
 */
export function filterOptions(cards: readonly CardDto[], typeOrder: readonly string[] = []): FilterOptions {
  const types = new Set<string>();
  const colors = new Set<string>();
  const sets = new Set<string>();
  const attributes = new Set<string>();
  const families = new Set<string>();
  for (const card of cards) {
    if (card.type) types.add(card.type);
    for (const color of parts(card.color)) colors.add(color);
    if (card.set) sets.add(card.set);
    if (card.attribute) attributes.add(card.attribute);
    for (const family of parts(card.family)) families.add(family);
  }
  const byName = (a: string, b: string) => a.localeCompare(b);
  const typeRank = (type: string) => (typeOrder.includes(type) ? typeOrder.indexOf(type) : typeOrder.length);
  return {
    types: [...types].sort((a, b) => typeRank(a) - typeRank(b) || byName(a, b)),
    colors: [...colors].sort(byName),
    sets: [...sets],
    attributes: [...attributes].sort(byName),
    families: [...families].sort(byName),
  };
}
