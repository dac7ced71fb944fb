import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DeckCardUsage, type CardRefs, type DeckLosingCards } from '../../application/ports/deck-card-usage.js';
import type { DeckEntryRow } from '../../domain/card-usage.js';
import { ENTRY_CARD, LEADER_CARD, type StoredCardSql } from './stored-card-sql.js';

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
    return this.decksLosing((card) => `UPPER(${card.code}) LIKE ? ESCAPE '!'`, [pattern]);
  }

  async decksLosingCardIds(ids: readonly number[]): Promise<DeckLosingCards[]> {
    if (!ids.length) return [];
    return this.decksLosing((card) => `${card.id} IN (${ids.map(() => '?').join(', ')})`, [...ids]);
  }

  /** The decks whose list or leader holds a card `matches` picks out (a condition on the resolved card, with its parameters). */
  private async decksLosing(matches: (card: StoredCardSql) => string, params: Array<string | number>): Promise<DeckLosingCards[]> {
    const listed: Row[] = await this.dataSource.query(
      `SELECT d.id AS id, d.name AS name, d.isDraft AS isDraft, SUM(dc.quantity) AS copies
         FROM decks d JOIN deck_cards dc ON dc.deck_id = d.id
       ${ENTRY_CARD.join}
        WHERE ${matches(ENTRY_CARD)}
        GROUP BY d.id, d.name, d.isDraft`,
      params,
    );
    const leaders: Row[] = await this.dataSource.query(
      `SELECT d.id AS id, d.name AS name, d.isDraft AS isDraft, 1 AS copies
         FROM decks d
       ${LEADER_CARD.join}
        WHERE ${matches(LEADER_CARD)}`,
      params,
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

  async listedEntriesOf(card: CardRefs): Promise<Array<DeckEntryRow & { leaderCode: string | null }>> {
    if (!card.codes.length) return [];
    const { ids, codes, params } = inLists(card);
    // The stored id or code narrows the entries through their indexes; the resolved code decides.
    const rows: Array<{ deckId: number | string; cardCode: string; quantity: number | string; leaderCode: string | null }> = await this.dataSource.query(
      `SELECT dc.deck_id AS deckId, ${ENTRY_CARD.code} AS cardCode, dc.quantity AS quantity, ${LEADER_CARD.code} AS leaderCode
         FROM deck_cards dc JOIN decks d ON d.id = dc.deck_id
       ${ENTRY_CARD.join}
       ${LEADER_CARD.join}
        WHERE (dc.card_id IN (${ids}) OR dc.card_code IN (${codes})) AND d.listing IS NOT NULL AND ${ENTRY_CARD.code} IN (${codes})`,
      [...params, ...card.codes],
    );
    return rows.map((row) => ({ deckId: Number(row.deckId), cardCode: row.cardCode, quantity: Number(row.quantity), leaderCode: row.leaderCode }));
  }

  async listedDecksLedBy(leader: CardRefs): Promise<{ deckIds: number[]; entries: DeckEntryRow[] }> {
    if (!leader.codes.length) return { deckIds: [], entries: [] };
    const { ids, codes, params } = inLists(leader);
    const decks: Array<{ id: number | string }> = await this.dataSource.query(
      `SELECT d.id AS id FROM decks d
       ${LEADER_CARD.join}
        WHERE d.listing IS NOT NULL AND (d.leaderId IN (${ids}) OR d.leaderCode IN (${codes})) AND ${LEADER_CARD.code} IN (${codes})
        ORDER BY d.createdAt DESC, d.id DESC`,
      [...params, ...leader.codes],
    );
    const deckIds = decks.map((row) => Number(row.id));
    if (!deckIds.length) return { deckIds, entries: [] };
    const rows: Array<{ deckId: number | string; cardCode: string; quantity: number | string }> = await this.dataSource.query(
      `SELECT dc.deck_id AS deckId, ${ENTRY_CARD.code} AS cardCode, dc.quantity AS quantity
         FROM deck_cards dc JOIN decks d ON d.id = dc.deck_id
       ${LEADER_CARD.join}
       ${ENTRY_CARD.join}
        WHERE d.listing IS NOT NULL AND (d.leaderId IN (${ids}) OR d.leaderCode IN (${codes})) AND ${LEADER_CARD.code} IN (${codes}) AND ${ENTRY_CARD.found}`,
      [...params, ...leader.codes],
    );
    return { deckIds, entries: rows.map((row) => ({ deckId: Number(row.deckId), cardCode: row.cardCode, quantity: Number(row.quantity) })) };
  }
}

/** Placeholders for a card's ids and codes (a card has a handful of printings: short lists). */
function inLists({ ids, codes }: CardRefs): { ids: string; codes: string; params: Array<number | string> } {
  const marks = (count: number) => Array.from({ length: count }, () => '?').join(', ');
  // An empty IN () is not SQL: -1 is no card's id.
  const idList = ids.length ? ids : [-1];
  return { ids: marks(idList.length), codes: marks(codes.length), params: [...idList, ...codes] };
}
