import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { FavoriteRepository } from '../../domain/favorite.repository.js';
import { FavoriteOrmEntity } from './favorite.orm-entity.js';

@Injectable()
export class TypeOrmFavoriteRepository extends FavoriteRepository {
  constructor(@InjectRepository(FavoriteOrmEntity) private readonly repository: Repository<FavoriteOrmEntity>) {
    super();
  }

  async deckIdsOf(userId: number): Promise<number[]> {
    const rows = await this.repository.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map((row) => row.deckId);
  }

  has(userId: number, deckId: number): Promise<boolean> {
    return this.repository.existsBy({ userId, deckId });
  }

  async add(userId: number, deckId: number): Promise<void> {
    // The unique index keeps one row; a concurrent second add is simply ignored.
    await this.repository.createQueryBuilder().insert().values({ userId, deckId }).orIgnore().updateEntity(false).execute();
  }

  async remove(userId: number, deckId: number): Promise<void> {
    await this.repository.delete({ userId, deckId });
  }
}
