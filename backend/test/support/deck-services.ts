import { DomainEvents, type DomainEvent } from '../../src/shared/events/domain-events.js';
import type { Card, NewCard } from '../../src/modules/cards/domain/card.js';
import { InMemoryCardRepository } from '../../src/modules/cards/infrastructure/persistence/in-memory-card.repository.js';
import { aCard } from '../../src/modules/cards/infrastructure/persistence/card.repository.contract.js';
import { FormatsService } from '../../src/modules/formats/application/formats.service.js';
import type { Format } from '../../src/modules/formats/domain/format.js';
import { InMemoryFormatRepository } from '../../src/modules/formats/infrastructure/persistence/in-memory-format.repository.js';
import { DeckLegalityService } from '../../src/modules/decks/application/deck-legality.service.js';
import { DeckQueriesService } from '../../src/modules/decks/application/deck-queries.service.js';
import { DeckStatisticsService } from '../../src/modules/decks/application/deck-statistics.service.js';
import { DeckService, type DeckInput } from '../../src/modules/decks/application/deck.service.js';
import { InMemoryDeckReadModel } from '../../src/modules/decks/infrastructure/persistence/in-memory-deck-read-model.js';
import { InMemoryDeckRepository } from '../../src/modules/decks/infrastructure/persistence/in-memory-deck.repository.js';
import type { Viewer } from '../../src/modules/decks/domain/deck-access.js';

/**
 * The decks application services wired to in-memory adapters (issue 33 item 4): the unit specs of
 * decks/application drive the services through their public methods, as the HTTP layer does.
 */

/** OP10, the current format: sets OP01 to OP03; OP02-001 banned, OP02-002 limited to 1. OP05 allows only OP05. */
export const FORMATS: Format[] = [
  {
    code: 'OP10',
    name: 'OP10',
    legalSets: ['OP01', 'OP02', 'OP03'],
    banList: [
      { code: 'OP02-001', maxCopies: 0 },
      { code: 'OP02-002', maxCopies: 1 },
    ],
    isCurrent: true,
  },
  { code: 'OP05', name: 'OP05', legalSets: ['OP05'], banList: [], isCurrent: false },
];

/** A plain red character by default (the cards contract's `aCard` is a leader with full texts). */
export function aNewCard(overrides: Partial<NewCard> & Pick<NewCard, 'code'>): NewCard {
  return aCard({
    name: overrides.code,
    type: 'CHARACTER',
    imageUrl: `https://cards.example/${overrides.code}.png`,
    cost: 1,
    power: 1000,
    attribute: null,
    family: null,
    ability: null,
    set: null,
    ...overrides,
  });
}

/** The cards every spec starts with: two leaders (red, blue) and fourteen red characters OP01-101 to OP01-114. */
export const CATALOGUE: NewCard[] = [
  aNewCard({ code: 'OP01-001', name: 'Roronoa Zoro', type: 'LEADER', color: 'Red', cost: 5, power: 5000 }),
  aNewCard({ code: 'OP01-060', name: 'Donquixote Doflamingo', type: 'LEADER', color: 'Blue', cost: 5, power: 5000 }),
  ...Array.from({ length: 14 }, (_, index) => aNewCard({ code: `OP01-${101 + index}`, name: `Red ${101 + index}` })),
];

export type DeckServices = ReturnType<typeof deckServices>;

/** An admin as the deck services see one: their saves are curated decks (ADR 0061). */
export const AN_ADMIN: Viewer = { id: 1, roles: ['user', 'verified', 'admin'] };

/** A verified player: their saves are community decks, within their limits. */
export const aPlayer = (id: number): Viewer => ({ id, roles: ['user', 'verified'] });

export function deckServices(formats: Format[] = FORMATS) {
  const cards = new InMemoryCardRepository();
  const formatsService = new FormatsService(new InMemoryFormatRepository(formats));
  const decks = new InMemoryDeckRepository();
  const reads = new InMemoryDeckReadModel(decks, cards);
  const events = new DomainEvents();
  const published: DomainEvent[] = [];
  events.subscribe('content.deleted', (event) => void published.push(event));
  return {
    cards,
    decks,
    reads,
    formats: formatsService,
    published,
    service: new DeckService(decks, cards, events, formatsService),
    queries: new DeckQueriesService(decks, cards, reads),
    legality: new DeckLegalityService(cards, formatsService),
    statistics: new DeckStatisticsService(cards),
    /** Adds cards (the catalogue when none are given); returns every card by code. */
    async addCards(list: NewCard[] = CATALOGUE): Promise<Record<string, Card>> {
      await cards.upsertMany(list);
      return Object.fromEntries((await cards.findAll()).map((card) => [card.code, card]));
    },
  };
}

/** 50 red characters (OP01-101 to OP01-112 four times, OP01-113 twice) by id. */
export function fiftyRedCards(byCode: Record<string, Card>): DeckInput['cards'] {
  return Array.from({ length: 13 }, (_, index) => ({ cardId: byCode[`OP01-${101 + index}`].id, quantity: index < 12 ? 4 : 2 }));
}

export function aDeckInput(overrides: Partial<DeckInput> = {}): DeckInput {
  return {
    name: 'Straw Hat Rush',
    author: 'Nami',
    tier: 'Tier 1',
    leaderId: null,
    shortDescription: 'Fast red aggro',
    description: '<p>Guida</p>',
    descriptionEn: '<p>Guide</p>',
    videoUrl: null,
    matchups: [],
    priority: 5,
    isDraft: false,
    cards: [],
    ...overrides,
  };
}

/** Saves a ten-card deck led by OP01-001 (three red characters): enough for the read-side queries. */
export function saveTenCardDeck(kit: DeckServices, byCode: Record<string, Card>, overrides: Partial<DeckInput> = {}) {
  return kit.service.create(
    AN_ADMIN,
    aDeckInput({
      leaderId: byCode['OP01-001'].id,
      cards: [
        { cardId: byCode['OP01-101'].id, quantity: 4 },
        { cardId: byCode['OP01-102'].id, quantity: 4 },
        { cardId: byCode['OP01-103'].id, quantity: 2 },
      ],
      ...overrides,
    }),
  );
}
