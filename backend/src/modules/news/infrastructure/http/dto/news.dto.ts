import { ApiProperty } from '@nestjs/swagger';
import { newsPageDescription } from '../../../../../shared/html/plain-text.js';
import { PageDescriptionDto } from '../../../../../shared/http/page-description.dto.js';
import type { NewsItem, NewsSummary } from '../../../domain/news.js';

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
