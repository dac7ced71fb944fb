import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, LessThan, MoreThanOrEqual } from 'typeorm';
import type { Deck, DeckContent } from '../../domain/deck.js';
import { listingOf, type Visibility } from '../../domain/deck-access.js';
import { DeckRepository, type DeckCreation, type DeckCreationKey } from '../../domain/deck.repository.js';
import { toDomain, toGuideRow, toPersistence } from './deck.mapper.js';
import { DeckCardOrmEntity, DeckCreationOrmEntity, DeckGuideOrmEntity, DeckLeaderCountOrmEntity, DeckOrmEntity } from './deck.orm-entity.js';
import { inTransaction } from '../../../../database/transactions.js';

/** A whole deck: its row, its guide row and its card list. */
const WHOLE = { cards: true, guide: true } as const;
/** One statement per relation: a join would repeat the deck's 10 KB of guides on each of its card rows. */
const BY_RELATION = 'query' as const;

@Injectable()
export class TypeOrmDeckRepository extends DeckRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async findById(id: number): Promise<Deck | null> {
    const row = await this.dataSource.getRepository(DeckOrmEntity).findOne({ where: { id }, relations: WHOLE, relationLoadStrategy: BY_RELATION });
    return row ? toDomain(row) : null;
  }

  async list({ includeDrafts, offset, limit }: { includeDrafts: boolean; offset?: number; limit?: number }): Promise<Deck[]> {
    const repository = this.dataSource.getRepository(DeckOrmEntity);
    const order = { createdAt: 'DESC', id: 'DESC' } as const;
    // The page's ids from the decks table alone, then those decks with their cards: each step is
    // sized by the page, never by the join of every deck with its cards.
    const ids = (await repository.find({ select: { id: true }, where: includeDrafts ? {} : { listing: 'curated' }, order, skip: offset, take: limit })).map(
      (row) => row.id,
    );
    if (!ids.length) return [];
    const rows = await repository.find({ where: { id: In(ids) }, relations: WHOLE, relationLoadStrategy: BY_RELATION, order });
    return rows.map(toDomain);
  }

  async create(deck: DeckContent, creation?: DeckCreationKey & { keysSince: Date }): Promise<Deck> {
    await this.ensureLeaderCountRows([deck.leaderCode]);
    const id = await inTransaction(this.dataSource, async (manager) => {
      await this.lockLeaderCounts(manager, [deck.leaderCode]);
      const saved = await manager.getRepository(DeckOrmEntity).save(manager.getRepository(DeckOrmEntity).create(toPersistence(deck)));
      await manager.getRepository(DeckGuideOrmEntity).insert(toGuideRow(saved.id, deck));
      await this.insertCards(manager, saved.id, deck);
      await this.recountLeaders(manager, [deck.leaderCode]);
      if (creation) {
        // Expired keys go (an indexed range); a key still held makes the INSERT, so the whole save, fail.
        const keys = manager.getRepository(DeckCreationOrmEntity);
        await keys.delete({ createdAt: LessThan(creation.keysSince) });
        await keys.insert({ key: creation.key, deckId: saved.id, bodyHash: creation.fingerprint, createdAt: new Date() });
      }
      return saved.id;
    });
    return (await this.findById(id))!;
  }

  async findCreation(key: string, since: Date): Promise<DeckCreation | null> {
    const row = await this.dataSource.getRepository(DeckCreationOrmEntity).findOne({ where: { key, createdAt: MoreThanOrEqual(since) } });
    return row ? { deckId: row.deckId, fingerprint: row.bodyHash } : null;
  }

  async update(id: number, deck: DeckContent): Promise<Deck | null> {
    await this.ensureLeaderCountRows([deck.leaderCode]);
    const found = await inTransaction(this.dataSource, async (manager) => {
      const before = await manager
        .getRepository(DeckOrmEntity)
        .findOne({ where: { id }, select: { id: true, leaderCode: true, hidden: true }, ...this.locking });
      if (!before) return false;
      await this.lockLeaderCounts(manager, [before.leaderCode, deck.leaderCode]);
      // A save keeps what moderation decided (hidden), and the listing follows from both.
      await manager.getRepository(DeckOrmEntity).update({ id }, { ...toPersistence(deck, Boolean(before.hidden)), updatedAt: new Date() });
      await manager.getRepository(DeckGuideOrmEntity).upsert(toGuideRow(id, deck), ['deckId']);
      await manager.getRepository(DeckCardOrmEntity).delete({ deckId: id });
      await this.insertCards(manager, id, deck);
      await this.recountLeaders(manager, [before.leaderCode, deck.leaderCode]);
      return true;
    });
    return found ? this.findById(id) : null;
  }

  async delete(id: number): Promise<boolean> {
    return inTransaction(this.dataSource, async (manager) => {
      const before = await manager.getRepository(DeckOrmEntity).findOne({ where: { id }, select: { id: true, leaderCode: true }, ...this.locking });
      if (!before) return false;
      await this.lockLeaderCounts(manager, [before.leaderCode]);
      await manager.getRepository(DeckOrmEntity).delete({ id });
      await this.recountLeaders(manager, [before.leaderCode]);
      return true;
    });
  }

  async setHidden(id: number, hidden: boolean): Promise<boolean> {
    const found = await inTransaction(this.dataSource, async (manager) => {
      const before = await manager.getRepository(DeckOrmEntity).findOne({
        where: { id },
        select: { id: true, leaderCode: true, ownerId: true, curated: true, visibility: true, isDraft: true },
        ...this.locking,
      });
      if (!before) return false;
      await this.lockLeaderCounts(manager, [before.leaderCode]);
      const facts = {
        ownerId: before.ownerId,
        curated: Boolean(before.curated),
        visibility: before.visibility as Visibility,
        isDraft: Boolean(before.isDraft),
      };
      // Not an edit: updatedAt stays. Galleries, leader counts, favourites and the sitemap read `listing`.
      await manager.getRepository(DeckOrmEntity).update({ id }, { hidden, listing: listingOf({ ...facts, hidden }) });
      await this.recountLeaders(manager, [before.leaderCode]);
      return true;
    });
    return found;
  }

  count(): Promise<number> {
    return this.dataSource.getRepository(DeckOrmEntity).count();
  }

  countOwnedBy(ownerId: number): Promise<number> {
    return this.dataSource.getRepository(DeckOrmEntity).count({ where: { ownerId } });
  }

  async createdSince(ownerId: number, since: Date): Promise<Date[]> {
    // IDX_decks_owner (owner_id, createdAt): a range of the user's own rows.
    const rows = await this.dataSource
      .getRepository(DeckOrmEntity)
      .find({ select: { id: true, createdAt: true }, where: { ownerId, createdAt: MoreThanOrEqual(since) }, order: { createdAt: 'ASC' } });
    return rows.map((row) => new Date(row.createdAt));
  }

  async recountFavorites(deckId: number): Promise<void> {
    // The favourites table is the favorites module's, named here (no import of its entity); one
    // statement, so two favourites at once each count what is committed when it runs.
    await this.dataSource.query('UPDATE decks SET favorite_count = (SELECT COUNT(*) FROM favorite_decks f WHERE f.deck_id = decks.id) WHERE id = ?', [deckId]);
  }

  async recountFavoritesWithout(userId: number): Promise<void> {
    const rows = (await this.dataSource.query('SELECT deck_id AS deckId FROM favorite_decks WHERE user_id = ?', [userId])) as Array<{
      deckId: number | string;
    }>;
    const ids = rows.map((row) => Number(row.deckId));
    if (!ids.length) return;
    await this.dataSource.query(
      `UPDATE decks SET favorite_count = (SELECT COUNT(*) FROM favorite_decks f WHERE f.deck_id = decks.id AND f.user_id <> ?) WHERE id IN (${ids.map(() => '?').join(', ')})`,
      [userId, ...ids],
    );
  }

  async communityDeckIdsOf(ownerId: number): Promise<number[]> {
    const rows = await this.dataSource.getRepository(DeckOrmEntity).find({ select: { id: true }, where: { ownerId, curated: false }, order: { id: 'ASC' } });
    return rows.map((row) => row.id);
  }

  /**
   * MySQL: the deck row read before a change is a locking read, so the transaction's snapshot (taken
   * at its first plain read, the leader count's) comes after the counts are locked.
   */
  private get locking() {
    return this.dataSource.options.type === 'mysql' ? { lock: { mode: 'pessimistic_write' as const } } : {};
  }

  /**
   * MySQL: the count row of a leader is there before a save locks it, written on its own (autocommit)
   * outside the save's transaction: locking a row that does not exist locks the gap where it would go,
   * and two saves of two new leaders in the same gap then deadlocked on their inserts. A zero count is
   * never listed (leaderCounts reads count > 0).
   */
  private async ensureLeaderCountRows(codes: ReadonlyArray<string | null>): Promise<void> {
    if (this.dataSource.options.type !== 'mysql') return;
    const wanted = [...new Set(codes.filter((code): code is string => Boolean(code)))];
    if (!wanted.length) return;
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(DeckLeaderCountOrmEntity)
      .values(wanted.map((leaderCode) => ({ leaderCode, count: 0 })))
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  /**
   * MySQL: saves of one leader's decks take its count row first (FOR UPDATE, codes in order), so they
   * run one after the other and each counts what the one before committed. Without it, eight saves
   * at a time deadlocked on the counts (#31 bench). A missing row is inserted (two first saves of a new
   * leader may still deadlock there: inTransaction runs the loser again). SQLite has one writer.
   */
  private async lockLeaderCounts(manager: EntityManager, codes: ReadonlyArray<string | null>): Promise<void> {
    if (this.dataSource.options.type !== 'mysql') return;
    const touched = [...new Set(codes.filter((code): code is string => Boolean(code)))].sort();
    if (!touched.length) return;
    const counts = manager.getRepository(DeckLeaderCountOrmEntity);
    const held = await counts.find({ where: { leaderCode: In(touched) }, order: { leaderCode: 'ASC' }, lock: { mode: 'pessimistic_write' } });
    const missing = touched.filter((code) => !held.some((row) => row.leaderCode === code));
    if (missing.length) await counts.insert(missing.map((leaderCode) => ({ leaderCode, count: 0 })));
  }

  /** Counts again, inside the write's transaction, the curated gallery's decks of the leaders it touched. */
  private async recountLeaders(manager: EntityManager, codes: ReadonlyArray<string | null>): Promise<void> {
    const touched = [...new Set(codes.filter((code): code is string => Boolean(code)))];
    if (!touched.length) return;
    await manager.getRepository(DeckLeaderCountOrmEntity).delete({ leaderCode: In(touched) });
    const counting = manager
      .getRepository(DeckOrmEntity)
      .createQueryBuilder('d')
      .select('d.leaderCode', 'leaderCode')
      .addSelect('COUNT(*)', 'count')
      .where('d.listing = :listing', { listing: 'curated' })
      .andWhere('d.leaderCode IN (:...touched)', { touched })
      .groupBy('d.leaderCode');
    const counts = await counting.getRawMany<{ leaderCode: string; count: number | string }>();
    if (counts.length)
      await manager.getRepository(DeckLeaderCountOrmEntity).insert(counts.map((row) => ({ leaderCode: row.leaderCode, count: Number(row.count) })));
  }

  /** One multi-row INSERT for the whole list. */
  private async insertCards(manager: EntityManager, deckId: number, deck: DeckContent): Promise<void> {
    if (!deck.cards.length) return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(DeckCardOrmEntity)
      .values(deck.cards.map((card) => ({ deckId, cardId: card.cardId, cardCode: card.cardCode, quantity: card.quantity })))
      .updateEntity(false)
      .execute();
  }
}
