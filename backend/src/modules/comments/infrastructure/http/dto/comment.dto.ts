import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import { PageDto, PageQueryDto, toPageDto } from '../../../../../shared/http/page-query.dto.js';
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

/** Which page of comments, newest first (ADR 0067). */
export class CommentPageQueryDto extends PageQueryDto(DEFAULT_COMMENT_PAGE, MAX_COMMENT_PAGE) {}

/** A page of comments, newest first (ADR 0067: items, page, pageSize, total, as every paged list). */
export class CommentPageDto extends PageDto(CommentDto, 'How many comments the deck or news item has in all.') {
  static from(page: CommentPage): CommentPageDto {
    return toPageDto(page, CommentDto.from);
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
