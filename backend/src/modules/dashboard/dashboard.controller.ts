import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { Roles } from '../../shared/auth/access-policy.js';
import { CardRepository } from '../cards/domain/card.repository.js';
import { DeckReadModel } from '../decks/application/ports/deck-read-model.js';
import { NewsQueriesService } from '../news/application/news-queries.service.js';
import { DashboardStatsDto } from './dashboard-stats.dto.js';

/** The admin dashboard's counters (published news only: drafts are not counted; curated and community decks apart). */
@ApiTags('admin')
@Controller('api/admin/stats')
export class DashboardController {
  constructor(
    private readonly cards: CardRepository,
    private readonly decks: DeckReadModel,
    private readonly news: NewsQueriesService,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOkResponse({ type: DashboardStatsDto })
  @ApiOperation({
    summary: 'Counters for the admin dashboard',
    description: "`decks` counts the site's curated decks (published and drafts), `communityDecks` the players' decks of every visibility (ADR 0061).",
  })
  async getDashboardStats(): Promise<DashboardStatsDto> {
    const [cards, decks, publishedNews] = await Promise.all([this.cards.count(), this.decks.deckCounts(), this.news.countPublished()]);
    return { cards, decks: decks.curated, communityDecks: decks.community, publishedNews };
  }
}
