import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../shared/auth/access-policy.js';
import { CardRepository } from '../cards/domain/card.repository.js';
import { DeckRepository } from '../decks/domain/deck.repository.js';
import { DashboardStatsDto } from './dashboard-stats.dto.js';

/** The admin dashboard's counters. News counts zero until that module exists. */
@ApiTags('admin')
@Controller('api/admin/stats')
export class DashboardController {
  constructor(
    private readonly cards: CardRepository,
    private readonly decks: DeckRepository,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOkResponse({ type: DashboardStatsDto })
  async getDashboardStats(): Promise<DashboardStatsDto> {
    return { cards: await this.cards.count(), decks: await this.decks.count(), publishedNews: 0 };
  }
}
