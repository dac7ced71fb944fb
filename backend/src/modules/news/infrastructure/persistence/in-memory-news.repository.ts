import type { NewsItem, NewsRecord, NewsSummary } from '../../domain/news.js';
import { NewsRepository, type NewsListOptions } from '../../domain/news.repository.js';

/** The NewsRepository port in memory, for use-case tests. Same behaviour as the TypeORM adapter. */
export class InMemoryNewsRepository extends NewsRepository {
  private readonly rows = new Map<number, NewsItem>();
  private nextId = 1;

  async findById(id: number): Promise<NewsItem | null> {
    const row = this.rows.get(id);
    return row ? { ...row } : null;
  }

  async listSummaries({ includeDrafts, search, highlightedOnly, limit }: NewsListOptions): Promise<NewsSummary[]> {
    const needle = search?.toLowerCase();
    const rows = [...this.rows.values()]
      .filter((row) => includeDrafts || !row.isDraft)
      .filter((row) => !highlightedOnly || row.isHighlighted)
      .filter((row) => !needle || [row.title, row.titleIt ?? '', row.author].some((text) => text.toLowerCase().includes(needle)))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map(({ content: _content, contentIt: _contentIt, ...summary }) => summary);
    return limit ? rows.slice(0, limit) : rows;
  }

  async create(news: NewsRecord): Promise<NewsItem> {
    const now = new Date();
    const item: NewsItem = { ...news, id: this.nextId++, imageUrl: null, createdAt: now, updatedAt: now };
    this.rows.set(item.id, item);
    return { ...item };
  }

  async insertWithIds(items: Array<NewsRecord & { id: number }>): Promise<void> {
    const now = new Date();
    for (const item of items) this.rows.set(item.id, { ...item, imageUrl: null, createdAt: now, updatedAt: now });
    this.nextId = Math.max(this.nextId, ...items.map((item) => item.id + 1));
  }

  async update(id: number, news: NewsRecord): Promise<NewsItem | null> {
    const row = this.rows.get(id);
    if (!row) return null;
    const updated = { ...row, ...news, updatedAt: new Date() };
    this.rows.set(id, updated);
    return { ...updated };
  }

  async setImage(id: number, imageUrl: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row) return false;
    this.rows.set(id, { ...row, imageUrl, updatedAt: new Date() });
    return true;
  }

  async delete(id: number): Promise<boolean> {
    return this.rows.delete(id);
  }

  async countPublished(): Promise<number> {
    return [...this.rows.values()].filter((row) => !row.isDraft).length;
  }
}
