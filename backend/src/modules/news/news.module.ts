import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DecksModule } from '../decks/decks.module.js';
import { NewsPublicationClock } from './application/news-publication-clock.js';
import { NewsQueriesService } from './application/news-queries.service.js';
import { NewsService } from './application/news.service.js';
import { NewsRepository } from './domain/news.repository.js';
import { AdminNewsController } from './infrastructure/http/admin-news.controller.js';
import { NewsController } from './infrastructure/http/news.controller.js';
import { NewsOrmEntity } from './infrastructure/persistence/news.orm-entity.js';
import { TypeOrmNewsRepository } from './infrastructure/persistence/typeorm-news.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([NewsOrmEntity]), DecksModule],
  controllers: [NewsController, AdminNewsController],
  providers: [{ provide: NewsRepository, useClass: TypeOrmNewsRepository }, NewsService, NewsQueriesService, NewsPublicationClock],
  exports: [NewsQueriesService, NewsService],
})
export class NewsModule {}
