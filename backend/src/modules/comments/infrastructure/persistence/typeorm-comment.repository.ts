import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Comment, ContentType } from '../../domain/comment.js';
import { CommentRepository, type CommentPage, type NewComment } from '../../domain/comment.repository.js';
import { pageOffset, type PageRequest } from '../../../../shared/domain/paging.js';
import { CommentOrmEntity } from './comment.orm-entity.js';

interface CommentRow {
  id: number;
  userId: number;
  username: string | null;
  content: string;
  contentType: string;
  contentId: number;
  parentId: number | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`));

function toDomain(row: CommentRow): Comment {
  return {
    id: Number(row.id),
    userId: Number(row.userId),
    username: row.username ?? '',
    content: row.content,
    contentType: row.contentType as ContentType,
    contentId: Number(row.contentId),
    parentId: row.parentId === null ? null : Number(row.parentId),
    createdAt: toDate(row.createdAt),
    updatedAt: toDate(row.updatedAt),
  };
}

@Injectable()
export class TypeOrmCommentRepository extends CommentRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  /** Comments with their author's username in one query (a join on the users table). */
  private select() {
    return this.dataSource
      .getRepository(CommentOrmEntity)
      .createQueryBuilder('comment')
      .leftJoin('users', 'author', 'author.id = comment.user_id')
      .select([
        'comment.id AS id',
        'comment.user_id AS userId',
        'author.username AS username',
        'comment.content AS content',
        'comment.contentType AS contentType',
        'comment.contentId AS contentId',
        'comment.parent_id AS parentId',
        'comment.created_at AS createdAt',
        'comment.updated_at AS updatedAt',
      ]);
  }

  async listFor(contentType: ContentType, contentId: number): Promise<Comment[]> {
    const rows = await this.select()
      .where('comment.contentType = :contentType AND comment.contentId = :contentId', { contentType, contentId })
      .orderBy('comment.created_at', 'ASC')
      .addOrderBy('comment.id', 'ASC')
      .getRawMany<CommentRow>();
    return rows.map(toDomain);
  }

  /** Newest first by id (the order they were written), read through IDX_comments_page: one page and one COUNT. */
  async pageFor(contentType: ContentType, contentId: number, page: PageRequest): Promise<CommentPage> {
    const query = this.select()
      .where('comment.contentType = :contentType AND comment.contentId = :contentId', { contentType, contentId })
      .orderBy('comment.id', 'DESC')
      .offset(pageOffset(page))
      .limit(page.pageSize);
    const [rows, total] = await Promise.all([
      query.getRawMany<CommentRow>(),
      this.dataSource
        .getRepository(CommentOrmEntity)
        .createQueryBuilder('comment')
        .where('comment.contentType = :contentType AND comment.contentId = :contentId', { contentType, contentId })
        .getCount(),
    ]);
    return { items: rows.map(toDomain), total, page: page.page, pageSize: page.pageSize };
  }

  async findById(id: number): Promise<Comment | null> {
    const row = await this.select().where('comment.id = :id', { id }).getRawOne<CommentRow>();
    return row ? toDomain(row) : null;
  }

  async create(comment: NewComment): Promise<Comment> {
    const repository = this.dataSource.getRepository(CommentOrmEntity);
    const saved = await repository.save(repository.create(comment));
    return (await this.findById(saved.id))!;
  }

  async updateContent(id: number, content: string): Promise<Comment> {
    await this.dataSource.getRepository(CommentOrmEntity).update({ id }, { content, updatedAt: new Date() });
    return (await this.findById(id))!;
  }

  async delete(id: number): Promise<void> {
    await this.dataSource.getRepository(CommentOrmEntity).delete({ id });
  }

  async deleteFor(contentType: ContentType, contentId: number): Promise<number> {
    return (await this.dataSource.getRepository(CommentOrmEntity).delete({ contentType, contentId })).affected ?? 0;
  }
}
