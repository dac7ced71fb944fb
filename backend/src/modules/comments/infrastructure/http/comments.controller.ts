import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public, Roles } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { CommentService } from '../../application/comment.service.js';
import { CONTENT_TYPES, type ContentType } from '../../domain/comment.js';
import { CommentTargetNotFoundError } from '../../domain/comments.errors.js';
import {
  CommentDeletedDto,
  CommentDto,
  CommentPageDto,
  CommentPageQueryDto,
  CreateCommentDto,
  DEFAULT_COMMENT_PAGE,
  UpdateCommentDto,
} from './dto/comment.dto.js';
import { CachedAnswer, Invalidates } from '../../../../shared/http/http-cache.js';

function contentTypeOf(value: string): ContentType {
  if (!CONTENT_TYPES.includes(value as ContentType)) throw new CommentTargetNotFoundError();
  return value as ContentType;
}

@ApiTags('comments')
@Controller('api/comments')
export class CommentsController {
  constructor(private readonly comments: CommentService) {}

  @Get(':contentType/:contentId')
  @Public()
  @ApiParam({ name: 'contentType', enum: CONTENT_TYPES })
  @ApiOkResponse({ type: [CommentDto], description: 'Every comment, oldest first, each with its author' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such deck or news item, or one the caller may not read (comment_target_not_found)' })
  @ApiOperation({
    summary: 'List the comments of a deck or a news item',
    description: 'All of them in one answer (the product call). Screens read GET /api/comments/{contentType}/{contentId}/page, a page at a time.',
  })
  // Admins also see the comments of drafts, an owner those of their private deck (ADR 0061): only
  // visitors' answers are the same for everyone. A deck made private drops them ('decks').
  @CachedAnswer({ tags: ['comments', 'decks'], signedInSeeMore: true })
  async listComments(
    @Req() request: Request,
    @Param('contentType') contentType: string,
    @Param('contentId', ParseIntPipe) contentId: number,
  ): Promise<CommentDto[]> {
    return (await this.comments.list(contentTypeOf(contentType), contentId, request.user)).map(CommentDto.from);
  }

  @Get(':contentType/:contentId/page')
  @Public()
  @ApiParam({ name: 'contentType', enum: CONTENT_TYPES })
  @ApiOkResponse({ type: CommentPageDto, description: 'Newest first, each with its author; nextBefore asks for the next (older) page' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such deck or news item, or one the caller may not read (comment_target_not_found)' })
  @ApiOperation({
    summary: 'One page of the comments of a deck or a news item',
    description: `Newest first, ${DEFAULT_COMMENT_PAGE} by default. Pass the answer's nextBefore as before to get the older ones ("load more"); the total counts them all.`,
  })
  @CachedAnswer({ tags: ['comments', 'decks'], signedInSeeMore: true })
  async listCommentPage(
    @Req() request: Request,
    @Param('contentType') contentType: string,
    @Param('contentId', ParseIntPipe) contentId: number,
    @Query() query: CommentPageQueryDto,
  ): Promise<CommentPageDto> {
    const page = { before: query.before, limit: query.limit ?? DEFAULT_COMMENT_PAGE };
    return CommentPageDto.from(await this.comments.page(contentTypeOf(contentType), contentId, request.user, page));
  }

  @Post()
  @Invalidates(['comments'])
  @Roles('user')
  @ApiCreatedResponse({ type: CommentDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'invalid_comment: empty after trimming, too long, or a reply to another page' })
  @ApiOperation({ summary: 'Comment on a deck or a news item, or reply to a comment' })
  async createComment(@Req() request: Request, @Body() body: CreateCommentDto): Promise<CommentDto> {
    const comment = await this.comments.add(request.user!, {
      contentType: body.contentType,
      contentId: body.contentId,
      content: body.content,
      parentId: body.parent_id ?? null,
    });
    return CommentDto.from(comment);
  }

  @Put(':id')
  @Invalidates(['comments'])
  @Roles('user')
  @ApiOkResponse({ type: CommentDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'not_comment_author' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiOperation({ summary: 'Edit my comment' })
  async updateComment(@Req() request: Request, @Param('id', ParseIntPipe) id: number, @Body() body: UpdateCommentDto): Promise<CommentDto> {
    return CommentDto.from(await this.comments.edit(request.user!, id, body.content));
  }

  @Delete(':id')
  @Invalidates(['comments'])
  @Roles('user')
  @ApiOkResponse({ type: CommentDeletedDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Neither the author nor an admin' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiOperation({ summary: 'Delete a comment (mine, or any as an admin)' })
  async deleteComment(@Req() request: Request, @Param('id', ParseIntPipe) id: number): Promise<CommentDeletedDto> {
    await this.comments.remove(request.user!, id);
    return { success: true };
  }
}
