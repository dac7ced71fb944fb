import { http, HttpResponse } from 'msw';
import type { CardDto, DeckDetailDto, DeckDto, LeaderOptionDto } from '../api/generated';
import { aCard } from './fixtures';
import { server } from './server';

/** A leader card of the test catalogue. */
export const LUFFY = aCard({ id: 1, code: 'ST01-001', name: 'Monkey.D.Luffy', type: 'LEADER', color: 'Red' });
export const KID = aCard({ id: 18, code: 'ST02-001', name: 'Eustass"Captain"Kid', type: 'LEADER', color: 'Green' });

/** One deck as GET /api/decks returns it; override what the test cares about. */
export function aDeck(overrides: Partial<DeckDto> = {}): DeckDto {
  const id = overrides.id ?? 1;
  const leader = overrides.leader === undefined ? { id: LUFFY.id, code: LUFFY.code, name: LUFFY.name, imageUrl: LUFFY.imageUrl, color: LUFFY.color } : overrides.leader;
  return {
    id,
    name: `Deck ${id}`,
    author: 'Nami',
    tier: 'Tier 1',
    format: 'OP10',
    leaderId: leader?.id ?? null,
    shortDescription: `Short description of deck ${id}`,
    description: `<p>Guida del mazzo ${id}</p>`,
    description_en: `<p>Guide of deck ${id}</p>`,
    videoUrl: null,
    matchups: [],
    priority: 5,
    isDraft: 0,
    cards: [],
    cardCount: 0,
    createdAt: new Date(Date.UTC(2025, 0, id, 10)).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 0, id, 10)).toISOString(),
    ...overrides,
    leader,
  };
}

/** A deck page's answer: the deck with its leader and cards in full. */
export function aDeckDetail(overrides: Partial<DeckDetailDto> = {}, resolvedCards: CardDto[] = [LUFFY]): DeckDetailDto {
  const deck = aDeck(overrides);
  return {
    ...deck,
    cardCount: overrides.cardCount ?? deck.cards.reduce((sum, { quantity }) => sum + quantity, 0),
    resolvedCards: overrides.resolvedCards ?? resolvedCards,
  };
}

export function aLeaderOption(overrides: Partial<LeaderOptionDto> = {}): LeaderOptionDto {
  return { cardId: LUFFY.id, name: LUFFY.name, code: LUFFY.code, imageUrl: LUFFY.imageUrl, count: 1, ...overrides };
}

/** The deck list (and leader options) the API answers from now on. */
export function mockDecks(decks: DeckDto[], leaders: LeaderOptionDto[] = []) {
  server.use(
    http.get('/api/decks', () => HttpResponse.json(decks)),
    http.get('/api/decks/leaders', () => HttpResponse.json(leaders)),
  );
}
