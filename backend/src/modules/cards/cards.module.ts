import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardAdministrationService } from './application/card-administration.service.js';
import { CardQueriesService } from './application/card-queries.service.js';
import { CardImageService } from './application/card-image.service.js';
import { CardImageRecords, ImageProcessor, RemoteImageFetcher } from './application/ports/card-image-ports.js';
import { GuardedImageFetcher } from './infrastructure/images/guarded-image-fetcher.js';
import { SharpImageProcessor } from './infrastructure/images/sharp-image-processor.js';
import { CardImagesController } from './infrastructure/http/card-images.controller.js';
import { CardImageOrmEntity } from './infrastructure/persistence/card-image.orm-entity.js';
import { TypeOrmCardImageRecords } from './infrastructure/persistence/typeorm-card-image-records.js';
import { CardCatalog } from './application/ports/card-catalog.js';
import { HttpCardCatalog } from './infrastructure/catalog/http-card-catalog.js';
import { CardRepository } from './domain/card.repository.js';
import { AdminCardsController } from './infrastructure/http/admin-cards.controller.js';
import { CardsController } from './infrastructure/http/cards.controller.js';
import { CardOrmEntity } from './infrastructure/persistence/card.orm-entity.js';
import { TypeOrmCardRepository } from './infrastructure/persistence/typeorm-card.repository.js';
import { OffThreadCardFiles } from './infrastructure/import/off-thread-card-files.js';

@Module({
  imports: [TypeOrmModule.forFeature([CardOrmEntity, CardImageOrmEntity])],
  controllers: [CardsController, CardImagesController, AdminCardsController],
  providers: [
    { provide: CardRepository, useClass: TypeOrmCardRepository },
    { provide: CardCatalog, useClass: HttpCardCatalog },
    CardQueriesService,
    CardAdministrationService,
    // The import's body read, checked and (on a SQLite file) written in a worker thread (ADR 0028).
    OffThreadCardFiles,
    // The card-image cache (issue 13): SSRF-guarded fetches, sharp thumbnails, records in card_images.
    CardImageService,
    { provide: RemoteImageFetcher, useClass: GuardedImageFetcher },
    { provide: ImageProcessor, useClass: SharpImageProcessor },
    { provide: CardImageRecords, useClass: TypeOrmCardImageRecords },
  ],
  // CardImageService: the decks module draws its shareable deck pictures from the same cache.
  exports: [CardRepository, CardQueriesService, CardImageService],
})
export class CardsModule {}
