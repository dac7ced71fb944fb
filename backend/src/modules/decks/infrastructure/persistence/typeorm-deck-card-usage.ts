import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DeckCardUsage, type DeckLosingCards } from '../../application/ports/deck-card-usage.js';
import { ENTRY_CARD, LEADER_CARD } from './stored-card-sql.js';

interface Row {
  id: number | string;
  name: string;
  isDraft: number | string | boolean;
  copies: number | string | null;
}

/**
 * Two grouped queries (the list's cards, the leaders), plain SQL that SQLite and MySQL read alike.
 * A deck entry counts when the card it resolves to (by id, else by code: stored-card-sql.ts) matches the prefix.
 */
@Injectable()
export class TypeOrmDeckCardUsage extends DeckCardUsage {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async decksLosingCards(prefix: string | null): Promise<DeckLosingCards[]> {
    // '!' as the LIKE escape, as the card repository's deleteByCodePrefix does.
    const pattern =
      prefix === null
        ? '%'
        : `${prefix
            .trim()
            .toUpperCase()
            .replace(/[!%_]/g, (char) => `!${char}`)}%`;
    const listed: Row[] = await this.dataSource.query(
      `SELECT d.id AS id, d.name AS name, d.isDraft AS isDraft, SUM(dc.quantity) AS copies
         FROM decks d JOIN deck_cards dc ON dc.deck_id = d.id
       ${ENTRY_CARD.join}
        WHERE UPPER(${ENTRY_CARD.code}) LIKE ? ESCAPE '!'
        GROUP BY d.id, d.name, d.isDraft`,
      [pattern],
    );
    const leaders: Row[] = await this.dataSource.query(
      `SELECT d.id AS id, d.name AS name, d.isDraft AS isDraft, 1 AS copies
         FROM decks d
       ${LEADER_CARD.join}
        WHERE UPPER(${LEADER_CARD.code}) LIKE ? ESCAPE '!'`,
      [pattern],
    );
    const decks = new Map<number, DeckLosingCards>();
    for (const row of [...listed, ...leaders]) {
      const id = Number(row.id);
      const entry = decks.get(id) ?? { id, name: row.name, isDraft: Number(row.isDraft) === 1 || row.isDraft === true, copies: 0 };
      entry.copies += Number(row.copies ?? 0);
      decks.set(id, entry);
    }
    // Published decks first (they are what visitors see), then by name.
    return [...decks.values()].sort((a, b) => Number(a.isDraft) - Number(b.isDraft) || a.name.localeCompare(b.name));
  }
}
