import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Public, Roles } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { FormatsService } from '../../application/formats.service.js';
import { FormatDeletedDto, FormatDto } from './dto/format.dto.js';
import { CreateFormatDto, UpdateFormatDto } from './dto/save-format.dto.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

const banList = (body: UpdateFormatDto) => body.banList.map(({ code, maxCopies }) => ({ code, maxCopies }));

@ApiTags('formats')
@Controller('api/formats')
export class FormatsController {
  constructor(private readonly formats: FormatsService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'List the game formats, newest first' })
  @ApiOkResponse({ type: [FormatDto] })
  async listFormats(): Promise<FormatDto[]> {
    return (await this.formats.list()).map(FormatDto.from);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Add a format (not current until made so)' })
  @ApiCreatedResponse({ type: FormatDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'format_code_taken' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'invalid_format, details: [{ field, code }]' })
  @ApiErrors('format_code_taken', 'invalid_format')
  async createFormat(@Body() body: CreateFormatDto): Promise<FormatDto> {
    return FormatDto.from(await this.formats.create({ code: body.code, name: body.name, legalSets: body.legalSets, banList: banList(body) }));
  }

  @Put(':code')
  @Roles('admin')
  @ApiOperation({ summary: "Change a format's name, legal sets and ban list" })
  @ApiOkResponse({ type: FormatDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'format_not_found' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'invalid_format, details: [{ field, code }]' })
  @ApiErrors('format_not_found', 'invalid_format')
  async updateFormat(@Param('code') code: string, @Body() body: UpdateFormatDto): Promise<FormatDto> {
    return FormatDto.from(await this.formats.update(code, { name: body.name, legalSets: body.legalSets, banList: banList(body) }));
  }

  @Post(':code/current')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Make this format the current one (the default for new decks and the home page)' })
  @ApiOkResponse({ type: FormatDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'format_not_found' })
  @ApiErrors('format_not_found')
  async setCurrentFormat(@Param('code') code: string): Promise<FormatDto> {
    return FormatDto.from(await this.formats.setCurrent(code));
  }

  @Delete(':code')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a format that is not the current one (decks keep its code)' })
  @ApiOkResponse({ type: FormatDeletedDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'format_not_found' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'format_is_current' })
  @ApiErrors('format_not_found', 'format_is_current')
  async deleteFormat(@Param('code') code: string): Promise<FormatDeletedDto> {
    await this.formats.delete(code);
    return { success: true };
  }
}
