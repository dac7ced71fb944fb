import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DeckDeletionImpactReader, type DeckDeletionImpact } from '../../application/ports/deck-deletion-impact.js';

type CountRow = { n: number | string };

/**
 * Plain SQL that SQLite and MySQL read alike, by table name, as typeorm-deck-card-usage.ts reads the
 * cards: the comments, favourites, tier-list and news rows that name the deck. Each is a count (or
 * the few tier-list places), so the answer is small whatever the deck's audience.
 */
@Injectable()
export class TypeOrmDeckDeletionImpactReader extends DeckDeletionImpactReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async impactOf(deckId: number): Promise<DeckDeletionImpact | null> {
    const exists: unknown[] = await this.dataSource.query('SELECT id FROM decks WHERE id = ?', [deckId]);
    if (exists.length === 0) return null;
    const count = async (sql: string) => Number(((await this.dataSource.query(sql, [deckId])) as CountRow[])[0]?.n ?? 0);
    const [comments, favorites, linkedNews, places] = await Promise.all([
      count("SELECT COUNT(*) AS n FROM comments WHERE contentType = 'deck' AND contentId = ?"),
      count('SELECT COUNT(*) AS n FROM favorite_decks WHERE deck_id = ?'),
      count('SELECT COUNT(*) AS n FROM news WHERE deck_id = ?'),
      this.dataSource.query('SELECT format, tier FROM tier_list WHERE deck_id = ? ORDER BY format, tier', [deckId]) as Promise<
        Array<{ format: string; tier: string }>
      >,
    ]);
    return { comments, favorites, linkedNews, tierList: places.map(({ format, tier }) => ({ format, tier })) };
  }
}
