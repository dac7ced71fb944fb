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
import { AnswerWithHeaders, CachedAnswer, Invalidates } from '../../../../shared/http/http-cache.js';
import { pageRequest } from '../../../../shared/http/page-query.dto.js';
import { ApiPagedResponse, pagedAnswer } from '../../../../shared/http/paging.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

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
  @ApiErrors('comment_target_not_found')
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
  @ApiPagedResponse(CommentPageDto, {
    description: 'Newest first, each with its author',
    notFound: 'comment_target_not_found: no such deck or news item, or one the caller may not read',
    errors: ['comment_target_not_found'],
  })
  @ApiOperation({
    summary: 'One page of the comments of a deck or a news item',
    description: `Newest first, ${DEFAULT_COMMENT_PAGE} a page by default; the next page (older comments, "load more") is the Link header's rel="next". The total counts them all.`,
  })
  @CachedAnswer({ tags: ['comments', 'decks'], signedInSeeMore: true })
  async listCommentPage(
    @Req() request: Request,
    @Param('contentType') contentType: string,
    @Param('contentId', ParseIntPipe) contentId: number,
    @Query() query: CommentPageQueryDto,
  ): Promise<AnswerWithHeaders<CommentPageDto>> {
    const page = pageRequest(query, DEFAULT_COMMENT_PAGE);
    return pagedAnswer(request, CommentPageDto.from(await this.comments.page(contentTypeOf(contentType), contentId, request.user, page)));
  }

  @Post()
  @Invalidates(['comments'])
  @Roles('user')
  @ApiCreatedResponse({ type: CommentDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'invalid_comment: empty after trimming, too long, or a reply to another page' })
  @ApiOperation({ summary: 'Comment on a deck or a news item, or reply to a comment' })
  @ApiErrors('invalid_comment', 'comment_target_not_found')
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
  @ApiErrors('not_comment_author', 'comment_not_found', 'invalid_comment')
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
  @ApiErrors('not_comment_author', 'comment_not_found')
  async deleteComment(@Req() request: Request, @Param('id', ParseIntPipe) id: number): Promise<CommentDeletedDto> {
    await this.comments.remove(request.user!, id);
    return { success: true };
  }
}
