import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { Tier } from '../../domain/deck.js';
import type { Listing } from '../../domain/deck-access.js';
import { ListedDeckLists, type ListedDeckList } from '../../application/ports/listed-deck-lists.js';
import { DeckOrmEntity } from './deck.orm-entity.js';
import { ENTRY_CARD, LEADER_CARD } from './stored-card-sql.js';

/**
 * Listed decks a page at a time by primary key (`id > ?`, the `listing` filter read from each row):
 * one statement for the page's rows with their owner and leader, one for their cards.
 */
@Injectable()
export class TypeOrmListedDeckLists extends ListedDeckLists {
  private dateColumns?: { createdAt: ColumnMetadata; updatedAt: ColumnMetadata };

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async after(afterId: number, limit: number): Promise<ListedDeckList[]> {
    const rows = (await this.dataSource.query(
      `SELECT d.id, d.name, d.author, d.listing, d.format, d.tier, d.shortDescription, d.videoUrl, d.createdAt, d.updatedAt,
              COALESCE(${LEADER_CARD.code}, d.leaderCode) AS leaderCode, u.username AS ownerUsername
         FROM decks d LEFT JOIN users u ON u.id = d.owner_id ${LEADER_CARD.join}
        WHERE d.id > ? AND d.listing IN ('curated', 'community')
        ORDER BY d.id LIMIT ?`,
      [afterId, limit],
    )) as Array<Record<string, unknown>>;
    if (!rows.length) return [];
    const ids = rows.map((row) => Number(row.id));
    const entries = (await this.dataSource.query(
      `SELECT dc.deck_id AS deckId, COALESCE(${ENTRY_CARD.code}, dc.card_code) AS code, dc.quantity
         FROM deck_cards dc ${ENTRY_CARD.join}
        WHERE dc.deck_id IN (${ids.map(() => '?').join(', ')})
        ORDER BY dc.deck_id, dc.id`,
      ids,
    )) as Array<{ deckId: number | string; code: string; quantity: number | string }>;
    const cards = new Map<number, ListedDeckList['cards']>(ids.map((id) => [id, []]));
    for (const entry of entries) cards.get(Number(entry.deckId))?.push({ code: entry.code, quantity: Number(entry.quantity) });
    this.dateColumns ??= {
      createdAt: this.dataSource.getMetadata(DeckOrmEntity).findColumnWithPropertyName('createdAt')!,
      updatedAt: this.dataSource.getMetadata(DeckOrmEntity).findColumnWithPropertyName('updatedAt')!,
    };
    const { createdAt, updatedAt } = this.dateColumns;
    return rows.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      author: String(row.author),
      listing: row.listing as Listing,
      ownerUsername: (row.ownerUsername as string | null) ?? null,
      format: String(row.format),
      tier: row.tier as Tier,
      leaderCode: (row.leaderCode as string | null) ?? null,
      shortDescription: String(row.shortDescription ?? ''),
      videoUrl: (row.videoUrl as string | null) ?? null,
      createdAt: this.dataSource.driver.prepareHydratedValue(row.createdAt, createdAt) as Date,
      updatedAt: this.dataSource.driver.prepareHydratedValue(row.updatedAt, updatedAt) as Date,
      cards: cards.get(Number(row.id)) ?? [],
    }));
  }
}
