import type { DetailCode } from '../../../shared/domain/error-codes.js';

/** Tiers and priority (docs/product.md#limits): Tier 3 is shown as Rogue; priority runs 1 (highest) to 10 (lowest). Formats are data (formats module). */
export const TIERS = ['Tier 1', 'Tier 2', 'Tier 3'] as const;
/** How each tier is shown: its display key (labels and badge styles); Tier 3 is shown as Rogue. */
export const TIER_DISPLAY = { 'Tier 1': 'tier1', 'Tier 2': 'tier2', 'Tier 3': 'rogue' } as const;
/** The tier a deck saved without one gets (the builder's new deck shows it: GET /api/game-rules). */
export const DEFAULT_TIER = TIERS[0];
export const FAVORABILITY = ['Favorable', 'Even', 'Unfavorable'] as const;
/** A save rule, drafts too (docs/product.md#deck-construction). */
export const MIN_DECK_CARDS = 10;
/** A legal deck: exactly this many cards besides the leader (shown as "cards/50" in the builder; not a save rule). */
export const DECK_SIZE = 50;
export const MAX_COPIES = 4;
export const PRIORITY = { min: 1, max: 10, default: 5 } as const;

/** The longest deck name (the column and the save body's limit). */
export const DECK_NAME_MAX = 120;

/** What an admin's copy of a deck is called (ADR 0075), in the language the admin asked in. */
const COPY_SUFFIX = { it: ' (copia)', en: ' (copy)' } as const;

/**
 * The name of an admin's copy: "<name> (copia)" or "<name> (copy)", the name shortened so the whole
 * stays within DECK_NAME_MAX (a copy of a copy says it once more, as file managers do).
 */
export function copyName(name: string, language: keyof typeof COPY_SUFFIX): string {
  const suffix = COPY_SUFFIX[language];
  const characters = [...name.trim()].slice(0, DECK_NAME_MAX - suffix.length);
  return characters.join('').trimEnd() + suffix;
}

/** Who sees a community deck (ADR 0061): its owner, anyone with its link, everyone. */
export const VISIBILITIES = ['private', 'unlisted', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export type Tier = (typeof TIERS)[number];
/** A format code ('OP10'); which codes exist is the formats module's data. */
export type Format = string;
export type Favorability = (typeof FAVORABILITY)[number];

export interface Matchup {
  /** Name of the opposing deck. */
  deck: string;
  favorable: Favorability;
  strategy: string;
}

/** A card in a deck. The code is kept next to the id so a deck survives a card re-import that changes ids. */
export interface DeckCard {
  cardId: number;
  cardCode: string;
  quantity: number;
}

export interface DeckContent {
  name: string;
  author: string;
  tier: Tier;
  format: Format;
  leaderId: number | null;
  leaderCode: string | null;
  shortDescription: string;
  /** Italian guide, sanitised HTML. */
  description: string;
  /** English guide, sanitised HTML. */
  descriptionEn: string;
  videoUrl: string | null;
  matchups: Matchup[];
  priority: number;
  isDraft: boolean;
  cards: DeckCard[];
  /** Who created it (ADR 0061); null for the decks made before owners were kept, and once the account is deleted. */
  ownerId: number | null;
  /** An admin's deck (the product's gallery, drafts, tier and priority); a player's deck is a community deck. */
  curated: boolean;
  /** Who sees a community deck: its owner (private), anyone with its link (unlisted), everyone (public). */
  visibility: Visibility;
  /** The short description in Italian (ADR 0076); empty or absent: the Italian site shows the English one, marked. */
  shortDescriptionIt?: string;
  /** The deck this one was copied from, while that deck exists. */
  copiedFromId: number | null;
}

export interface Deck extends DeckContent {
  id: number;
  /** Hidden by an admin (moderation): read by its owner and admins only, listed nowhere. */
  hidden: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface DeckProblem {
  field: 'name' | 'author' | 'leaderId' | 'cards' | 'tier' | 'format' | 'priority' | 'matchups' | 'description' | 'description_en';
  code: DetailCode;
  message: string;
  /** The largest value allowed (`too_long`). */
  max?: number;
}

export const totalCards = (cards: readonly Pick<DeckCard, 'quantity'>[]) => cards.reduce((sum, card) => sum + card.quantity, 0);

/** The save rules (docs/product.md#deck-construction), every broken one reported (messages as the builder shows them). */
export function validateDeck(deck: DeckContent): DeckProblem[] {
  const problems: DeckProblem[] = [];
  if (!deck.name.trim()) problems.push({ field: 'name', code: 'deckNameRequired', message: 'Deck name is required' });
  if (!deck.author.trim()) problems.push({ field: 'author', code: 'authorRequired', message: 'Author name is required' });
  if (deck.leaderId === null) problems.push({ field: 'leaderId', code: 'leaderRequired', message: 'Leader card is required' });
  if (totalCards(deck.cards) < MIN_DECK_CARDS) problems.push({ field: 'cards', code: 'minimumCards', message: 'A minimum of 10 cards is required' });
  if (deck.cards.some((card) => !Number.isInteger(card.quantity) || card.quantity < 1 || card.quantity > MAX_COPIES)) {
    problems.push({ field: 'cards', code: 'quantityRange', message: 'Each card may appear 1 to 4 times' });
  }
  if (new Set(deck.cards.map((card) => card.cardId)).size !== deck.cards.length)
    problems.push({ field: 'cards', code: 'duplicateCard', message: 'Each card may be listed once' });
  if (!TIERS.includes(deck.tier)) problems.push({ field: 'tier', code: 'invalidTier', message: 'Tier must be Tier 1, Tier 2 or Tier 3' });
  if (!Number.isInteger(deck.priority) || deck.priority < PRIORITY.min || deck.priority > PRIORITY.max)
    problems.push({ field: 'priority', code: 'invalidPriority', message: 'Priority goes from 1 to 10' });
  if (deck.matchups.some((matchup) => !matchup.deck.trim() || !FAVORABILITY.includes(matchup.favorable) || !matchup.strategy.trim())) {
    problems.push({ field: 'matchups', code: 'matchupIncomplete', message: 'A matchup needs an opposing deck, a favourability and a strategy' });
  }
  return problems;
}
