import { Injectable } from '@nestjs/common';
import { isPublicAt, type NewsItem, type NewsSummary } from '../domain/news.js';
import { NewsNotFoundError } from '../domain/news.errors.js';
import { NewsRepository, type NewsListOptions } from '../domain/news.repository.js';
import { checkPage, type Page, type PageRequest } from '../../../shared/domain/paging.js';

/** The home page's highlighted block shows three (docs/product.md#home). */
export const HOME_HIGHLIGHTED = 3;
export const MAX_HIGHLIGHTED = 12;

/** Reads for /news, /news/{id}, the home page and the dashboard. Drafts and scheduled articles only for admins who ask. */
@Injectable()
export class NewsQueriesService {
  constructor(private readonly news: NewsRepository) {}

  list(options: { includeDrafts: boolean; search?: string }): Promise<NewsSummary[]> {
    const search = options.search?.trim();
    return this.news.listSummaries({ includeDrafts: options.includeDrafts, search: search || undefined });
  }

  /**
   * A numbered page of the list (GET /api/news/page; the back office's table, GET /api/admin/news, with its
   * filters and column orders); past the last page, PageOutOfRangeError.
   */
  async page(options: Omit<NewsListOptions, 'limit' | 'highlightedOnly'>, page: PageRequest): Promise<Page<NewsSummary>> {
    const search = options.search?.trim();
    const result = await this.news.pageSummaries({ ...options, search: search || undefined }, page);
    checkPage(page, result.total);
    return result;
  }

  highlighted(limit = HOME_HIGHLIGHTED): Promise<NewsSummary[]> {
    return this.news.listSummaries({ includeDrafts: false, highlightedOnly: true, limit: Math.min(Math.max(1, limit), MAX_HIGHLIGHTED) });
  }

  /** An article; a draft or a scheduled one (ADR 0075) only with includeDrafts (admins). */
  async get(id: number, includeDrafts: boolean): Promise<NewsItem> {
    const item = await this.news.findById(id);
    if (!item || (!includeDrafts && !isPublicAt(item, new Date()))) throw new NewsNotFoundError();
    return item;
  }

  /** Whether a visitor (or, for drafts and scheduled articles, an admin) can see the article: what comments need. */
  async isVisible(id: number, includeDrafts: boolean): Promise<boolean> {
    const item = await this.news.findById(id);
    return Boolean(item && (includeDrafts || isPublicAt(item, new Date())));
  }

  countPublished(): Promise<number> {
    return this.news.countPublished();
  }
}
