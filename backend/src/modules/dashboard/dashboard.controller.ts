import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { Roles } from '../../shared/auth/access-policy.js';
import { CardRepository } from '../cards/domain/card.repository.js';
import { DeckRepository } from '../decks/domain/deck.repository.js';
import { NewsQueriesService } from '../news/application/news-queries.service.js';
import { DashboardStatsDto } from './dashboard-stats.dto.js';

/** The admin dashboard's counters (published news only: drafts are not counted). */
@ApiTags('admin')
@Controller('api/admin/stats')
export class DashboardController {
  constructor(
    private readonly cards: CardRepository,
    private readonly decks: DeckRepository,
    private readonly news: NewsQueriesService,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOkResponse({ type: DashboardStatsDto })
  @ApiOperation({ summary: 'Counters for the admin dashboard' })
  async getDashboardStats(): Promise<DashboardStatsDto> {
    return { cards: await this.cards.count(), decks: await this.decks.count(), publishedNews: await this.news.countPublished() };
  }
}
