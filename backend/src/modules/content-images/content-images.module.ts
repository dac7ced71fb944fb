import { Module } from '@nestjs/common';
import { ContentImagesService } from './application/content-images.service.js';
import { ContentImagesController } from './infrastructure/http/content-images.controller.js';

/** Pictures uploaded into the rich-text editor (ADR 0075); the storage and the intake are the global StorageModule's. */
@Module({
  controllers: [ContentImagesController],
  providers: [ContentImagesService],
})
export class ContentImagesModule {}
