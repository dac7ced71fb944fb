import { Controller, Get, Header, Injectable, Module } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../shared/auth/access-policy.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { CardQueriesService } from '../cards/application/card-queries.service.js';
import { CardsModule } from '../cards/cards.module.js';
import { isLeaderCard, printingBaseCode } from '../cards/domain/card.js';
import { DeckReadModel } from '../decks/application/ports/deck-read-model.js';
import { DecksModule } from '../decks/decks.module.js';
import { NewsQueriesService } from '../news/application/news-queries.service.js';
import { NewsModule } from '../news/news.module.js';
import { robotsTxt, sitemapPaths, sitemapXml } from './site-index.js';

/** Port: the published ids the sitemap lists. */
export abstract class PublishedContent {
  abstract deckIds(): Promise<number[]>;
  abstract newsIds(): Promise<number[]>;
  /** The cards' base codes (a page per card, printings together) and the leaders' among them. */
  abstract cardCodes(): Promise<{ cards: string[]; leaders: string[] }>;
}

/** The adapter over the decks and news modules' exported queries. */
@Injectable()
export class ModulesPublishedContent extends PublishedContent {
  constructor(
    private readonly decks: DeckReadModel,
    private readonly news: NewsQueriesService,
    private readonly cards: CardQueriesService,
  ) {
    super();
  }

  deckIds(): Promise<number[]> {
    return this.decks.publishedIds();
  }

  async newsIds(): Promise<number[]> {
    return (await this.news.list({ includeDrafts: false })).map((item) => item.id).sort((a, b) => a - b);
  }

  async cardCodes(): Promise<{ cards: string[]; leaders: string[] }> {
    // The catalogue the card pages read (cached for everyone), in set order.
    const catalogue = await this.cards.list();
    const cards = new Set(catalogue.map((card) => printingBaseCode(card.code)));
    const leaders = new Set(catalogue.filter(isLeaderCard).map((card) => printingBaseCode(card.code)));
    return { cards: [...cards], leaders: [...leaders] };
  }
}

/** robots.txt and sitemap.xml, beside the pages the front end's server renders (the process's server.mjs). */
@ApiExcludeController()
@Controller()
export class SiteIndexController {
  constructor(
    private readonly config: AppConfig,
    private readonly content: PublishedContent,
  ) {}

  @Get('robots.txt')
  @Public()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return robotsTxt(this.config.publicUrl);
  }

  @Get('sitemap.xml')
  @Public()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  async sitemap(): Promise<string> {
    // Two id-only queries and the cached card catalogue: cheap, and always current after a write.
    const [deckIds, newsIds, cardCodes] = await Promise.all([this.content.deckIds(), this.content.newsIds(), this.content.cardCodes()]);
    return sitemapXml(this.config.publicUrl, sitemapPaths(deckIds, newsIds, cardCodes));
  }
}

@Module({
  imports: [DecksModule, NewsModule, CardsModule],
  controllers: [SiteIndexController],
  providers: [{ provide: PublishedContent, useClass: ModulesPublishedContent }],
})
export class SiteIndexModule {}
