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
  async listSummaries({ includeDrafts, search, highlightedOnly, limit }: NewsListOptions): Promise<NewsSummary[]> {
    const query = this.repository
      .createQueryBuilder('news')
      .select(SUMMARY_COLUMNS.map((column) => `news.${column}`))
      .orderBy('news.createdAt', 'DESC')
      .addOrderBy('news.id', 'DESC');
    if (!includeDrafts) query.andWhere('news.isDraft = :draft', { draft: false });
    if (highlightedOnly) query.andWhere('news.isHighlighted = :highlighted', { highlighted: true });
    if (search) {
      const pattern = `%${escapeLike(search.toLowerCase())}%`;
      query.andWhere(
        new Brackets((where) => {
          for (const column of ['title', 'titleIt', 'author']) where.orWhere(`LOWER(news.${column}) LIKE :pattern ESCAPE '!'`, { pattern });
        }),
      );
    }
    if (limit) query.take(limit);
    return (await query.getMany()).map(toSummary);
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

  countPublished(): Promise<number> {
    return this.repository.count({ where: { isDraft: false } });
  }
}
