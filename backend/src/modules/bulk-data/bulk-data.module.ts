import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardsModule } from '../cards/cards.module.js';
import { DecksModule } from '../decks/decks.module.js';
import { BulkDataService } from './application/bulk-data.service.js';
import { BulkFileContents } from './application/ports/bulk-file-contents.js';
import { BulkFileStore } from './application/ports/bulk-file-store.js';
import { GzipBulkFileContents } from './infrastructure/contents/gzip-bulk-file-contents.js';
import { BulkDataController } from './infrastructure/http/bulk-data.controller.js';
import { BulkFileOrmEntity } from './infrastructure/persistence/bulk-file.orm-entity.js';
import { TypeOrmBulkFileStore } from './infrastructure/persistence/typeorm-bulk-file-store.js';

/**
 * GET /api/bulk (ADR 0069): dated, gzip'd JSON files of every card printing and every listed deck,
 * kept in the database (every instance serves the same bytes), rebuilt by one instance at a time.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BulkFileOrmEntity]), CardsModule, DecksModule],
  controllers: [BulkDataController],
  providers: [BulkDataService, { provide: BulkFileStore, useClass: TypeOrmBulkFileStore }, { provide: BulkFileContents, useClass: GzipBulkFileContents }],
})
export class BulkDataModule {}
