import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Page } from '../../../../../shared/domain/paging.js';
import { PageDto, PageQueryDto, toPageDto } from '../../../../../shared/http/page-query.dto.js';
import { newsPageDescription } from '../../../../../shared/html/plain-text.js';
import { PageDescriptionDto } from '../../../../../shared/http/page-description.dto.js';
import type { NewsItem, NewsSummary } from '../../../domain/news.js';

/** News a page of GET /api/news/page holds by default. */
export const NEWS_PAGE_SIZE = 20;

/**
 * A news item in a list (field names as in docs/product.md#data, flags as 1/0). No article bodies: the excerpts
 * (150 characters of text without markup, docs/product.md#limits) are computed by the server on write.
 */
export class NewsSummaryDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** English (or only) title. */
  title: string;
  /** Italian title, shown to Italian readers when present. */
  title_it: string | null;
  /** Up to 150 characters of `content` as plain text, with an ellipsis when cut. */
  excerpt: string;
  /** The same for `content_it`; null when there is no Italian text. */
  excerpt_it: string | null;
  author: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Linked deck' })
  deck_id: number | null;
  youtube_url: string | null;
  image_url: string | null;
  @ApiProperty({ type: 'integer', enum: [0, 1] })
  is_highlighted: number;
  @ApiProperty({ type: 'integer', enum: [0, 1], description: 'Always 0 for everyone but admins listing drafts' })
  is_draft: number;
  /**
   * When the article becomes (or became) public (ADR 0075); null: as soon as it is not a draft. Readers see it dated
   * by this when set (else by created_at), and lists are newest first by that date. Only admins ever see one in the
   * future (a scheduled article).
   */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  publish_at: string | null;
  created_at: string;
  updated_at: string;

  static from(news: NewsSummary): NewsSummaryDto {
    return {
      id: news.id,
      title: news.title,
      title_it: news.titleIt,
      excerpt: news.excerpt,
      excerpt_it: news.excerptIt,
      author: news.author,
      deck_id: news.deckId,
      youtube_url: news.youtubeUrl,
      image_url: news.imageUrl,
      is_highlighted: news.isHighlighted ? 1 : 0,
      is_draft: news.isDraft ? 1 : 0,
      publish_at: news.publishAt ? news.publishAt.toISOString() : null,
      created_at: new Date(news.createdAt).toISOString(),
      updated_at: new Date(news.updatedAt).toISOString(),
    };
  }
}

/** A whole article (the detail page and the admin edit dialog). */
export class NewsDto extends NewsSummaryDto {
  /** English (or only) article, sanitised HTML. */
  content: string;
  /** Italian article, sanitised HTML; null when there is none. */
  content_it: string | null;
  /** The page's description in each language (the article's text, cut at 157 characters), as the server's head has it. */
  pageDescription: PageDescriptionDto;

  static fromItem(news: NewsItem): NewsDto {
    return {
      ...NewsSummaryDto.from(news),
      content: news.content,
      content_it: news.contentIt,
      pageDescription: { it: newsPageDescription(news, 'it'), en: newsPageDescription(news, 'en') },
    };
  }
}

export class NewsImageDto {
  success: boolean;
  /** Where the uploaded image is served (also the article's new `image_url`). */
  imageUrl: string;
}

export class NewsDeletedDto {
  success: boolean;
}

/** GET /api/news/page: the list's filters and a page (ADR 0067). */
export class NewsPageQueryDto extends PageQueryDto(NEWS_PAGE_SIZE) {
  /** Case-insensitive part of the title (either language) or the author. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  /** Admins only: also list drafts (`true` or `1`; ignored for everyone else). */
  @IsOptional()
  @IsIn(['true', 'false', '1', '0'])
  includeDrafts?: string;
}

/** A page of news, newest first (ADR 0067: items, page, pageSize, total, as every paged list). */
export class NewsPageDto extends PageDto(NewsSummaryDto, 'Articles in the list, all pages together.') {
  static from(page: Page<NewsSummary>): NewsPageDto {
    return toPageDto(page, NewsSummaryDto.from);
  }
}
