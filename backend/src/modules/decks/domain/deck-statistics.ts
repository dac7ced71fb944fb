import { cardColours, type Card, normalizeCardType, PLAYABLE_TYPES, printingBaseCode } from '../../cards/domain/card.js';
import { openingOdds, type CardOpeningOdds } from './opening-odds.js';

/** What the statistics need to know about a card. */
export type StatisticsCard = Pick<Card, 'id' | 'code' | 'name' | 'type' | 'cost' | 'counter' | 'color' | 'trigger'>;

export interface StatisticsInput {
  /** The deck's cards besides the leader (the leader is never counted); printings of one card may be separate entries. */
  cards: ReadonlyArray<{ card: StatisticsCard; quantity: number }>;
}

/** The counter values the density is given for (the only ones printed on cards). */
export const COUNTER_VALUES = [1000, 2000] as const;

/** The odds of one card of the deck, its printings counted together. */
export interface CardOdds extends CardOpeningOdds {
  /** The first printing of the card in the deck (what the picker shows). */
  cardId: number;
  code: string;
  name: string;
  /** Copies in the deck, every printing counted. */
  copies: number;
}

export interface DeckStatistics {
  /** Cards besides the leader: the deck the odds are drawn from. */
  deckSize: number;
  /** Copies per cost, every cost from 0 to the highest in the deck (none missing, so a chart shows the gaps); a cost the data leaves empty is 0. */
  costCurve: Array<{ cost: number; count: number }>;
  /** Mean cost of the deck's cards; null for an empty deck. */
  averageCost: number | null;
  /** Copies per colour, most first; a multicolour card counts once in each of its colours. */
  colors: Array<{ color: string; count: number }>;
  /** Copies per card type (normalised), Characters, Events and Stages first, then anything else. */
  types: Array<{ type: string; count: number }>;
  counters: {
    /** The sum of every copy's counter value. */
    total: number;
    /** Copies with a counter (any value). */
    cards: number;
    /** Copies and share of the deck for each printed value (1000, 2000). */
    byValue: Array<{ value: number; count: number; density: number }>;
  };
  /** Copies with a [Trigger]. */
  triggers: number;
  /** Every card of the deck, most copies first, then by code. */
  odds: CardOdds[];
}

/** '1000', 1000, '+1000' → 1000; '-', '', null → 0 (real data writes no counter as '-' or null). */
function counterValue(counter: StatisticsCard['counter'] | number): number {
  const digits = /\d+/.exec(String(counter ?? ''));
  return digits ? Number(digits[0]) : 0;
}

const hasTrigger = (trigger: string | null) => Boolean(trigger && trigger.trim() !== '' && trigger.trim() !== '-');

/** 'red' and 'RED' are 'Red', as the card data writes colours. */
const colorName = (color: string) => color.charAt(0).toUpperCase() + color.slice(1).toLowerCase();

const TYPE_ORDER: readonly string[] = PLAYABLE_TYPES;

/**
 * A deck's statistics as players read them (issue #16): cost curve, colour and type split, counter
 * total and density, triggers, and the opening-hand odds of each of its cards. The leader is never
 * part of it (players count 50 cards; the leader is not in the deck that is shuffled). Entries with
 * no copies are ignored.
 */
export function deckStatistics({ cards }: StatisticsInput): DeckStatistics {
  const entries = cards.filter((entry) => entry.quantity > 0);
  const deckSize = entries.reduce((sum, entry) => sum + entry.quantity, 0);

  const costs = new Map<number, number>();
  const colors = new Map<string, number>();
  const types = new Map<string, number>();
  const byCounter = new Map<number, number>();
  let costSum = 0;
  let counterTotal = 0;
  let counterCards = 0;
  let triggers = 0;
  const printings = new Map<string, { card: StatisticsCard; copies: number }>();

  for (const { card, quantity } of entries) {
    const cost = card.cost ?? 0;
    costs.set(cost, (costs.get(cost) ?? 0) + quantity);
    costSum += cost * quantity;
    for (const color of new Set(cardColours(card.color).map(colorName))) {
      colors.set(color, (colors.get(color) ?? 0) + quantity);
    }
    const type = normalizeCardType(card.type);
    types.set(type, (types.get(type) ?? 0) + quantity);
    const counter = counterValue(card.counter);
    if (counter > 0) {
      counterTotal += counter * quantity;
      counterCards += quantity;
      byCounter.set(counter, (byCounter.get(counter) ?? 0) + quantity);
    }
    if (hasTrigger(card.trigger)) triggers += quantity;
    const base = printingBaseCode(card.code);
    const seen = printings.get(base);
    if (seen) seen.copies += quantity;
    else printings.set(base, { card, copies: quantity });
  }

  const highestCost = Math.max(-1, ...costs.keys());
  const typeRank = (type: string) => (TYPE_ORDER.includes(type) ? TYPE_ORDER.indexOf(type) : TYPE_ORDER.length);

  return {
    deckSize,
    costCurve: Array.from({ length: highestCost + 1 }, (_, cost) => ({ cost, count: costs.get(cost) ?? 0 })),
    averageCost: deckSize > 0 ? costSum / deckSize : null,
    colors: [...colors].map(([color, count]) => ({ color, count })).sort((a, b) => b.count - a.count || a.color.localeCompare(b.color)),
    types: [...types]
      .map(([type, count]) => ({ type, count }))
      .sort((a, b) => typeRank(a.type) - typeRank(b.type) || b.count - a.count || a.type.localeCompare(b.type)),
    counters: {
      total: counterTotal,
      cards: counterCards,
      byValue: COUNTER_VALUES.map((value) => {
        const count = byCounter.get(value) ?? 0;
        return { value, count, density: deckSize > 0 ? count / deckSize : 0 };
      }),
    },
    triggers,
    odds: [...printings.values()]
      .sort((a, b) => b.copies - a.copies || a.card.code.localeCompare(b.card.code))
      .map(({ card, copies }) => ({ cardId: card.id, code: card.code, name: card.name, copies, ...openingOdds(deckSize, copies) })),
  };
}
