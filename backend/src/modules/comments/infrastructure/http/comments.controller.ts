import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Req } from '@nestjs/common';
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
import { CommentDeletedDto, CommentDto, CreateCommentDto, UpdateCommentDto } from './dto/comment.dto.js';

@ApiTags('comments')
@Controller('api/comments')
export class CommentsController {
  constructor(private readonly comments: CommentService) {}

  @Get(':contentType/:contentId')
  @Public()
  @ApiParam({ name: 'contentType', enum: CONTENT_TYPES })
  @ApiOkResponse({ type: [CommentDto], description: 'Oldest first, each with its author' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such deck or news item' })
  @ApiOperation({ summary: 'List the comments of a deck or a news item' })
  async listComments(
    @Req() request: Request,
    @Param('contentType') contentType: string,
    @Param('contentId', ParseIntPipe) contentId: number,
  ): Promise<CommentDto[]> {
    if (!CONTENT_TYPES.includes(contentType as ContentType)) throw new CommentTargetNotFoundError();
    return (await this.comments.list(contentType as ContentType, contentId, request.user)).map(CommentDto.from);
  }

  @Post()
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
  @Roles('user')
  @ApiOkResponse({ type: CommentDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'not_comment_author' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiOperation({ summary: 'Edit my comment' })
  async updateComment(@Req() request: Request, @Param('id', ParseIntPipe) id: number, @Body() body: UpdateCommentDto): Promise<CommentDto> {
    return CommentDto.from(await this.comments.edit(request.user!, id, body.content));
  }

  @Delete(':id')
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
