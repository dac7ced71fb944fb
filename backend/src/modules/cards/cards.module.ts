import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardQueriesService } from './application/card-queries.service.js';
import { CardRepository } from './domain/card.repository.js';
import { CardsController } from './infrastructure/http/cards.controller.js';
import { CardOrmEntity } from './infrastructure/persistence/card.orm-entity.js';
import { TypeOrmCardRepository } from './infrastructure/persistence/typeorm-card.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([CardOrmEntity])],
  controllers: [CardsController],
  providers: [{ provide: CardRepository, useClass: TypeOrmCardRepository }, CardQueriesService],
  exports: [CardRepository, CardQueriesService],
})
export class CardsModule {}
