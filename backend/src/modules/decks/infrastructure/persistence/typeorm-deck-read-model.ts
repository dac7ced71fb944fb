import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, SelectQueryBuilder } from 'typeorm';
import type { Tier } from '../../domain/deck.js';
import { DeckReadModel, type DeckSearch, type DeckSummaryRow, type LeaderCountRow } from '../../application/ports/deck-read-model.js';
import { DeckCardOrmEntity, DeckOrmEntity } from './deck.orm-entity.js';

/** The columns a tile needs: never the guides, the matchups or the card list. */
const SUMMARY_COLUMNS = [
  'id',
  'name',
  'author',
  'tier',
  'format',
  'leaderId',
  'leaderCode',
  'shortDescription',
  'priority',
  'isDraft',
  'createdAt',
  'updatedAt',
] as const;

function toSummary(row: DeckOrmEntity): DeckSummaryRow {
  return {
    id: row.id,
    name: row.name,
    author: row.author,
    tier: row.tier as Tier,
    format: row.format,
    leaderId: row.leaderId,
    leaderCode: row.leaderCode,
    shortDescription: row.shortDescription,
    priority: row.priority,
    isDraft: Boolean(row.isDraft),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * SQL for the deck screens. Every query is bounded by the page (LIMIT/OFFSET, `IN` on a page of
 * ids) or runs inside the database on an index (COUNT, GROUP BY); no deck is loaded to be thrown away.
 * Indexes: IDX_decks_public_list (isDraft, createdAt), IDX_decks_format_tier, IDX_decks_published_leader
 * (isDraft, leaderCode, leaderId), IDX_deck_cards_deck, the cards' primary key and unique code.
 */
@Injectable()
export class TypeOrmDeckReadModel extends DeckReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async search(search: DeckSearch): Promise<{ rows: DeckSummaryRow[]; total: number }> {
    const filtered = this.published('d');
    if (search.tier) filtered.andWhere('d.tier = :tier', { tier: search.tier });
    if (search.format) filtered.andWhere('d.format = :format', { format: search.format });
    if (search.leaderCode !== undefined || search.leaderId !== undefined) {
      filtered.andWhere(
        new Brackets((leader) => {
          // Decks keep the leader's code beside its id, so a re-import that renumbered cards still matches.
          if (search.leaderCode !== undefined) leader.orWhere('d.leaderCode = :leaderCode', { leaderCode: search.leaderCode });
          if (search.leaderId !== undefined) leader.orWhere('(d.leaderCode IS NULL AND d.leaderId = :leaderId)', { leaderId: search.leaderId });
        }),
      );
    }
    const total = await filtered.clone().getCount();
    const ordered = filtered.select(SUMMARY_COLUMNS.map((column) => `d.${column}`));
    switch (search.sort) {
      case 'oldest':
        ordered.orderBy('d.createdAt', 'ASC').addOrderBy('d.id', 'ASC');
        break;
      case 'name':
        ordered.orderBy('LOWER(d.name)', 'ASC').addOrderBy('d.id', 'ASC');
        break;
      case 'priority':
        ordered.orderBy('d.priority', 'ASC').addOrderBy('d.createdAt', 'DESC').addOrderBy('d.id', 'DESC');
        break;
      default:
        ordered.orderBy('d.createdAt', 'DESC').addOrderBy('d.id', 'DESC');
    }
    // offset/limit (not skip/take): no joins here, so plain LIMIT/OFFSET in the statement.
    const rows =
      total === 0
        ? []
        : await ordered
            .offset((search.page - 1) * search.pageSize)
            .limit(search.pageSize)
            .getMany();
    return { rows: rows.map(toSummary), total };
  }

  async leaderCounts(): Promise<LeaderCountRow[]> {
    const rows = await this.published('d')
      .select('d.leaderId', 'leaderId')
      .addSelect('d.leaderCode', 'leaderCode')
      .addSelect('COUNT(*)', 'count')
      .groupBy('d.leaderCode')
      .addGroupBy('d.leaderId')
      .getRawMany<{ leaderId: number | string | null; leaderCode: string | null; count: number | string }>();
    return rows.map((row) => ({ leaderId: row.leaderId === null ? null : Number(row.leaderId), leaderCode: row.leaderCode, count: Number(row.count) }));
  }

  async favoritesOf(userId: number): Promise<DeckSummaryRow[]> {
    // The favourites table is the favorites module's; it is joined by name (no import of its entity).
    const rows = await this.published('d')
      .select(SUMMARY_COLUMNS.map((column) => `d.${column}`))
      .innerJoin('favorite_decks', 'f', 'f.deck_id = d.id AND f.user_id = :userId', { userId })
      .orderBy('f.created_at', 'DESC')
      .addOrderBy('f.id', 'DESC')
      .getMany();
    return rows.map(toSummary);
  }

  async cardCounts(deckIds: number[]): Promise<Map<number, number>> {
    if (!deckIds.length) return new Map();
    const rows = await this.dataSource
      .createQueryBuilder(DeckCardOrmEntity, 'dc')
      .select('dc.deckId', 'deckId')
      .addSelect('SUM(dc.quantity)', 'total')
      // A card counts when it still exists: by id, else by code (as the deck page resolves it).
      .leftJoin('cards', 'ci', 'ci.id = dc.card_id')
      .leftJoin('cards', 'cc', 'ci.id IS NULL AND cc.code = dc.card_code')
      .where('dc.deckId IN (:...deckIds)', { deckIds })
      .andWhere('(ci.id IS NOT NULL OR cc.id IS NOT NULL)')
      .groupBy('dc.deckId')
      .getRawMany<{ deckId: number | string; total: number | string }>();
    return new Map(rows.map((row) => [Number(row.deckId), Number(row.total)]));
  }

  private published(alias: string): SelectQueryBuilder<DeckOrmEntity> {
    return this.dataSource.getRepository(DeckOrmEntity).createQueryBuilder(alias).where(`${alias}.isDraft = :isDraft`, { isDraft: false });
  }
}
