import { Injectable } from '@nestjs/common';
import { DeckPageMetaQuery } from '../decks/application/deck-page-meta.query.js';
import { NewsNotFoundError } from '../news/domain/news.errors.js';
import { NewsQueriesService } from '../news/application/news-queries.service.js';
import { NewsDto } from '../news/infrastructure/http/dto/news.dto.js';
import type { DeckPageContent, NewsPageContent } from './page-meta.js';

/**
 * Port: the content a detail page's head is made of, and the published ids for the sitemap. The
 * SPA module knows decks and news only through this.
 */
export abstract class PageContentLookup {
  /** A deck's page content, or null when it does not exist (or is a draft and drafts are not asked for). */
  abstract deck(id: number, includeDrafts: boolean): Promise<(DeckPageContent & { isDraft: boolean }) | null>;
  /** With `answer`: the API's answer for the article (GET /api/news/{id}), which the server draws it with. */
  abstract news(id: number, includeDrafts: boolean): Promise<(NewsPageContent & { isDraft: boolean; answer: unknown }) | null>;
  abstract publishedDeckIds(): Promise<number[]>;
  abstract publishedNewsIds(): Promise<number[]>;
}

/** The adapter over the decks and news modules' exported application services. */
@Injectable()
export class ModulesPageContentLookup extends PageContentLookup {
  constructor(
    private readonly decks: DeckPageMetaQuery,
    private readonly newsQueries: NewsQueriesService,
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
        // As the API sends it: the JSON of the same object.
        answer: JSON.parse(JSON.stringify(NewsDto.fromItem(item))) as unknown,
      };
    } catch (error) {
      if (error instanceof NewsNotFoundError) return null;
      throw error;
    }
  }

  publishedDeckIds(): Promise<number[]> {
    return this.decks.publishedIds();
  }

  async publishedNewsIds(): Promise<number[]> {
    return (await this.newsQueries.list({ includeDrafts: false })).map((item) => item.id).sort((a, b) => a - b);
  }
}
