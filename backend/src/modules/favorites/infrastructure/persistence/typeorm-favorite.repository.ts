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
