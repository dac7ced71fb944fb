import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module.js';
import { DashboardController } from './dashboard.controller.js';

@Module({ imports: [CardsModule], controllers: [DashboardController] })
export class DashboardModule {}
