import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public, Roles } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { DeckyService } from '../../application/decky.service.js';
import { isPhraseCategory, isPhraseLanguage, PHRASE_CATEGORIES, PHRASE_LANGUAGES } from '../../domain/decky-phrase.js';
import { PhraseListNotFoundError } from '../../domain/decky.errors.js';
import {
  CreateDeckyPhraseDto,
  DeckyPhraseDto,
  PhraseDeletedDto,
  PhraseLanguageQueryDto,
  PhraseListQueryDto,
  UpdateDeckyPhraseDto,
} from './dto/decky-phrase.dto.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

/** Decky's phrases (docs/product.md#api). Reads are public and list active phrases only, unless the caller is an admin. */
@ApiTags('decky')
@Controller('api/decky/phrases')
export class DeckyController {
  constructor(private readonly decky: DeckyService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Decky phrases (active ones; admins get all), optionally of one language and/or category' })
  @ApiOkResponse({ type: [DeckyPhraseDto] })
  async listDeckyPhrases(@Req() request: Request, @Query() query: PhraseListQueryDto): Promise<DeckyPhraseDto[]> {
    return (await this.decky.list(query, request.user)).map(DeckyPhraseDto.from);
  }

  @Get('category/:category')
  @Public()
  @ApiOperation({ summary: 'Decky phrases of one category (active ones; admins get all), optionally of one language' })
  @ApiParam({ name: 'category', enum: PHRASE_CATEGORIES })
  @ApiOkResponse({ type: [DeckyPhraseDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'phrase_list_not_found: unknown category' })
  @ApiErrors('phrase_list_not_found')
  async listDeckyPhrasesByCategory(
    @Req() request: Request,
    @Param('category') category: string,
    @Query() query: PhraseLanguageQueryDto,
  ): Promise<DeckyPhraseDto[]> {
    if (!isPhraseCategory(category)) throw new PhraseListNotFoundError('category');
    return (await this.decky.list({ language: query.language, category }, request.user)).map(DeckyPhraseDto.from);
  }

  // The API (docs/product.md#api) puts the language (GET) and the phrase id (PUT, DELETE) in the same path segment; OpenAPI
  // needs one name for it, so all three call it idOrLanguage.
  @Get(':idOrLanguage')
  @Public()
  @ApiOperation({ summary: 'Decky phrases of one language (active ones; admins get all)' })
  @ApiParam({ name: 'idOrLanguage', enum: PHRASE_LANGUAGES, description: 'The language, en or it' })
  @ApiOkResponse({ type: [DeckyPhraseDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'phrase_list_not_found: unknown language' })
  @ApiErrors('phrase_list_not_found')
  async listDeckyPhrasesByLanguage(@Req() request: Request, @Param('idOrLanguage') language: string): Promise<DeckyPhraseDto[]> {
    if (!isPhraseLanguage(language)) throw new PhraseListNotFoundError('language');
    return (await this.decky.list({ language }, request.user)).map(DeckyPhraseDto.from);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Add a phrase (language defaults to en, category to general, active by default)' })
  @ApiCreatedResponse({ type: DeckyPhraseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'invalid_phrase: empty or too long text' })
  @ApiErrors('invalid_phrase')
  async createDeckyPhrase(@Body() body: CreateDeckyPhraseDto): Promise<DeckyPhraseDto> {
    const phrase = await this.decky.create({
      text: body.text,
      language: body.language ?? 'en',
      category: body.category ?? 'general',
      isActive: body.isActive ?? true,
    });
    return DeckyPhraseDto.from(phrase);
  }

  @Put(':idOrLanguage')
  @Roles('admin')
  @ApiParam({ name: 'idOrLanguage', type: 'integer', description: 'The phrase id' })
  @ApiOperation({ summary: 'Switch a phrase on or off' })
  @ApiOkResponse({ type: DeckyPhraseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'phrase_not_found' })
  @ApiErrors('phrase_not_found')
  async updateDeckyPhrase(@Param('idOrLanguage', ParseIntPipe) id: number, @Body() body: UpdateDeckyPhraseDto): Promise<DeckyPhraseDto> {
    return DeckyPhraseDto.from(await this.decky.setActive(id, body.isActive));
  }

  @Delete(':idOrLanguage')
  @Roles('admin')
  @ApiParam({ name: 'idOrLanguage', type: 'integer', description: 'The phrase id' })
  @ApiOperation({ summary: 'Delete a phrase' })
  @ApiOkResponse({ type: PhraseDeletedDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'phrase_not_found' })
  @ApiErrors('phrase_not_found')
  async deleteDeckyPhrase(@Param('idOrLanguage', ParseIntPipe) id: number): Promise<PhraseDeletedDto> {
    await this.decky.remove(id);
    return { success: true };
  }
}
