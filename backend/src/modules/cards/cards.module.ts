import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardAdministrationService } from './application/card-administration.service.js';
import { CardQueriesService } from './application/card-queries.service.js';
import { CardCatalog } from './application/ports/card-catalog.js';
import { HttpCardCatalog } from './infrastructure/catalog/http-card-catalog.js';
import { CardRepository } from './domain/card.repository.js';
import { CardsController } from './infrastructure/http/cards.controller.js';
import { CardOrmEntity } from './infrastructure/persistence/card.orm-entity.js';
import { TypeOrmCardRepository } from './infrastructure/persistence/typeorm-card.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([CardOrmEntity])],
  controllers: [CardsController],
  providers: [{ provide: CardRepository, useClass: TypeOrmCardRepository }, { provide: CardCatalog, useClass: HttpCardCatalog }, CardQueriesService, CardAdministrationService],
  exports: [CardRepository, CardQueriesService],
})
export class CardsModule {}
