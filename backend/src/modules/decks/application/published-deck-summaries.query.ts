import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Card } from '../../cards/domain/card.js';
import { CardRepository } from '../../cards/domain/card.repository.js';
import type { Tier } from '../domain/deck.js';
import { DeckOrmEntity } from '../infrastructure/persistence/deck.orm-entity.js';

/** A deck as a tile or a ranking shows it: no guide, no card list, the leader resolved. */
export interface PublishedDeckSummary {
  id: number;
  name: string;
  author: string;
  tier: Tier;
  format: string;
  priority: number;
  createdAt: Date;
  leader: Pick<Card, 'id' | 'code' | 'name' | 'imageUrl' | 'color'> | null;
}

const COLUMNS = { id: true, name: true, author: true, tier: true, format: true, priority: true, createdAt: true, leaderId: true, leaderCode: true } as const;

/**
 * Published decks by id, or all of one format, for the tier list (its public ranking, the admin's
 * deck picker, the demo seed): one projected query on decks and one on their leaders. Drafts are
 * never returned, so whatever is built from this drops a deck the moment it becomes a draft.
 */
@Injectable()
export class PublishedDeckSummariesQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cards: CardRepository,
  ) {}

  async byIds(ids: readonly number[]): Promise<PublishedDeckSummary[]> {
    if (!ids.length) return [];
    const rows = await this.dataSource
      .getRepository(DeckOrmEntity)
      .createQueryBuilder('deck')
      .select(Object.keys(COLUMNS).map((column) => `deck.${column}`))
      .where('deck.id IN (:...ids)', { ids: [...new Set(ids)] })
      .andWhere('deck.isDraft = :draft', { draft: false })
      .getMany();
    return this.withLeaders(rows);
  }

  /** What the tier list's placement rules look at, drafts included (they are refused with their own reason). */
  async placeable(id: number): Promise<{ id: number; format: string; isDraft: boolean } | null> {
    const row = await this.dataSource.getRepository(DeckOrmEntity).findOne({ where: { id }, select: { id: true, format: true, isDraft: true } });
    return row ? { id: row.id, format: row.format, isDraft: Boolean(row.isDraft) } : null;
  }

  /** Every published deck of a format, by priority (1 first) then newest. */
  async ofFormat(format: string): Promise<PublishedDeckSummary[]> {
    const rows = await this.dataSource
      .getRepository(DeckOrmEntity)
      .find({ select: COLUMNS, where: { format, isDraft: false }, order: { priority: 'ASC', createdAt: 'DESC', id: 'DESC' } });
    return this.withLeaders(rows);
  }

  private async withLeaders(rows: DeckOrmEntity[]): Promise<PublishedDeckSummary[]> {
    const ids = rows.flatMap((row) => (row.leaderId !== null ? [row.leaderId] : []));
    const codes = rows.flatMap((row) => (row.leaderCode ? [row.leaderCode] : []));
    const found = ids.length || codes.length ? await this.cards.findByIdsOrCodes(ids, codes) : [];
    const byId = new Map(found.map((card) => [card.id, card]));
    const byCode = new Map(found.map((card) => [card.code, card]));
    return rows.map((row) => {
      // By id first, by code after a re-import (the deck page's rule).
      const leader = (row.leaderId !== null ? byId.get(row.leaderId) : undefined) ?? (row.leaderCode ? byCode.get(row.leaderCode) : undefined) ?? null;
      return {
        id: row.id,
        name: row.name,
        author: row.author,
        tier: row.tier as Tier,
        format: row.format,
        priority: row.priority,
        createdAt: row.createdAt,
        leader: leader ? { id: leader.id, code: leader.code, name: leader.name, imageUrl: leader.imageUrl, color: leader.color } : null,
      };
    });
  }
}
