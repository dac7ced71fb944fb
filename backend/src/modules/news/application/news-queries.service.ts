import { Injectable } from '@nestjs/common';
import type { NewsItem, NewsSummary } from '../domain/news.js';
import { NewsNotFoundError } from '../domain/news.errors.js';
import { NewsRepository } from '../domain/news.repository.js';

/** The home page's highlighted block shows three (docs/product.md#home). */
export const HOME_HIGHLIGHTED = 3;
export const MAX_HIGHLIGHTED = 12;

/** Reads for /news, /news/{id}, the home page and the dashboard. Drafts only for admins who ask. */
@Injectable()
export class NewsQueriesService {
  constructor(private readonly news: NewsRepository) {}

  list(options: { includeDrafts: boolean; search?: string }): Promise<NewsSummary[]> {
    const search = options.search?.trim();
    return this.news.listSummaries({ includeDrafts: options.includeDrafts, search: search || undefined });
  }

  highlighted(limit = HOME_HIGHLIGHTED): Promise<NewsSummary[]> {
    return this.news.listSummaries({ includeDrafts: false, highlightedOnly: true, limit: Math.min(Math.max(1, limit), MAX_HIGHLIGHTED) });
  }

  async get(id: number, includeDrafts: boolean): Promise<NewsItem> {
    const item = await this.news.findById(id);
    if (!item || (item.isDraft && !includeDrafts)) throw new NewsNotFoundError();
    return item;
  }

  /** Whether a visitor (or, for drafts, an admin) can see the article: what comments need. */
  async isVisible(id: number, includeDrafts: boolean): Promise<boolean> {
    const item = await this.news.findById(id);
    return Boolean(item && (!item.isDraft || includeDrafts));
  }

  countPublished(): Promise<number> {
    return this.news.countPublished();
  }
}
