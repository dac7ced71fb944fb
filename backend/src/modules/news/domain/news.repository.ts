import type { NewsItem, NewsRecord, NewsSummary } from './news.js';

export interface NewsListOptions {
  includeDrafts: boolean;
  /** Case-insensitive substring of the title (either language) or the author. */
  search?: string;
  highlightedOnly?: boolean;
  limit?: number;
}

/** Port: where news articles live. Lists never carry the article bodies. */
export abstract class NewsRepository {
  abstract findById(id: number): Promise<NewsItem | null>;
  /** Newest first (then highest id). */
  abstract listSummaries(options: NewsListOptions): Promise<NewsSummary[]>;
  abstract create(news: NewsRecord): Promise<NewsItem>;
  /**
   * Fixed-id articles (the demo guides the site's own links point at), in one transaction; later
   * articles get ids after the largest one. Only into an empty table.
   */
  abstract insertWithIds(items: Array<NewsRecord & { id: number }>): Promise<void>;
  abstract update(id: number, news: NewsRecord): Promise<NewsItem | null>;
  abstract setImage(id: number, imageUrl: string): Promise<boolean>;
  abstract delete(id: number): Promise<boolean>;
  abstract countPublished(): Promise<number>;
}
