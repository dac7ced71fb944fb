import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { Deck, DeckContent } from '../../domain/deck.js';
import { DeckRepository } from '../../domain/deck.repository.js';
import { toDomain, toPersistence } from './deck.mapper.js';
import { DeckCardOrmEntity, DeckOrmEntity } from './deck.orm-entity.js';

@Injectable()
export class TypeOrmDeckRepository extends DeckRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async findById(id: number): Promise<Deck | null> {
    const row = await this.dataSource.getRepository(DeckOrmEntity).findOne({ where: { id }, relations: { cards: true } });
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
    const rows = await repository.find({ where: { id: In(ids) }, relations: { cards: true }, order });
    return rows.map(toDomain);
  }

  async create(deck: DeckContent): Promise<Deck> {
    const id = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.getRepository(DeckOrmEntity).save(manager.getRepository(DeckOrmEntity).create(toPersistence(deck)));
      await this.insertCards(manager, saved.id, deck);
      return saved.id;
    });
    return (await this.findById(id))!;
  }

  async update(id: number, deck: DeckContent): Promise<Deck | null> {
    const found = await this.dataSource.transaction(async (manager) => {
      const result = await manager.getRepository(DeckOrmEntity).update({ id }, { ...toPersistence(deck), updatedAt: new Date() });
      if (!result.affected) return false;
      await manager.getRepository(DeckCardOrmEntity).delete({ deckId: id });
      await this.insertCards(manager, id, deck);
      return true;
    });
    return found ? this.findById(id) : null;
  }

  async delete(id: number): Promise<boolean> {
    return ((await this.dataSource.getRepository(DeckOrmEntity).delete({ id })).affected ?? 0) > 0;
  }

  count(): Promise<number> {
    return this.dataSource.getRepository(DeckOrmEntity).count();
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
