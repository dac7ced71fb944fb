import { cardColours, isLeaderCard, normalizeCardType, PLAYABLE_TYPES, printingBaseCode } from '../../cards/domain/card.js';
import { cardLegality, cardSetCode, type Format } from '../../formats/domain/format.js';
import { DECK_SIZE, MAX_COPIES } from './deck.js';

/** What legality needs to know about a card. */
export interface LegalityCard {
  code: string;
  type: string;
  /** 'Red' or 'Red/Green'. */
  color: string | null;
}

export interface LegalityInput {
  leader: LegalityCard | null;
  /** The deck's cards besides the leader; printings of one card may be separate entries. */
  cards: ReadonlyArray<{ card: LegalityCard; quantity: number }>;
  /** The deck's format code, and the format itself when it exists. */
  formatCode: string;
  format: Format | null;
  /** Card ids the deck names that the card database does not have. */
  unknownCards?: number;
}

export type LegalityProblemCode =
  | 'noLeader'
  | 'notALeader'
  | 'deckSize'
  | 'tooManyCopies'
  | 'notADeckCard'
  | 'colorOutsideLeader'
  | 'unknownFormat'
  | 'setNotLegal'
  | 'banned'
  | 'restricted'
  | 'unknownCards';

/** One broken rule; the client translates `code` and fills in the details. */
export interface LegalityProblem {
  code: LegalityProblemCode;
  /** The card concerned (for copies and bans: the code every printing shares). */
  cardCode?: string;
  /** How many there are (cards in the deck, copies of a card, unknown cards). */
  count?: number;
  /** How many are allowed. */
  limit?: number;
  /** The card's colour, or the deck's format, or the card's set: what is out of place. */
  value?: string;
}

export interface DeckLegality {
  legal: boolean;
  format: string;
  problems: LegalityProblem[];
}

const colorsOf = (card: Pick<LegalityCard, 'color'>) => cardColours(card.color).map((color) => color.toLowerCase());

/** Character, Event and Stage: what the 50 may hold (not Leaders, not DON!!). */
const DECK_CARD_TYPES = new Set<string>(PLAYABLE_TYPES);

/**
 * A deck as players know it (ADR 0011): one Leader; exactly 50 other cards, all Characters, Events
 * or Stages; at most 4 copies of a card, parallel printings counted together; every card sharing a
 * colour with the Leader; every card (Leader included) from a set its format allows and within its
 * ban list. Every broken rule is reported, each once per card.
 */
export function deckLegality(input: LegalityInput): DeckLegality {
  const problems: LegalityProblem[] = [];
  const { leader, cards, format } = input;

  if (!leader) problems.push({ code: 'noLeader' });
  else if (!isLeaderCard(leader)) problems.push({ code: 'notALeader', cardCode: leader.code });

  const count = cards.reduce((sum, entry) => sum + entry.quantity, 0);
  if (count !== DECK_SIZE) problems.push({ code: 'deckSize', count, limit: DECK_SIZE });
  if (input.unknownCards) problems.push({ code: 'unknownCards', count: input.unknownCards });

  const copies = new Map<string, number>();
  for (const { card, quantity } of cards) copies.set(printingBaseCode(card.code), (copies.get(printingBaseCode(card.code)) ?? 0) + quantity);
  for (const [cardCode, total] of copies) if (total > MAX_COPIES) problems.push({ code: 'tooManyCopies', cardCode, count: total, limit: MAX_COPIES });

  const seen = new Set<string>();
  const leaderColors = leader ? colorsOf(leader) : [];
  for (const { card } of cards) {
    if (seen.has(card.code)) continue;
    seen.add(card.code);
    if (!DECK_CARD_TYPES.has(normalizeCardType(card.type))) problems.push({ code: 'notADeckCard', cardCode: card.code, value: normalizeCardType(card.type) });
    else if (leader && isLeaderCard(leader) && !colorsOf(card).some((color) => leaderColors.includes(color))) {
      problems.push({ code: 'colorOutsideLeader', cardCode: card.code, value: card.color ?? '' });
    }
  }

  if (!format) {
    problems.push({ code: 'unknownFormat', value: input.formatCode });
  } else {
    const everyCard = [...(leader ? [leader] : []), ...cards.map(({ card }) => card)];
    const reported = new Set<string>();
    for (const card of everyCard) {
      if (cardLegality(format, card.code).status === 'notLegal' && !reported.has(card.code)) {
        reported.add(card.code);
        problems.push({ code: 'setNotLegal', cardCode: card.code, value: cardSetCode(card.code) });
      }
    }
    if (leader) copies.set(printingBaseCode(leader.code), (copies.get(printingBaseCode(leader.code)) ?? 0) + 1);
    for (const entry of format.banList) {
      const total = copies.get(printingBaseCode(entry.code)) ?? 0;
      if (total === 0 || total <= entry.maxCopies) continue;
      if (entry.maxCopies === 0) problems.push({ code: 'banned', cardCode: printingBaseCode(entry.code) });
      else problems.push({ code: 'restricted', cardCode: printingBaseCode(entry.code), count: total, limit: entry.maxCopies });
    }
  }
  return { legal: problems.length === 0, format: input.formatCode, problems };
}
