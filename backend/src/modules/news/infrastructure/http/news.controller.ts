import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiQuery,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { CacheTag } from '../../../../shared/cache/cache-invalidation.js';
import { Public, Roles } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { AnswerWithHeaders, CachedAnswer } from '../../../../shared/http/http-cache.js';
import { pageRequest } from '../../../../shared/http/page-query.dto.js';
import { ApiPagedResponse, pagedAnswer } from '../../../../shared/http/paging.js';
import { UPLOAD_POLICIES } from '../../../../shared/storage/image-intake.js';
import { HOME_HIGHLIGHTED, MAX_HIGHLIGHTED, NewsQueriesService } from '../../application/news-queries.service.js';
import { NewsService } from '../../application/news.service.js';
import type { NewsContent } from '../../domain/news.js';
import { NEWS_PAGE_SIZE, NewsDeletedDto, NewsDto, NewsImageDto, NewsPageDto, NewsPageQueryDto, NewsSummaryDto } from './dto/news.dto.js';
import { SaveNewsDto } from './dto/save-news.dto.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

const isAdmin = (request: Request) => Boolean(request.user?.roles.includes('admin'));
/** News answers may name a linked deck. */
const NEWS_READ: readonly CacheTag[] = ['news', 'decks'];

function toContent(body: SaveNewsDto): NewsContent {
  return {
    title: body.title,
    titleIt: body.title_it ?? null,
    content: body.content,
    contentIt: body.content_it ?? null,
    author: body.author,
    deckId: body.deck_id ?? null,
    youtubeUrl: body.youtube_url ?? null,
    isHighlighted: body.is_highlighted ?? false,
    isDraft: body.is_draft ?? false,
    publishAt: body.publish_at ? new Date(body.publish_at) : null,
  };
}

@ApiTags('news')
@Controller('api/news')
export class NewsController {
  constructor(
    private readonly queries: NewsQueriesService,
    private readonly news: NewsService,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Published news, newest first, without the article bodies',
    description:
      'Only what is public now: no drafts, no article whose publish_at is still to come (it appears by itself then). Admins may add includeDrafts=1 to list drafts and scheduled articles too (the back office).',
  })
  @ApiQuery({ name: 'search', required: false, description: 'Case-insensitive part of the title (either language) or the author' })
  @ApiQuery({ name: 'includeDrafts', required: false, description: 'Admins only: also list drafts and scheduled articles (ignored for everyone else)' })
  @ApiOkResponse({ type: [NewsSummaryDto] })
  @CachedAnswer({ tags: NEWS_READ, adminsSeeMore: true })
  async listNews(@Req() request: Request, @Query('search') search?: string, @Query('includeDrafts') includeDrafts?: string): Promise<NewsSummaryDto[]> {
    const askedForDrafts = ['true', '1'].includes(includeDrafts ?? '');
    const items = await this.queries.list({
      includeDrafts: askedForDrafts && isAdmin(request),
      search: typeof search === 'string' ? search.slice(0, 100) : undefined,
    });
    return items.map(NewsSummaryDto.from);
  }

  @Get('page')
  @Public()
  @ApiOperation({
    summary: 'One page of the published news, newest first, without the article bodies',
    description:
      'GET /api/news a page at a time (ADR 0067): page and pageSize, the Link header to the other pages, the same search; admins may add includeDrafts=1.',
  })
  @ApiPagedResponse(NewsPageDto)
  @CachedAnswer({ tags: NEWS_READ, adminsSeeMore: true })
  async listNewsPage(@Req() request: Request, @Query() query: NewsPageQueryDto): Promise<AnswerWithHeaders<NewsPageDto>> {
    const includeDrafts = ['true', '1'].includes(query.includeDrafts ?? '') && isAdmin(request);
    const page = await this.queries.page({ includeDrafts, search: query.search }, pageRequest(query, NEWS_PAGE_SIZE));
    return pagedAnswer(request, NewsPageDto.from(page));
  }

  @Get('highlighted')
  @Public()
  @ApiOperation({ summary: 'Highlighted published news for the home page, newest first' })
  @ApiQuery({
    name: 'limit',
    required: false,
    type: 'integer',
    description: `How many (1 to ${MAX_HIGHLIGHTED}; default ${HOME_HIGHLIGHTED}, what the home page shows)`,
  })
  @ApiOkResponse({ type: [NewsSummaryDto] })
  @CachedAnswer({ tags: NEWS_READ })
  async listHighlightedNews(@Query('limit') limit?: string): Promise<NewsSummaryDto[]> {
    const count = limit && /^\d+$/.test(limit) ? Number(limit) : HOME_HIGHLIGHTED;
    return (await this.queries.highlighted(count)).map(NewsSummaryDto.from);
  }

  @Get(':id')
  @Public()
  @ApiOperation({
    summary: 'One article with its bodies',
    description: 'A draft, or an article whose publish_at is still to come, is found only by admins; for everyone else it does not exist (yet).',
  })
  @ApiOkResponse({ type: NewsDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'news_not_found: unknown, or a draft or scheduled article asked for by a non-admin' })
  @CachedAnswer({ tags: NEWS_READ, adminsSeeMore: true })
  @ApiErrors('news_not_found')
  async getNews(@Req() request: Request, @Param('id', ParseIntPipe) id: number): Promise<NewsDto> {
    return NewsDto.fromItem(await this.queries.get(id, isAdmin(request)));
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Write a news article (bodies sanitised)' })
  @ApiCreatedResponse({ type: NewsDto })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description: 'invalid_news (details.problems: title, content or author missing), unknown_deck, validation',
  })
  @ApiErrors('invalid_news', 'unknown_deck')
  async createNews(@Body() body: SaveNewsDto): Promise<NewsDto> {
    return NewsDto.fromItem(await this.news.create(toContent(body)));
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Change a news article (the image is changed by its own call)' })
  @ApiOkResponse({ type: NewsDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'news_not_found' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'invalid_news, unknown_deck, validation' })
  @ApiErrors('news_not_found', 'invalid_news', 'unknown_deck')
  async updateNews(@Param('id', ParseIntPipe) id: number, @Body() body: SaveNewsDto): Promise<NewsDto> {
    return NewsDto.fromItem(await this.news.update(id, toContent(body)));
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a news article and its comments' })
  @ApiOkResponse({ type: NewsDeletedDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'news_not_found' })
  @ApiErrors('news_not_found')
  async deleteNews(@Param('id', ParseIntPipe) id: number): Promise<NewsDeletedDto> {
    await this.news.delete(id);
    return { success: true };
  }

  @Post(':id/image')
  @HttpCode(200)
  @Roles('admin')
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: UPLOAD_POLICIES.news.maxBytes, files: 1 } }))
  @ApiOperation({
    summary: "Upload an existing article's image (PNG, JPEG, WebP or GIF, at most 5 MB and 24 megapixels; re-encoded without metadata)",
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: NewsImageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'news_not_found' })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description: 'not_an_image (judged by the bytes and decoding), image_format_not_allowed (SVG, TIFF, HEIC...), image_too_many_pixels or image_missing',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'payload_too_large: over 5 MB' })
  @ApiErrors('news_not_found', 'image_missing', 'not_an_image', 'image_format_not_allowed', 'image_too_many_pixels')
  async uploadNewsImage(@Param('id', ParseIntPipe) id: number, @UploadedFile() file?: { buffer: Buffer }): Promise<NewsImageDto> {
    return { success: true, imageUrl: await this.news.uploadImage(id, file?.buffer) };
  }
}
