import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module.js';
import { DecksModule } from '../decks/decks.module.js';
import { NewsModule } from '../news/news.module.js';
import { DashboardController } from './dashboard.controller.js';

@Module({ imports: [CardsModule, DecksModule, NewsModule], controllers: [DashboardController] })
export class DashboardModule {}
