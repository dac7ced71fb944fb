import { Module, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../shared/events/domain-events.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardsModule } from '../cards/cards.module.js';
import { FormatsModule } from '../formats/formats.module.js';
import { CardPagesService } from './application/card-pages.service.js';
import { DeckExportsService } from './application/deck-exports.service.js';
import { DeckLegalityService } from './application/deck-legality.service.js';
import { DeckStatisticsService } from './application/deck-statistics.service.js';
import { DeckQueriesService } from './application/deck-queries.service.js';
import { DeckService } from './application/deck.service.js';
import { PublishedDeckSummariesQuery } from './application/published-deck-summaries.query.js';
import { DeckReadModel } from './application/ports/deck-read-model.js';
import { ListedDeckLists } from './application/ports/listed-deck-lists.js';
import { DeckCardPictures, DeckPictureRenderer, RegistrationSheetRenderer } from './application/ports/deck-export-ports.js';
import { DeckRepository } from './domain/deck.repository.js';
import { AdminDecksController } from './infrastructure/http/admin-decks.controller.js';
import { CardDeletionImpactController } from './infrastructure/http/card-deletion-impact.controller.js';
import { DeckDeletionImpactController } from './infrastructure/http/deck-deletion-impact.controller.js';
import { CardPagesController } from './infrastructure/http/card-pages.controller.js';
import { DeckExportsController } from './infrastructure/http/deck-exports.controller.js';
import { DeckLegalityController } from './infrastructure/http/deck-legality.controller.js';
import { CardImageCacheDeckCardPictures } from './infrastructure/exports/card-image-cache-pictures.js';
import { PdfLibRegistrationSheetRenderer } from './infrastructure/exports/pdf-lib-registration-sheet-renderer.js';
import { SharpDeckPictureRenderer } from './infrastructure/exports/sharp-deck-picture-renderer.js';
import { DeckStatisticsController } from './infrastructure/http/deck-statistics.controller.js';
import { DecksController } from './infrastructure/http/decks.controller.js';
import { PlayersController } from './infrastructure/http/players.controller.js';
import { DeckCardUsage } from './application/ports/deck-card-usage.js';
import { TypeOrmDeckCardUsage } from './infrastructure/persistence/typeorm-deck-card-usage.js';
import { DeckDeletionImpactReader } from './application/ports/deck-deletion-impact.js';
import { TypeOrmDeckDeletionImpactReader } from './infrastructure/persistence/typeorm-deck-deletion-impact.js';
import {
  DeckCardOrmEntity,
  DeckCreationOrmEntity,
  DeckGuideOrmEntity,
  DeckLeaderCountOrmEntity,
  DeckOrmEntity,
} from './infrastructure/persistence/deck.orm-entity.js';
import { TypeOrmDeckReadModel } from './infrastructure/persistence/typeorm-deck-read-model.js';
import { TypeOrmListedDeckLists } from './infrastructure/persistence/typeorm-listed-deck-lists.js';
import { TypeOrmDeckRepository } from './infrastructure/persistence/typeorm-deck.repository.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([DeckOrmEntity, DeckGuideOrmEntity, DeckCardOrmEntity, DeckLeaderCountOrmEntity, DeckCreationOrmEntity]),
    CardsModule,
    FormatsModule,
  ],
  controllers: [
    DecksController,
    AdminDecksController,
    CardDeletionImpactController,
    DeckDeletionImpactController,
    DeckLegalityController,
    DeckStatisticsController,
    DeckExportsController,
    PlayersController,
    CardPagesController,
  ],
  providers: [
    { provide: DeckRepository, useClass: TypeOrmDeckRepository },
    { provide: DeckCardUsage, useClass: TypeOrmDeckCardUsage },
    // What a deletion takes with it, counted for the back office's confirmation (issue 38).
    { provide: DeckDeletionImpactReader, useClass: TypeOrmDeckDeletionImpactReader },
    { provide: DeckReadModel, useClass: TypeOrmDeckReadModel },
    // Every listed deck with its list, a page at a time: the bulk-data module's decks file (ADR 0069).
    { provide: ListedDeckLists, useClass: TypeOrmListedDeckLists },
    DeckService,
    DeckQueriesService,
    CardPagesService,
    DeckLegalityService,
    DeckStatisticsService,
    PublishedDeckSummariesQuery,
    // Exports (issue #16 item 4, ADR 0025): list texts, the shareable picture, the registration sheet.
    DeckExportsService,
    { provide: DeckCardPictures, useClass: CardImageCacheDeckCardPictures },
    { provide: DeckPictureRenderer, useClass: SharpDeckPictureRenderer },
    { provide: RegistrationSheetRenderer, useClass: PdfLibRegistrationSheetRenderer },
  ],
  exports: [DeckReadModel, ListedDeckLists, PublishedDeckSummariesQuery, DeckRepository, DeckQueriesService, DeckService],
})
export class DecksModule implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly decks: DeckService,
  ) {}

  onModuleInit(): void {
    // A deleted account's community decks go with it, each as a deck delete (comments told); the
    // curated decks an admin made stay (the database sets their owner to null).
    this.events.subscribe('user.deleting', async (event) => {
      await this.decks.deleteCommunityDecksOf(event.userId);
    });
  }
}
