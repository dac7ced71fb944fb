import type { Deck, DeckContent, Format, Tier } from '../../domain/deck.js';
import { listingOf, type Visibility } from '../../domain/deck-access.js';
import type { DeckGuideOrmEntity, DeckOrmEntity } from './deck.orm-entity.js';

export function toDomain(row: DeckOrmEntity): Deck {
  return {
    id: row.id,
    name: row.name,
    author: row.author,
    tier: row.tier as Tier,
    format: row.format as Format,
    leaderId: row.leaderId,
    leaderCode: row.leaderCode,
    shortDescription: row.shortDescription,
    shortDescriptionIt: row.shortDescriptionIt,
    description: row.guide?.description ?? '',
    descriptionEn: row.guide?.descriptionEn ?? '',
    videoUrl: row.videoUrl,
    matchups: row.guide?.matchups ?? [],
    priority: row.priority,
    isDraft: Boolean(row.isDraft),
    ownerId: row.ownerId === null ? null : Number(row.ownerId),
    curated: Boolean(row.curated),
    visibility: row.visibility as Visibility,
    copiedFromId: row.copiedFromId === null ? null : Number(row.copiedFromId),
    hidden: Boolean(row.hidden),
    cards: [...(row.cards ?? [])].sort((a, b) => a.id - b.id).map((card) => ({ cardId: card.cardId, cardCode: card.cardCode, quantity: card.quantity })),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The row's columns; `hidden` is the moderation's (a save keeps it), and `listing` follows from both. */
export function toPersistence(deck: DeckContent, hidden = false): Omit<DeckOrmEntity, 'id' | 'createdAt' | 'updatedAt' | 'cards' | 'guide'> {
  return {
    name: deck.name,
    author: deck.author,
    tier: deck.tier,
    format: deck.format,
    leaderId: deck.leaderId,
    leaderCode: deck.leaderCode,
    shortDescription: deck.shortDescription,
    shortDescriptionIt: deck.shortDescriptionIt ?? '',
    videoUrl: deck.videoUrl,
    priority: deck.priority,
    isDraft: deck.isDraft,
    ownerId: deck.ownerId,
    curated: deck.curated,
    visibility: deck.visibility,
    copiedFromId: deck.copiedFromId,
    hidden,
    listing: listingOf({ ...deck, hidden }),
  };
}

export function toGuideRow(deckId: number, deck: DeckContent): Omit<DeckGuideOrmEntity, 'deck'> {
  return { deckId, description: deck.description, descriptionEn: deck.descriptionEn, matchups: deck.matchups };
}
