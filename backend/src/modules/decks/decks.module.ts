import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardsModule } from '../cards/cards.module.js';
import { FormatsModule } from '../formats/formats.module.js';
import { DeckPageMetaQuery } from './application/deck-page-meta.query.js';
import { DeckLegalityService } from './application/deck-legality.service.js';
import { DeckStatisticsService } from './application/deck-statistics.service.js';
import { DeckQueriesService } from './application/deck-queries.service.js';
import { DeckService } from './application/deck.service.js';
import { PublishedDeckSummariesQuery } from './application/published-deck-summaries.query.js';
import { DeckReadModel } from './application/ports/deck-read-model.js';
import { DeckRepository } from './domain/deck.repository.js';
import { CardDeletionImpactController } from './infrastructure/http/card-deletion-impact.controller.js';
import { DeckLegalityController } from './infrastructure/http/deck-legality.controller.js';
import { DeckStatisticsController } from './infrastructure/http/deck-statistics.controller.js';
import { DecksController } from './infrastructure/http/decks.controller.js';
import { DeckCardUsage } from './application/ports/deck-card-usage.js';
import { TypeOrmDeckCardUsage } from './infrastructure/persistence/typeorm-deck-card-usage.js';
import { DeckCardOrmEntity, DeckOrmEntity } from './infrastructure/persistence/deck.orm-entity.js';
import { TypeOrmDeckReadModel } from './infrastructure/persistence/typeorm-deck-read-model.js';
import { TypeOrmDeckRepository } from './infrastructure/persistence/typeorm-deck.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([DeckOrmEntity, DeckCardOrmEntity]), CardsModule, FormatsModule],
  controllers: [DecksController, CardDeletionImpactController, DeckLegalityController, DeckStatisticsController],
  providers: [
    { provide: DeckRepository, useClass: TypeOrmDeckRepository },
    { provide: DeckCardUsage, useClass: TypeOrmDeckCardUsage },
    { provide: DeckReadModel, useClass: TypeOrmDeckReadModel },
    DeckService,
    DeckQueriesService,
    DeckLegalityService,
    DeckStatisticsService,
    DeckPageMetaQuery,
    PublishedDeckSummariesQuery,
  ],
  exports: [DeckPageMetaQuery, PublishedDeckSummariesQuery, DeckRepository, DeckQueriesService, DeckService],
})
export class DecksModule {}
