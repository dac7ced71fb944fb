import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DecksModule } from '../decks/decks.module.js';
import { FavoriteService } from './application/favorite.service.js';
import { FavoriteRepository } from './domain/favorite.repository.js';
import { FavoritesController } from './infrastructure/http/favorites.controller.js';
import { FavoriteOrmEntity } from './infrastructure/persistence/favorite.orm-entity.js';
import { TypeOrmFavoriteRepository } from './infrastructure/persistence/typeorm-favorite.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([FavoriteOrmEntity]), DecksModule],
  controllers: [FavoritesController],
  providers: [{ provide: FavoriteRepository, useClass: TypeOrmFavoriteRepository }, FavoriteService],
})
export class FavoritesModule {}
