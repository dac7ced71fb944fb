import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { cardImagePath } from '../../cards/domain/card-image-address.js';
import { CardRepository } from '../../cards/domain/card.repository.js';
import { DeckOrmEntity } from '../infrastructure/persistence/deck.orm-entity.js';

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
    private readonly dataSource: DataSource,
    private readonly cards: CardRepository,
  ) {}

  async find(id: number): Promise<DeckPageMeta | null> {
    const deck = await this.dataSource.getRepository(DeckOrmEntity).findOne({
      where: { id },
      select: { id: true, name: true, description: true, descriptionEn: true, shortDescription: true, leaderId: true, leaderCode: true, isDraft: true },
    });
    if (!deck) return null;
    const ids = deck.leaderId !== null ? [deck.leaderId] : [];
    const codes = deck.leaderCode ? [deck.leaderCode] : [];
    const found = ids.length || codes.length ? await this.cards.findByIdsOrCodes(ids, codes) : [];
    // By id first, by code after a re-import (the same rule as the deck page).
    const leader = found.find((card) => card.id === deck.leaderId) ?? found.find((card) => card.code === deck.leaderCode) ?? null;
    return {
      id: deck.id,
      name: deck.name,
      description: deck.description,
      descriptionEn: deck.descriptionEn,
      shortDescription: deck.shortDescription,
      leaderImageUrl: leader?.imageUrl ?? null,
      leaderImagePath: leader?.imageUrl ? cardImagePath(leader.code, leader.imageUrl) : null,
      isDraft: Boolean(deck.isDraft),
    };
  }

  /** Ids of every published deck, oldest first (one indexed query, ids only). */
  async publishedIds(): Promise<number[]> {
    const rows = await this.dataSource.getRepository(DeckOrmEntity).find({ where: { isDraft: false }, select: { id: true }, order: { id: 'ASC' } });
    return rows.map((row) => row.id);
  }
}
