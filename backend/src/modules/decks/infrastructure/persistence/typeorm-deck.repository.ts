import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, LessThan, MoreThanOrEqual } from 'typeorm';
import type { Deck, DeckContent } from '../../domain/deck.js';
import { DeckRepository, type DeckCreation, type DeckCreationKey } from '../../domain/deck.repository.js';
import { toDomain, toGuideRow, toPersistence } from './deck.mapper.js';
import { DeckCardOrmEntity, DeckCreationOrmEntity, DeckGuideOrmEntity, DeckLeaderCountOrmEntity, DeckOrmEntity } from './deck.orm-entity.js';

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
    const ids = (await repository.find({ select: { id: true }, where: includeDrafts ? {} : { isDraft: false }, order, skip: offset, take: limit })).map(
      (row) => row.id,
    );
    if (!ids.length) return [];
    const rows = await repository.find({ where: { id: In(ids) }, relations: WHOLE, relationLoadStrategy: BY_RELATION, order });
    return rows.map(toDomain);
  }

  async create(deck: DeckContent, creation?: DeckCreationKey & { keysSince: Date }): Promise<Deck> {
    const id = await this.dataSource.transaction(async (manager) => {
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
    const found = await this.dataSource.transaction(async (manager) => {
      const before = await manager.getRepository(DeckOrmEntity).findOne({ where: { id }, select: { id: true, leaderCode: true } });
      if (!before) return false;
      await manager.getRepository(DeckOrmEntity).update({ id }, { ...toPersistence(deck), updatedAt: new Date() });
      await manager.getRepository(DeckGuideOrmEntity).upsert(toGuideRow(id, deck), ['deckId']);
      await manager.getRepository(DeckCardOrmEntity).delete({ deckId: id });
      await this.insertCards(manager, id, deck);
      await this.recountLeaders(manager, [before.leaderCode, deck.leaderCode]);
      return true;
    });
    return found ? this.findById(id) : null;
  }

  async delete(id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const before = await manager.getRepository(DeckOrmEntity).findOne({ where: { id }, select: { id: true, leaderCode: true } });
      if (!before) return false;
      await manager.getRepository(DeckOrmEntity).delete({ id });
      await this.recountLeaders(manager, [before.leaderCode]);
      return true;
    });
  }

  count(): Promise<number> {
    return this.dataSource.getRepository(DeckOrmEntity).count();
  }

  /** Counts again, inside the write's transaction, the published decks of the leaders it touched. */
  private async recountLeaders(manager: EntityManager, codes: ReadonlyArray<string | null>): Promise<void> {
    const touched = [...new Set(codes.filter((code): code is string => Boolean(code)))];
    if (!touched.length) return;
    await manager.getRepository(DeckLeaderCountOrmEntity).delete({ leaderCode: In(touched) });
    const counts = await manager
      .getRepository(DeckOrmEntity)
      .createQueryBuilder('d')
      .select('d.leaderCode', 'leaderCode')
      .addSelect('COUNT(*)', 'count')
      .where('d.isDraft = :isDraft', { isDraft: false })
      .andWhere('d.leaderCode IN (:...touched)', { touched })
      .groupBy('d.leaderCode')
      .getRawMany<{ leaderCode: string; count: number | string }>();
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
