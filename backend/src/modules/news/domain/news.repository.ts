import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import type { SortOrder } from '../../../shared/domain/sort-order.js';
import type { NewsItem, NewsRecord, NewsSummary } from './news.js';

/** The back office's news table sorts on its columns (ADR 0074), named as the answer's fields. */
export const NEWS_SORT_FIELDS = ['created_at', 'updated_at', 'title', 'author'] as const;
export type NewsSortField = (typeof NEWS_SORT_FIELDS)[number];
/** Drafts or published articles. */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
/** it: the article has an Italian version (title or text); en: English only. */
export const NEWS_LANGUAGES = ['it', 'en'] as const;

export interface NewsListOptions {
  /** Admins' lists: drafts and scheduled articles too. Otherwise only what is public at `at` (ADR 0075). */
  includeDrafts: boolean;
  /** The moment "public" is judged at (publication times up to it have passed); now when absent. */
  at?: Date;
  /** Case-insensitive substring of the title (either language) or the author. */
  search?: string;
  highlightedOnly?: boolean;
  /** Only drafts or only published articles (with includeDrafts). */
  status?: (typeof NEWS_STATUSES)[number];
  language?: (typeof NEWS_LANGUAGES)[number];
  /** A column's order instead of newest first; ties newest first. */
  order?: SortOrder<NewsSortField>;
  limit?: number;
}

/** Port: where news articles live. Lists never carry the article bodies; they are newest first by publication date (publishAt, else createdAt). */
export abstract class NewsRepository {
  abstract findById(id: number): Promise<NewsItem | null>;
  /** Newest first (then highest id). */
  abstract listSummaries(options: NewsListOptions): Promise<NewsSummary[]>;
  /** A numbered page of the same list (ADR 0067) and its count. */
  abstract pageSummaries(options: Omit<NewsListOptions, 'limit'>, page: PageRequest): Promise<Page<NewsSummary>>;
  abstract create(news: NewsRecord): Promise<NewsItem>;
  /**
   * Fixed-id articles (the demo guides the site's own links point at), in one transaction; later
   * articles get ids after the largest one. Only into an empty table.
   */
  abstract insertWithIds(items: Array<NewsRecord & { id: number }>): Promise<void>;
  abstract update(id: number, news: NewsRecord): Promise<NewsItem | null>;
  abstract setImage(id: number, imageUrl: string): Promise<boolean>;
  abstract delete(id: number): Promise<boolean>;
  /** Articles public at `at` (now when absent). */
  abstract countPublished(at?: Date): Promise<number>;
  /** The earliest publication time after `at` of an article that is not a draft (ADR 0075), or null. */
  abstract nextPublicationAfter(at: Date): Promise<Date | null>;
}
