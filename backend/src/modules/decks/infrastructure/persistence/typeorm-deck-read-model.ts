import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan, SelectQueryBuilder } from 'typeorm';
import type { Tier } from '../../domain/deck.js';
import { DeckReadModel, type DeckPageMetaRow, type DeckSearch, type DeckSummaryRow, type LeaderCountRow } from '../../application/ports/deck-read-model.js';
import { DeckCardOrmEntity, DeckLeaderCountOrmEntity, DeckOrmEntity } from './deck.orm-entity.js';

/** The columns a tile needs: the whole `decks` row (the guides and matchups are in `deck_guides`). */
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
 * ids) or runs inside the database on an index (COUNT, GROUP BY); no deck is loaded to be thrown
 * away, and no list reads a guide. Indexes (migration DeckGuides1733800000000): IDX_decks_public_list
 * (isDraft, createdAt), IDX_decks_gallery_{format,format_tier,tier,leader,priority,name},
 * IDX_deck_cards_deck, the cards' primary key and unique code; `deck_leader_counts` for the leader
 * options.
 */
@Injectable()
export class TypeOrmDeckReadModel extends DeckReadModel {
  private readonly caseless: string;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
    // A-to-Z ignoring case, in the order IDX_decks_gallery_name keeps (MySQL's collation already ignores case).
    this.caseless = dataSource.options.type === 'mysql' ? 'd.name' : 'd.name COLLATE NOCASE';
  }

  async search(search: DeckSearch): Promise<{ rows: DeckSummaryRow[]; total: number }> {
    const filtered = search.includeDrafts ? this.decks('d') : this.published('d');
    if (search.tier) filtered.andWhere('d.tier = :tier', { tier: search.tier });
    if (search.format) filtered.andWhere('d.format = :format', { format: search.format });
    // Decks keep the leader's code beside its id, so a re-import that renumbered cards still matches.
    if (search.leaderCode !== undefined) filtered.andWhere('d.leaderCode = :leaderCode', { leaderCode: search.leaderCode });
    else if (search.leaderId !== undefined) filtered.andWhere('d.leaderCode IS NULL AND d.leaderId = :leaderId', { leaderId: search.leaderId });
    if (search.text) {
      const pattern = `%${search.text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;
      filtered.andWhere(`(LOWER(d.name) LIKE :pattern ESCAPE '!' OR LOWER(d.author) LIKE :pattern ESCAPE '!')`, { pattern });
    }
    const total = await filtered.clone().getCount();
    if (total === 0) return { rows: [], total };
    const ordered = filtered.select(SUMMARY_COLUMNS.map((column) => `d.${column}`));
    switch (search.sort) {
      case 'oldest':
        ordered.orderBy('d.createdAt', 'ASC').addOrderBy('d.id', 'ASC');
        break;
      case 'name':
        ordered.orderBy(this.caseless, 'ASC').addOrderBy('d.id', 'ASC');
        break;
      case 'priority':
        ordered.orderBy('d.priority', 'ASC').addOrderBy('d.createdAt', 'DESC').addOrderBy('d.id', 'DESC');
        break;
      default:
        ordered.orderBy('d.createdAt', 'DESC').addOrderBy('d.id', 'DESC');
    }
    // offset/limit (not skip/take): no joins here, so plain LIMIT/OFFSET in the statement.
    const rows = await ordered
      .offset((search.page - 1) * search.pageSize)
      .limit(search.pageSize)
      .getMany();
    return { rows: rows.map(toSummary), total };
  }

  async publishedByIds(ids: readonly number[]): Promise<DeckSummaryRow[]> {
    if (!ids.length) return [];
    const rows = await this.published('d')
      .select(SUMMARY_COLUMNS.map((column) => `d.${column}`))
      .andWhere('d.id IN (:...ids)', { ids: [...new Set(ids)] })
      .getMany();
    return rows.map(toSummary);
  }

  async publishedOfFormat(format: string): Promise<DeckSummaryRow[]> {
    const rows = await this.published('d')
      .select(SUMMARY_COLUMNS.map((column) => `d.${column}`))
      .andWhere('d.format = :format', { format })
      .orderBy('d.priority', 'ASC')
      .addOrderBy('d.createdAt', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .getMany();
    return rows.map(toSummary);
  }

  async leaderCounts(): Promise<LeaderCountRow[]> {
    // Kept by every deck write (TypeOrmDeckRepository): one row per leader, whatever the number of decks.
    const rows = await this.dataSource.getRepository(DeckLeaderCountOrmEntity).find({ where: { count: MoreThan(0) } });
    return rows.map((row) => ({ leaderId: null, leaderCode: row.leaderCode, count: row.count }));
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

  async cardCounts(deckIds: readonly number[]): Promise<Map<number, number>> {
    if (!deckIds.length) return new Map();
    const query = this.dataSource
      .createQueryBuilder(DeckCardOrmEntity, 'dc')
      .select('dc.deckId', 'deckId')
      .addSelect('SUM(dc.quantity)', 'total')
      // A card counts when it still exists: by id, else by code (as the deck page resolves it).
      .leftJoin('cards', 'ci', 'ci.id = dc.card_id')
      .leftJoin('cards', 'cc', 'ci.id IS NULL AND cc.code = dc.card_code')
      .where('dc.deckId IN (:...deckIds)', { deckIds })
      .andWhere('(ci.id IS NOT NULL OR cc.id IS NOT NULL)')
      .groupBy('dc.deckId');
    const rows = await query.getRawMany<{ deckId: number | string; total: number | string }>();
    return new Map(rows.map((row) => [Number(row.deckId), Number(row.total)]));
  }

  async pageMeta(id: number): Promise<DeckPageMetaRow | null> {
    const row = await this.decks('d')
      .select(['d.id', 'd.name', 'd.shortDescription', 'd.leaderId', 'd.leaderCode', 'd.isDraft'])
      .leftJoin('d.guide', 'g')
      .addSelect(['g.deckId', 'g.description', 'g.descriptionEn'])
      .where('d.id = :id', { id })
      .getOne();
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      shortDescription: row.shortDescription,
      description: row.guide?.description ?? null,
      descriptionEn: row.guide?.descriptionEn ?? null,
      leaderId: row.leaderId,
      leaderCode: row.leaderCode,
      isDraft: Boolean(row.isDraft),
    };
  }

  async publishedIds(): Promise<number[]> {
    const rows = await this.published('d').select('d.id', 'id').orderBy('d.id', 'ASC').getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  private decks(alias: string): SelectQueryBuilder<DeckOrmEntity> {
    return this.dataSource.getRepository(DeckOrmEntity).createQueryBuilder(alias);
  }

  private published(alias: string): SelectQueryBuilder<DeckOrmEntity> {
    return this.decks(alias).where(`${alias}.isDraft = :isDraft`, { isDraft: false });
  }
}
