import type { NewsItem, NewsRecord, NewsSummary } from '../../domain/news.js';
import type { NewsOrmEntity } from './news.orm-entity.js';

/** The columns a list reads (no article bodies). */
export const SUMMARY_COLUMNS = [
  'id',
  'title',
  'titleIt',
  'excerpt',
  'excerptIt',
  'author',
  'deckId',
  'youtubeUrl',
  'imageUrl',
  'isHighlighted',
  'isDraft',
  'publishAt',
  'createdAt',
  'updatedAt',
] as const;

export function toSummary(row: Pick<NewsOrmEntity, (typeof SUMMARY_COLUMNS)[number]>): NewsSummary {
  return {
    id: row.id,
    title: row.title,
    titleIt: row.titleIt,
    excerpt: row.excerpt,
    excerptIt: row.excerptIt,
    author: row.author,
    deckId: row.deckId,
    youtubeUrl: row.youtubeUrl,
    imageUrl: row.imageUrl,
    isHighlighted: Boolean(row.isHighlighted),
    isDraft: Boolean(row.isDraft),
    publishAt: row.publishAt ? new Date(row.publishAt) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toDomain(row: NewsOrmEntity): NewsItem {
  return { ...toSummary(row), content: row.content, contentIt: row.contentIt };
}

export function toPersistence(news: NewsRecord): Omit<NewsOrmEntity, 'id' | 'imageUrl' | 'createdAt' | 'updatedAt'> {
  return {
    title: news.title,
    titleIt: news.titleIt,
    content: news.content,
    contentIt: news.contentIt,
    excerpt: news.excerpt,
    excerptIt: news.excerptIt,
    author: news.author,
    deckId: news.deckId,
    youtubeUrl: news.youtubeUrl,
    isHighlighted: news.isHighlighted,
    isDraft: news.isDraft,
    publishAt: news.publishAt ?? null,
  };
}
