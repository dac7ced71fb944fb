import { Injectable } from '@nestjs/common';
import { DeckPageMetaQuery } from '../decks/application/deck-page-meta.query.js';
import { NewsNotFoundError } from '../news/domain/news.errors.js';
import { NewsQueriesService } from '../news/application/news-queries.service.js';
import { NewsDto, NewsSummaryDto } from '../news/infrastructure/http/dto/news.dto.js';
import { SettingsService } from '../settings/application/settings.service.js';
import { PrivacyPolicyDto } from '../settings/infrastructure/http/dto/privacy-policy.dto.js';
import type { DeckPageContent, MetaLanguage, NewsPageContent } from './page-meta.js';

/**
 * Port: the content a detail page's head is made of, the published ids for the sitemap, and the API
 * answers the server draws some pages with (ADR 0045). The SPA module knows decks, news and the
 * settings only through this.
 */
export abstract class PageContentLookup {
  /** A deck's page content, or null when it does not exist (or is a draft and drafts are not asked for). */
  abstract deck(id: number, includeDrafts: boolean): Promise<(DeckPageContent & { isDraft: boolean }) | null>;
  /** With `answer`: the API's answer for the article (GET /api/news/{id}), which the server draws it with. */
  abstract news(id: number, includeDrafts: boolean): Promise<(NewsPageContent & { isDraft: boolean; answer: unknown }) | null>;
  /** The API's answer for GET /api/news: the published articles. */
  abstract newsList(): Promise<unknown>;
  /** The API's answer for GET /api/settings/privacy_policy?language=…. */
  abstract privacyPolicy(language: MetaLanguage): Promise<unknown>;
  abstract publishedDeckIds(): Promise<number[]>;
  abstract publishedNewsIds(): Promise<number[]>;
}

/** The adapter over the decks and news modules' exported application services. */
@Injectable()
export class ModulesPageContentLookup extends PageContentLookup {
  constructor(
    private readonly decks: DeckPageMetaQuery,
    private readonly newsQueries: NewsQueriesService,
    private readonly settings: SettingsService,
  ) {
    super();
  }

  async deck(id: number, includeDrafts: boolean) {
    const deck = await this.decks.find(id);
    if (!deck || (deck.isDraft && !includeDrafts)) return null;
    return deck;
  }

  async news(id: number, includeDrafts: boolean) {
    try {
      const item = await this.newsQueries.get(id, includeDrafts);
      return {
        title: item.title,
        titleIt: item.titleIt,
        content: item.content,
        contentIt: item.contentIt,
        imageUrl: item.imageUrl,
        isDraft: item.isDraft,
        answer: asSent(NewsDto.fromItem(item)),
      };
    } catch (error) {
      if (error instanceof NewsNotFoundError) return null;
      throw error;
    }
  }

  async newsList() {
    return asSent((await this.newsQueries.list({ includeDrafts: false })).map(NewsSummaryDto.from));
  }

  async privacyPolicy(language: MetaLanguage) {
    return asSent(PrivacyPolicyDto.from(await this.settings.privacyPolicy(language)));
  }

  publishedDeckIds(): Promise<number[]> {
    return this.decks.publishedIds();
  }

  async publishedNewsIds(): Promise<number[]> {
    return (await this.newsQueries.list({ includeDrafts: false })).map((item) => item.id).sort((a, b) => a - b);
  }
}

/** An answer as the API sends it: the JSON of the same object. */
const asSent = (answer: unknown): unknown => JSON.parse(JSON.stringify(answer));
