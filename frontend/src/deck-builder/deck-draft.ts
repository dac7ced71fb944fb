import type { DeckDetailDto, DeckPayload, DeckVisibility, MatchupDto, ParsedDeckListDto } from '../api/decks';
import type { DeckListAdjustmentDto } from '../api/generated';
import { editorHtmlForStorage } from '../components/rich-text-html';
import type { MessageId } from '../i18n/messages';
import { DEFAULT_PRIORITY } from '../lib/deck-order';

/*
 * The deck rules (limits, formats, legality) are the API's: the builder reads the limits from
 * GET /api/game-rules and lets the server validate (ADR 0010). Nothing here restates them.
 */

export interface DraftCard {
  cardId: number;
  quantity: number;
}

/** The builder's form: everything the save body needs, as the inputs hold it. */
export interface DeckDraft {
  name: string;
  author: string;
  /** One of the game rules' tiers; null leaves the choice to the API (its `defaultTier`), as a new deck does. */
  tier: NonNullable<DeckPayload['tier']> | null;
  /** A format code; empty means the current format (the API's default). */
  format: string;
  priority: number;
  shortDescription: string;
  /** The Italian short description (ADR 0076); optional: a draft kept from before may lack it. */
  shortDescription_it?: string;
  videoUrl: string;
  isDraft: boolean;
  /**
   * Who sees a player's deck (ADR 0061): private, unlisted or public. Null for a curated deck (its draft flag decides),
   * and then not sent.
   */
  visibility: DeckVisibility | null;
  leaderId: number | null;
  description: string;
  description_en: string;
  matchups: MatchupDto[];
  cards: DraftCard[];
}

/**
 * The three sample matchups (docs/product.md#deck-builder). Placeholders (issue #10): the editor shows them while a deck has
 * no matchups, as examples to start from; a new deck starts with none, so they are never saved
 * unless the admin edits one and adds it.
 */
export const SAMPLE_MATCHUPS: readonly MatchupDto[] = [
  { deck: 'Red Zoro', favorable: 'Favorable', strategy: 'Push early: their blockers come online late.' },
  { deck: 'Blue Doflamingo', favorable: 'Even', strategy: 'Trade efficiently and keep two counters in hand.' },
  { deck: 'Purple Enel', favorable: 'Unfavorable', strategy: 'Race before the DON!! ramp takes over.' },
];

/**
 * A new deck. Its tier and format are the API's choice until the admin picks them: the builder shows
 * the game rules' `defaultTier` and `currentFormat` (`currentFormat` may be given to fix the format).
 */
export function emptyDraft(currentFormat = '', player?: { author: string }): DeckDraft {
  return {
    name: '',
    // A player's new deck is theirs: their name as its author (they may credit someone else), private until they share it.
    author: player?.author ?? '',
    visibility: player ? 'private' : null,
    tier: null,
    format: currentFormat,
    priority: DEFAULT_PRIORITY,
    shortDescription: '',
    shortDescription_it: '',
    videoUrl: '',
    isDraft: false,
    leaderId: null,
    description: '',
    description_en: '',
    matchups: [],
    cards: [],
  };
}

/** A saved deck, to edit. The leader is the resolved one (its id may have changed after a re-import). */
export function draftFromDeck(deck: DeckDetailDto): DeckDraft {
  return {
    name: deck.name,
    author: deck.author,
    tier: deck.tier,
    format: deck.format,
    priority: deck.priority || DEFAULT_PRIORITY,
    shortDescription: deck.shortDescription ?? '',
    shortDescription_it: deck.shortDescription_it ?? '',
    videoUrl: deck.videoUrl ?? '',
    isDraft: deck.isDraft === 1,
    visibility: deck.curated === 0 ? deck.visibility : null,
    leaderId: deck.leader?.id ?? deck.leaderId,
    description: deck.description ?? '',
    description_en: deck.description_en ?? '',
    matchups: deck.matchups.map((matchup) => ({ ...matchup })),
    cards: deck.cards.map(({ cardId, quantity }) => ({ cardId, quantity })),
  };
}

function clampQuantity(quantity: number, maxCopies: number): number {
  return Math.min(maxCopies, Math.max(1, Math.round(quantity)));
}

/** Adds a card or replaces its quantity (1 to the game's maximum); 0 or less removes it. The order of the list is kept. */
export function setCardQuantity(cards: readonly DraftCard[], cardId: number, quantity: number, maxCopies: number): DraftCard[] {
  if (quantity <= 0) return cards.filter((card) => card.cardId !== cardId);
  const clamped = clampQuantity(quantity, maxCopies);
  return cards.some((card) => card.cardId === cardId)
    ? cards.map((card) => (card.cardId === cardId ? { cardId, quantity: clamped } : card))
    : [...cards, { cardId, quantity: clamped }];
}

/**
 * The card search's 'Aggiungi': adds the copies to those already in the deck, up to the 4-copy
 * limit (adding 2 to a card held twice makes 4; a third 'Aggiungi' of 4 leaves it at 4).
 */
export function addCardCopies(cards: readonly DraftCard[], cardId: number, copies: number, maxCopies: number): DraftCard[] {
  const current = cards.find((card) => card.cardId === cardId)?.quantity ?? 0;
  return setCardQuantity(cards, cardId, Math.min(maxCopies, current + copies), maxCopies);
}

export function cardCount(cards: readonly DraftCard[]): number {
  return cards.reduce((sum, { quantity }) => sum + quantity, 0);
}

/**
 * What a list import changed (issue #10): the API's adjustments to the list (merged lines, copies
 * cut to 4 with printings counted together, unknown or unreadable lines, a second leader) and the
 * builder's own when applying it (a quantity replaced, the list's leader not taking the deck's place).
 */
export type ImportAdjustment = DeckListAdjustmentDto | { kind: 'replaced'; code: string; from: number; to: number } | { kind: 'leaderKept'; code: string };

export interface ImportOutcome {
  draft: DeckDraft;
  /** Every change to what the list said, the API's first. */
  adjustments: ImportAdjustment[];
  /** Cards applied (added or with their quantity replaced). */
  applied: number;
  /** Whether the list's leader became the deck's leader. */
  leaderSet: boolean;
  /** Lines that matched no card, or could not be read. */
  missing: string[];
}

/**
 * List import (docs/product.md#deck-list-import) applied to the deck being built: the leader only when the deck has none; the
 * other cards are added, or their quantity replaced when already in the deck (at most 4 copies).
 */
export function applyImportedList(draft: DeckDraft, parsed: ParsedDeckListDto, maxCopies: number): ImportOutcome {
  let cards = draft.cards;
  const adjustments: ImportAdjustment[] = [...parsed.adjustments];
  for (const card of parsed.cards) {
    const before = cards.find((entry) => entry.cardId === card.cardId)?.quantity;
    cards = setCardQuantity(cards, card.cardId, card.quantity, maxCopies);
    const after = cards.find((entry) => entry.cardId === card.cardId)?.quantity ?? 0;
    if (before !== undefined && before !== after) adjustments.push({ kind: 'replaced', code: card.code, from: before, to: after });
  }
  const leaderSet = draft.leaderId === null && parsed.leader !== null;
  if (parsed.leader && draft.leaderId !== null && parsed.leader.cardId !== draft.leaderId) adjustments.push({ kind: 'leaderKept', code: parsed.leader.code });
  return {
    adjustments,
    draft: { ...draft, cards, leaderId: leaderSet ? parsed.leader!.cardId : draft.leaderId },
    applied: parsed.cards.length,
    leaderSet,
    missing: [...parsed.missing, ...parsed.unreadable],
  };
}

export type DraftField = 'name' | 'author' | 'leaderId' | 'cards' | 'videoUrl';

export interface DraftProblem {
  field: DraftField;
  message: MessageId;
}

/** The API's codes for the save rules (docs/product.md#deck-construction), with the builder's texts. */
const PROBLEM_MESSAGES: Record<string, MessageId> = {
  deckNameRequired: 'builder.validation.deckNameRequired',
  authorRequired: 'builder.validation.authorRequired',
  leaderRequired: 'builder.validation.leaderRequired',
  minimumCards: 'builder.validation.minCards',
};
const DRAFT_FIELDS: readonly string[] = ['name', 'author', 'leaderId', 'cards', 'videoUrl'];

/**
 * The save rules are the API's (it answers 422 with `details: [{ field, code }]`): the problems it
 * found, as the form shows them next to their fields. A bad video address is refused whatever its code.
 */
export function draftProblemsFrom(error: unknown): DraftProblem[] {
  const data = typeof error === 'object' && error !== null ? (error as { data?: { details?: unknown } }).data : undefined;
  const details = Array.isArray(data?.details) ? (data.details as unknown[]) : [];
  return details.flatMap((detail): DraftProblem[] => {
    if (typeof detail !== 'object' || detail === null) return [];
    const { field, code } = detail as { field?: unknown; code?: unknown };
    if (typeof field !== 'string' || typeof code !== 'string' || !DRAFT_FIELDS.includes(field)) return [];
    const message = field === 'videoUrl' ? 'builder.validation.videoUrl' : PROBLEM_MESSAGES[code];
    return message ? [{ field: field as DraftField, message }] : [];
  });
}

/** The save body. Guides are cleaned of the editor's own markup (see editorHtmlForStorage). */
export function toDeckPayload(draft: DeckDraft): DeckPayload {
  return {
    name: draft.name.trim(),
    author: draft.author.trim(),
    // None chosen: the API gives the default tier.
    ...(draft.tier ? { tier: draft.tier } : {}),
    // Empty: the API uses the current format.
    format: draft.format,
    leaderId: draft.leaderId,
    shortDescription: draft.shortDescription.trim(),
    shortDescription_it: (draft.shortDescription_it ?? '').trim(),
    description: editorHtmlForStorage(draft.description),
    description_en: editorHtmlForStorage(draft.description_en),
    videoUrl: draft.videoUrl.trim() || null,
    matchups: draft.matchups,
    priority: draft.priority,
    isDraft: draft.isDraft,
    // Chosen for a player's deck only (a stored draft from before may not have it).
    ...(draft.visibility ? { visibility: draft.visibility } : {}),
    cards: draft.cards.map(({ cardId, quantity }) => ({ cardId, quantity })),
  };
}
