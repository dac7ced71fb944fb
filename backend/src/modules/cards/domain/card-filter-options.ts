import { CARD_TYPES, cardColours, normalizeCardType, type Card } from './card.js';
import { formatQueryTerm, parseCardQuery, rarityKey } from './card-search.js';
import { compareSetNames, readableSetName } from './card-sets.js';

/** One choice of the /cards filters panel: what it shows and the query term it writes. */
export interface FilterOption {
  value: string;
  /** One or more terms of the search syntax, space-separated. */
  term: string;
}

export interface CardFilterOptions {
  types: FilterOption[];
  colors: FilterOption[];
  costs: FilterOption[];
  powers: FilterOption[];
  sets: FilterOption[];
  attributes: FilterOption[];
  families: FilterOption[];
  rarities: FilterOption[];
}

/** docs/product.md#cards: cost 1 to 5 and 6+. */
const COSTS: FilterOption[] = [
  ...['1', '2', '3', '4', '5'].map((cost) => ({ value: cost, term: formatQueryTerm('cost', '=', cost) })),
  { value: '6+', term: formatQueryTerm('cost', '>=', '6') },
];

/** docs/product.md#cards: power 1-3000, 3001-5000, 5001-7000, 7001+. */
const POWERS: FilterOption[] = [
  [1, 3000],
  [3001, 5000],
  [5001, 7000],
].map(([low, high]) => ({
  value: `${low}-${high}`,
  term: `${formatQueryTerm('power', '>=', String(low))} ${formatQueryTerm('power', '<=', String(high))}`,
}));
POWERS.push({ value: '7001+', term: formatQueryTerm('power', '>=', '7001') });

/** The colours in the game's usual order. */
const COLOUR_ORDER = ['red', 'green', 'blue', 'purple', 'black', 'yellow'];
/** Rarities from the most common up, then the special ones. */
const RARITY_ORDER = ['common', 'uncommon', 'rare', 'superrare', 'secretrare', 'leader', 'special', 'treasurerare', 'promo'];

/** Attributes and families, joined by '/' as colours are (cardColours). */
const split = (value: string | null | undefined) =>
  (value ?? '')
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);

const byName = (a: string, b: string) => a.localeCompare(b);

/** Orders by a list (unknown values after, by name). */
const byRank = (order: readonly string[], key: (value: string) => string) => (a: string, b: string) => {
  const rank = (value: string) => {
    const index = order.indexOf(key(value));
    return index < 0 ? order.length : index;
  };
  return rank(a) - rank(b) || byName(a, b);
};

/** A term's text only when the search syntax reads it (a colour the game does not have cannot be searched). */
function termFor(field: 'type' | 'color' | 'set' | 'attribute' | 'family' | 'rarity', value: string): string | null {
  const term = formatQueryTerm(field, ':', value);
  const parsed = parseCardQuery(term);
  return parsed.ok && parsed.terms.length === 1 ? parsed.terms[0]!.text : null;
}

function options(values: Iterable<string>, field: Parameters<typeof termFor>[0], order: (a: string, b: string) => number): FilterOption[] {
  return [...new Set(values)].sort(order).flatMap((value) => {
    const term = termFor(field, value);
    return term ? [{ value, term }] : [];
  });
}

/**
 * The choices of every filter, taken from the cards: normalised types in the game's order, colours,
 * sets in set order with readable names, attributes and families split on '/', rarities where the
 * data has them. Each choice carries the term the search syntax reads, so the panel writes queries
 * without knowing the syntax.
 */
export function cardFilterOptions(cards: readonly Card[]): CardFilterOptions {
  // Sets from the start (first seen first, as the lists they replace were deduplicated), and each
  // distinct raw value worked out once: 20,000 cards share a few hundred values (#14 goal 3).
  const types = new Set<string>();
  const colors = new Set<string>();
  const sets = new Set<string>();
  const attributes = new Set<string>();
  const families = new Set<string>();
  const rarities = new Map<string, string>();
  const once = <T>(seen: Map<string, T>, raw: string, work: (raw: string) => T): T => {
    let value = seen.get(raw);
    if (value === undefined) seen.set(raw, (value = work(raw)));
    return value;
  };
  const typeOf = new Map<string, string>();
  const setOf = new Map<string, string>();
  const colourParts = new Map<string, string[]>();
  const parts = new Map<string, string[]>();
  const addAll = (target: Set<string>, raw: string | null | undefined, seen = parts, splitting = split) => {
    for (const part of once(seen, raw ?? '', splitting)) target.add(part);
  };
  for (const card of cards) {
    const type = once(typeOf, card.type, normalizeCardType);
    if (type) types.add(type);
    addAll(colors, card.color, colourParts, cardColours);
    const set = once(setOf, card.set ?? '', readableSetName);
    if (set) sets.add(set);
    addAll(attributes, card.attribute);
    addAll(families, card.family);
    const rarity = card.rarity?.trim();
    // 'SR' and 'SuperRare' are one choice, shown as first seen.
    if (rarity && !rarities.has(rarityKey(rarity))) rarities.set(rarityKey(rarity), rarity);
  }
  return {
    types: options(
      types,
      'type',
      byRank(CARD_TYPES, (type) => type),
    ),
    colors: options(
      colors,
      'color',
      byRank(COLOUR_ORDER, (color) => color.toLowerCase()),
    ),
    costs: COSTS,
    powers: POWERS,
    sets: options(sets, 'set', compareSetNames),
    attributes: options(attributes, 'attribute', byName),
    families: options(families, 'family', byName),
    rarities: options(rarities.values(), 'rarity', byRank(RARITY_ORDER, rarityKey)),
  };
}
