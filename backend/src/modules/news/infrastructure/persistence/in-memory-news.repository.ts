import { pageOffset, type Page, type PageRequest } from '../../../../shared/domain/paging.js';
import { isPublicAt, nextPublication, publicationDate, publicationOf, type NewsItem, type NewsRecord, type NewsSummary } from '../../domain/news.js';
import { NewsRepository, type NewsListOptions } from '../../domain/news.repository.js';

/** The NewsRepository port in memory, for use-case tests. Same behaviour as the TypeORM adapter. */
export class InMemoryNewsRepository extends NewsRepository {
  private readonly rows = new Map<number, NewsItem>();
  private nextId = 1;

  async findById(id: number): Promise<NewsItem | null> {
    const row = this.rows.get(id);
    return row ? { ...row } : null;
  }

  async listSummaries({ includeDrafts, at, search, highlightedOnly, status, language, order, limit }: NewsListOptions): Promise<NewsSummary[]> {
    const needle = search?.toLowerCase();
    const moment = at ?? new Date();
    const newestFirst = (a: NewsItem, b: NewsItem) => publicationDate(b).getTime() - publicationDate(a).getTime() || b.id - a.id;
    const sign = order?.descending ? -1 : 1;
    const value = (row: NewsItem) =>
      order?.field === 'title' || order?.field === 'author' ? row[order.field].toLowerCase() : order?.field === 'updated_at' ? row.updatedAt.getTime() : 0;
    const byOrder = (a: NewsItem, b: NewsItem) =>
      !order || order.field === 'created_at'
        ? (order && !order.descending ? -1 : 1) * newestFirst(a, b)
        : (value(a) < value(b) ? -sign : value(a) > value(b) ? sign : 0) || newestFirst(a, b);
    const rows = [...this.rows.values()]
      .filter((row) => (includeDrafts ? !status || publicationOf(row, moment) === (status === 'published' ? 'public' : status) : isPublicAt(row, moment)))
      .filter((row) => !highlightedOnly || row.isHighlighted)
      .filter((row) => !language || (row.titleIt !== null || row.excerptIt !== null) === (language === 'it'))
      .filter((row) => !needle || [row.title, row.titleIt ?? '', row.author].some((text) => text.toLowerCase().includes(needle)))
      .sort(byOrder)
      .map(({ content: _content, contentIt: _contentIt, ...summary }) => summary);
    return limit ? rows.slice(0, limit) : rows;
  }

  async pageSummaries(options: Omit<NewsListOptions, 'limit'>, page: PageRequest): Promise<Page<NewsSummary>> {
    const all = await this.listSummaries(options);
    const start = pageOffset(page);
    return { items: all.slice(start, start + page.pageSize), total: all.length, page: page.page, pageSize: page.pageSize };
  }

  async create(news: NewsRecord): Promise<NewsItem> {
    const now = new Date();
    const item: NewsItem = { ...news, publishAt: news.publishAt ?? null, id: this.nextId++, imageUrl: null, createdAt: now, updatedAt: now };
    this.rows.set(item.id, item);
    return { ...item };
  }

  async insertWithIds(items: Array<NewsRecord & { id: number }>): Promise<void> {
    const now = new Date();
    for (const item of items) this.rows.set(item.id, { ...item, publishAt: item.publishAt ?? null, imageUrl: null, createdAt: now, updatedAt: now });
    this.nextId = Math.max(this.nextId, ...items.map((item) => item.id + 1));
  }

  async update(id: number, news: NewsRecord): Promise<NewsItem | null> {
    const row = this.rows.get(id);
    if (!row) return null;
    const updated = { ...row, ...news, publishAt: news.publishAt ?? null, updatedAt: new Date() };
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

  async countPublished(at = new Date()): Promise<number> {
    return [...this.rows.values()].filter((row) => isPublicAt(row, at)).length;
  }

  async nextPublicationAfter(at: Date): Promise<Date | null> {
    return nextPublication([...this.rows.values()], at);
  }
}
