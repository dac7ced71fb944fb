import type { DeckDetailDto, DeckPayload, MatchupDto, ParsedDeckListDto } from '../../api/decks';
import { editorHtmlForStorage } from '../../components/rich-text-html';
import type { MessageId } from '../../i18n/messages';
import { DEFAULT_PRIORITY } from '../../lib/deck-order';
import type { Tier } from '../../lib/deck-tier';

/** SPEC §9 deck rules the builder applies before asking the API (which checks them again). */
export const MIN_DECK_CARDS = 10;
/** Shown as 'cards/50'; not enforced (SPEC §5). */
export const DECK_DISPLAY_CAP = 50;
export const MAX_COPIES = 4;
export const QUANTITY_CHOICES = [1, 2, 3, 4] as const;

export interface DraftCard {
  cardId: number;
  quantity: number;
}

/** The builder's form: everything the save body needs, as the inputs hold it. */
export interface DeckDraft {
  name: string;
  author: string;
  tier: Tier;
  /** A format code from the game rules. */
  format: string;
  priority: number;
  shortDescription: string;
  videoUrl: string;
  isDraft: boolean;
  leaderId: number | null;
  description: string;
  description_en: string;
  matchups: MatchupDto[];
  cards: DraftCard[];
}

/** SPEC §2: a new deck starts with three sample matchups, to show how the table reads. */
export const DEFAULT_MATCHUPS: readonly MatchupDto[] = [
  { deck: 'Red Zoro', favorable: 'Favorable', strategy: 'Push early: their blockers come online late.' },
  { deck: 'Blue Doflamingo', favorable: 'Even', strategy: 'Trade efficiently and keep two counters in hand.' },
  { deck: 'Purple Enel', favorable: 'Unfavorable', strategy: 'Race before the DON!! ramp takes over.' },
];

export function emptyDraft(): DeckDraft {
  return {
    name: '',
    author: '',
    tier: 'Tier 1',
    format: 'OP10',
    priority: DEFAULT_PRIORITY,
    shortDescription: '',
    videoUrl: '',
    isDraft: false,
    leaderId: null,
    description: '',
    description_en: '',
    matchups: DEFAULT_MATCHUPS.map((matchup) => ({ ...matchup })),
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
    videoUrl: deck.videoUrl ?? '',
    isDraft: deck.isDraft === 1,
    leaderId: deck.leader?.id ?? deck.leaderId,
    description: deck.description ?? '',
    description_en: deck.description_en ?? '',
    matchups: deck.matchups.map((matchup) => ({ ...matchup })),
    cards: deck.cards.map(({ cardId, quantity }) => ({ cardId, quantity })),
  };
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_COPIES, Math.max(1, Math.round(quantity)));
}

/** Adds a card or replaces its quantity (1–4); 0 or less removes it. The order of the list is kept. */
export function setCardQuantity(cards: readonly DraftCard[], cardId: number, quantity: number): DraftCard[] {
  if (quantity <= 0) return cards.filter((card) => card.cardId !== cardId);
  const clamped = clampQuantity(quantity);
  return cards.some((card) => card.cardId === cardId)
    ? cards.map((card) => (card.cardId === cardId ? { cardId, quantity: clamped } : card))
    : [...cards, { cardId, quantity: clamped }];
}

export function cardCount(cards: readonly DraftCard[]): number {
  return cards.reduce((sum, { quantity }) => sum + quantity, 0);
}

export interface ImportOutcome {
  draft: DeckDraft;
  /** Cards applied (added or with their quantity replaced). */
  applied: number;
  /** Whether the list's leader became the deck's leader. */
  leaderSet: boolean;
  /** Lines that matched no card, or could not be read. */
  missing: string[];
}

/**
 * SPEC §4 list import applied to the deck being built: the leader only when the deck has none; the
 * other cards are added, or their quantity replaced when already in the deck (at most 4 copies).
 */
export function applyImportedList(draft: DeckDraft, parsed: ParsedDeckListDto): ImportOutcome {
  let cards = draft.cards;
  for (const card of parsed.cards) cards = setCardQuantity(cards, card.cardId, card.quantity);
  const leaderSet = draft.leaderId === null && parsed.leader !== null;
  return {
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

/** SPEC §5 deck save rules, in the order the form shows them. */
export function validateDraft(draft: DeckDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!draft.name.trim()) problems.push({ field: 'name', message: 'admin.builder.validation.deckNameRequired' });
  if (!draft.author.trim()) problems.push({ field: 'author', message: 'admin.builder.validation.authorRequired' });
  if (draft.leaderId === null) problems.push({ field: 'leaderId', message: 'admin.builder.validation.leaderRequired' });
  if (cardCount(draft.cards) < MIN_DECK_CARDS) problems.push({ field: 'cards', message: 'admin.builder.validation.minCards' });
  if (draft.videoUrl.trim() && !/^https?:\/\/\S+$/i.test(draft.videoUrl.trim())) problems.push({ field: 'videoUrl', message: 'admin.builder.validation.videoUrl' });
  return problems;
}

/** The save body. Guides are cleaned of the editor's own markup (see editorHtmlForStorage). */
export function toDeckPayload(draft: DeckDraft): DeckPayload {
  return {
    name: draft.name.trim(),
    author: draft.author.trim(),
    tier: draft.tier,
    format: draft.format,
    leaderId: draft.leaderId,
    shortDescription: draft.shortDescription.trim(),
    description: editorHtmlForStorage(draft.description),
    description_en: editorHtmlForStorage(draft.description_en),
    videoUrl: draft.videoUrl.trim() || null,
    matchups: draft.matchups,
    priority: draft.priority,
    isDraft: draft.isDraft,
    cards: draft.cards.map(({ cardId, quantity }) => ({ cardId, quantity })),
  };
}
