import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { CONTENT_TYPES, type Comment, type ContentType } from '../../../domain/comment.js';
import type { CommentPage } from '../../../domain/comment.repository.js';

/** Comments a page shows at first and per "load more". */
export const DEFAULT_COMMENT_PAGE = 20;
export const MAX_COMMENT_PAGE = 100;

/** A comment on the wire (names as in docs/product.md#data); content is plain text, to be shown escaped. */
export class CommentDto {
  id: number;
  user_id: number;
  username: string;
  content: string;
  contentType: ContentType;
  contentId: number;
  parent_id: number | null;
  created_at: string;
  updated_at: string;

  static from(comment: Comment): CommentDto {
    return {
      id: comment.id,
      user_id: comment.userId,
      username: comment.username,
      content: comment.content,
      contentType: comment.contentType,
      contentId: comment.contentId,
      parent_id: comment.parentId,
      created_at: comment.createdAt.toISOString(),
      updated_at: comment.updatedAt.toISOString(),
    };
  }
}

/** Which page of comments: the newest ones, or those older than the last one shown. */
export class CommentPageQueryDto {
  /** The id of the last (oldest) comment already shown; the page starts right after it. */
  @ApiProperty({ type: 'integer', required: false, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  before?: number;

  @ApiProperty({ type: 'integer', required: false, minimum: 1, maximum: MAX_COMMENT_PAGE, default: DEFAULT_COMMENT_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_COMMENT_PAGE)
  limit?: number;
}

/** A page of comments, newest first. */
export class CommentPageDto {
  items: CommentDto[];
  /** How many comments the deck or news item has in all. */
  @ApiProperty({ type: 'integer' })
  total: number;
  /** Pass as `before` for the next (older) page; null on the last page. */
  @ApiProperty({ type: 'integer', nullable: true })
  nextBefore: number | null;

  static from(page: CommentPage): CommentPageDto {
    const items = page.items.map(CommentDto.from);
    return { items, total: page.total, nextBefore: page.hasMore && items.length ? items[items.length - 1].id : null };
  }
}

export class CreateCommentDto {
  @IsIn(CONTENT_TYPES)
  contentType: ContentType;

  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt()
  @Min(1)
  contentId: number;

  /** Plain text, 1–2000 characters after trimming. */
  @IsString()
  @MaxLength(10_000)
  content: string;

  /** The comment this one replies to, on the same page. */
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  parent_id?: number | null;
}

export class UpdateCommentDto {
  @IsString()
  @MaxLength(10_000)
  content: string;
}

export class CommentDeletedDto {
  success: boolean;
}
