import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../shared/auth/access-policy.js';
import { CardRepository } from '../cards/domain/card.repository.js';
import { DashboardStatsDto } from './dashboard-stats.dto.js';

/** The admin dashboard's counters. Decks and news count zero until those modules exist. */
@ApiTags('admin')
@Controller('api/admin/stats')
export class DashboardController {
  constructor(private readonly cards: CardRepository) {}

  @Get()
  @Roles('admin')
  @ApiOkResponse({ type: DashboardStatsDto })
  async getDashboardStats(): Promise<DashboardStatsDto> {
    return { cards: await this.cards.count(), decks: 0, publishedNews: 0 };
  }
}
