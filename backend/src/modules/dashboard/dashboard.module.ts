import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module.js';
import { DecksModule } from '../decks/decks.module.js';
import { DashboardController } from './dashboard.controller.js';

@Module({ imports: [CardsModule, DecksModule], controllers: [DashboardController] })
export class DashboardModule {}
