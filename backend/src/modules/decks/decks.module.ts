import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardsModule } from '../cards/cards.module.js';
import { DeckPageMetaQuery } from './application/deck-page-meta.query.js';
import { DeckQueriesService } from './application/deck-queries.service.js';
import { DeckService } from './application/deck.service.js';
import { DeckRepository } from './domain/deck.repository.js';
import { DecksController } from './infrastructure/http/decks.controller.js';
import { DeckCardOrmEntity, DeckOrmEntity } from './infrastructure/persistence/deck.orm-entity.js';
import { TypeOrmDeckRepository } from './infrastructure/persistence/typeorm-deck.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([DeckOrmEntity, DeckCardOrmEntity]), CardsModule],
  controllers: [DecksController],
  providers: [{ provide: DeckRepository, useClass: TypeOrmDeckRepository }, DeckService, DeckQueriesService, DeckPageMetaQuery],
  exports: [DeckPageMetaQuery, DeckRepository, DeckQueriesService, DeckService],
})
export class DecksModule {}
