import { pageOffset, type Page, type PageRequest } from '../../../../shared/domain/paging.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource } from 'typeorm';
import type { NewsItem, NewsRecord, NewsSummary } from '../../domain/news.js';
import { NewsRepository, type NewsListOptions } from '../../domain/news.repository.js';
import { SUMMARY_COLUMNS, toDomain, toPersistence, toSummary } from './news.mapper.js';
import { NewsOrmEntity } from './news.orm-entity.js';
import { inTransaction } from '../../../../database/transactions.js';

/** LIKE wildcards typed by the visitor are matched literally ('!' escapes: a backslash means different things to SQLite and MySQL). */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (character) => `!${character}`);

/** What readers see (ADR 0075): not a draft, and its publication time (if any) not after `:at`. */
const PUBLIC_AT = 'news.isDraft = :draft AND (news.publishAt IS NULL OR news.publishAt <= :at)';
/** The date readers see and the lists' order. */
const PUBLICATION_DATE = 'COALESCE(news.publishAt, news.createdAt)';

/** A raw datetime: a Date from MySQL, UTC text ('YYYY-MM-DD HH:MM:SS.SSS') from SQLite. */
const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`));

@Injectable()
export class TypeOrmNewsRepository extends NewsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  private get repository() {
    return this.dataSource.getRepository(NewsOrmEntity);
  }

  async findById(id: number): Promise<NewsItem | null> {
    const row = await this.repository.findOne({ where: { id } });
    return row ? toDomain(row) : null;
  }

  /** Projection, filters, order and limit in SQL: the bodies never leave the database for a list. */
  async listSummaries(options: NewsListOptions): Promise<NewsSummary[]> {
    const query = this.summaries(options);
    if (options.limit) query.take(options.limit);
    return (await query.getMany()).map(toSummary);
  }

  async pageSummaries(options: Omit<NewsListOptions, 'limit'>, page: PageRequest): Promise<Page<NewsSummary>> {
    const [rows, total] = await this.summaries(options).skip(pageOffset(page)).take(page.pageSize).getManyAndCount();
    return { items: rows.map(toSummary), total, page: page.page, pageSize: page.pageSize };
  }

  /** The summaries' statement: newest first (then highest id), filtered. */
  private summaries({ includeDrafts, at, search, highlightedOnly, status, language, order }: Omit<NewsListOptions, 'limit'>) {
    const query = this.repository.createQueryBuilder('news').select(SUMMARY_COLUMNS.map((column) => `news.${column}`));
    if (order && order.field !== 'created_at') {
      const columns = { updated_at: 'news.updatedAt', title: 'LOWER(news.title)', author: 'LOWER(news.author)' } as const;
      query
        .orderBy(columns[order.field], order.descending ? 'DESC' : 'ASC')
        .addOrderBy('news.createdAt', 'DESC')
        .addOrderBy('news.id', 'DESC');
    } else {
      const direction = order && !order.descending ? 'ASC' : 'DESC';
      // Newest first by publication date: a scheduled article comes out at the top (ADR 0075).
      query.orderBy(PUBLICATION_DATE, direction).addOrderBy('news.id', direction);
    }
    if (!includeDrafts) query.andWhere(PUBLIC_AT, { draft: false, at: at ?? new Date() });
    else if (status === 'draft') query.andWhere('news.isDraft = :draft', { draft: true });
    else if (status === 'published') query.andWhere(PUBLIC_AT, { draft: false, at: at ?? new Date() });
    else if (status === 'scheduled') query.andWhere('news.isDraft = :draft AND news.publishAt > :at', { draft: false, at: at ?? new Date() });
    // The excerpt is null when there is no Italian text: the bodies stay unread.
    if (language === 'it') query.andWhere('(news.titleIt IS NOT NULL OR news.excerptIt IS NOT NULL)');
    if (language === 'en') query.andWhere('news.titleIt IS NULL AND news.excerptIt IS NULL');
    if (highlightedOnly) query.andWhere('news.isHighlighted = :highlighted', { highlighted: true });
    if (search) {
      const pattern = `%${escapeLike(search.toLowerCase())}%`;
      query.andWhere(
        new Brackets((where) => {
          for (const column of ['title', 'titleIt', 'author']) where.orWhere(`LOWER(news.${column}) LIKE :pattern ESCAPE '!'`, { pattern });
        }),
      );
    }
    return query;
  }

  async create(news: NewsRecord): Promise<NewsItem> {
    const saved = await this.repository.save(this.repository.create(toPersistence(news)));
    return (await this.findById(saved.id))!;
  }

  async insertWithIds(items: Array<NewsRecord & { id: number }>): Promise<void> {
    // Explicit ids move SQLite's sqlite_sequence and InnoDB's AUTO_INCREMENT past them.
    await inTransaction(this.dataSource, async (manager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(NewsOrmEntity)
        .values(items.map((item) => ({ ...toPersistence(item), id: item.id })))
        .updateEntity(false)
        .execute();
    });
  }

  async update(id: number, news: NewsRecord): Promise<NewsItem | null> {
    const result = await this.repository.update({ id }, { ...toPersistence(news), updatedAt: new Date() });
    return result.affected ? this.findById(id) : null;
  }

  async setImage(id: number, imageUrl: string): Promise<boolean> {
    return ((await this.repository.update({ id }, { imageUrl, updatedAt: new Date() })).affected ?? 0) > 0;
  }

  async delete(id: number): Promise<boolean> {
    return ((await this.repository.delete({ id })).affected ?? 0) > 0;
  }

  countPublished(at = new Date()): Promise<number> {
    return this.repository.createQueryBuilder('news').where(PUBLIC_AT, { draft: false, at }).getCount();
  }

  async nextPublicationAfter(at: Date): Promise<Date | null> {
    const row: { next: Date | string | null } | undefined = await this.repository
      .createQueryBuilder('news')
      .select('MIN(news.publishAt)', 'next')
      .where('news.isDraft = :draft AND news.publishAt > :at', { draft: false, at })
      .getRawOne();
    return row?.next ? asDate(row.next) : null;
  }
}
