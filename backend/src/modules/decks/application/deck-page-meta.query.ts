import { Injectable } from '@nestjs/common';
import { cardImagePath } from '@op-decks/shared-rules/card-image-address';
import { CardRepository } from '../../cards/domain/card.repository.js';
import { leaderRef, resolveStoredCard } from './card-resolver.js';
import { DeckReadModel } from './ports/deck-read-model.js';

/** What a deck page's head needs: no card list, the leader's image only. */
export interface DeckPageMeta {
  id: number;
  name: string;
  /** Guides as stored (sanitised HTML): Italian and English. */
  description: string | null;
  descriptionEn: string | null;
  shortDescription: string;
  leaderImageUrl: string | null;
  leaderImagePath: string | null;
  isDraft: boolean;
}

/**
 * Focused reads for the server-rendered head and the sitemap (issue 12): one deck's name, guides and
 * leader image by primary key, and the ids of the published decks. Never the deck's card list.
 */
@Injectable()
export class DeckPageMetaQuery {
  constructor(
    private readonly reads: DeckReadModel,
    private readonly cards: CardRepository,
  ) {}

  async find(id: number): Promise<DeckPageMeta | null> {
    const deck = await this.reads.pageMeta(id);
    if (!deck) return null;
    const leader = await resolveStoredCard(this.cards, leaderRef(deck));
    return {
      id: deck.id,
      name: deck.name,
      description: deck.description,
      descriptionEn: deck.descriptionEn,
      shortDescription: deck.shortDescription,
      leaderImageUrl: leader?.imageUrl ?? null,
      leaderImagePath: leader?.imageUrl ? cardImagePath(leader.code, leader.imageUrl) : null,
      isDraft: deck.isDraft,
    };
  }

  /** Ids of every published deck, oldest first (one indexed query, ids only). */
  async publishedIds(): Promise<number[]> {
    return this.reads.publishedIds();
  }
}
