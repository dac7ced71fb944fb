import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import { CONTENT_TYPES, type Comment, type ContentType } from '../../../domain/comment.js';

/** A comment on the wire (SPEC §3 names); content is plain text, to be shown escaped. */
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
