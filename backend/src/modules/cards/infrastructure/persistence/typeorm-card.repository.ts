import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Card, NewCard } from '../../domain/card.js';
import { CardRepository } from '../../domain/card.repository.js';
import { CardOrmEntity } from './card.orm-entity.js';
import { toDomain, toPersistence } from './card.mapper.js';

/** Rows per multi-row statement: 13 columns × 500 stays far below SQLite's and MySQL's placeholder limits. */
const CHUNK = 500;

@Injectable()
export class TypeOrmCardRepository extends CardRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  private get repository() {
    return this.dataSource.getRepository(CardOrmEntity);
  }

  async findAll(): Promise<Card[]> {
    return (await this.repository.find({ order: { id: 'ASC' } })).map(toDomain);
  }

  async findById(id: number): Promise<Card | null> {
    const row = await this.repository.findOneBy({ id });
    return row ? toDomain(row) : null;
  }

  count(): Promise<number> {
    return this.repository.count();
  }

  async upsertMany(cards: NewCard[]): Promise<number> {
    // Last occurrence of a code wins, as when the same file lists a card twice.
    const byCode = new Map(cards.map((card) => [card.code, toPersistence(card)]));
    const rows = [...byCode.values()];
    await this.dataSource.transaction(async (manager) => {
      for (let start = 0; start < rows.length; start += CHUNK) {
        await manager.upsert(CardOrmEntity, rows.slice(start, start + CHUNK), { conflictPaths: ['code'], skipUpdateIfNoValuesChanged: false });
      }
    });
    return rows.length;
  }

  async deleteAll(): Promise<number> {
    const result = await this.repository.createQueryBuilder().delete().execute();
    return result.affected ?? 0;
  }
}
