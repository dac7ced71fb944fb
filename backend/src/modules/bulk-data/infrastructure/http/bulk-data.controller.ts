import { Controller, Get, Param } from '@nestjs/common';
import { ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../shared/auth/access-policy.js';
import { AppConfig } from '../../../../shared/config/app-config.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { FileAnswer } from '../../../../shared/http/http-cache.js';
import { CardDto } from '../../../cards/infrastructure/http/dto/card.dto.js';
import { BulkDataService } from '../../application/bulk-data.service.js';
import { BULK_FILE_TYPES, bulkFileName } from '../../domain/bulk-file.js';
import { BulkDeckDto } from './dto/bulk-deck.dto.js';
import { BulkFileDto } from './dto/bulk-file.dto.js';

/**
 * Bulk data (ADR 0069): the whole card catalogue and every listed deck as dated, gzip'd JSON files,
 * for tools that download once a day instead of paging the API.
 */
@ApiTags('bulk-data')
@ApiExtraModels(CardDto, BulkDeckDto)
@Controller('api/bulk')
export class BulkDataController {
  constructor(
    private readonly bulk: BulkDataService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'The bulk files: every card printing, every listed deck',
    description:
      'Each file is a gzip-compressed JSON array, rebuilt after the data changes (at most every few minutes) and at least daily. ' +
      'cards: every printing, each as GET /api/cards answers it (CardDto). decks: every curated published deck and every public ' +
      "community deck with its list, leader, format and owner's public username, without guides (BulkDeckDto). " +
      'A file appears here once it has been built (seconds after a fresh start).',
  })
  @ApiOkResponse({ type: [BulkFileDto] })
  async listBulkFiles(): Promise<BulkFileDto[]> {
    return (await this.bulk.list()).map((file) => BulkFileDto.from(file, this.config.publicUrl));
  }

  @Get(':type')
  @Public()
  @ApiOperation({
    summary: 'Download a bulk file (gzip-compressed JSON)',
    description:
      'The newest build, always at this address, sent as application/gzip (decompress it yourself: `curl -o cards.json.gz …; gunzip cards.json.gz`); ' +
      'Content-Disposition names it by type and date. ETag and If-None-Match are supported: a daily job that sends back the ETag it got gets a 304 ' +
      'when nothing changed.',
  })
  @ApiParam({ name: 'type', enum: BULK_FILE_TYPES })
  @ApiOkResponse({
    description: 'The gzip-compressed JSON array (of CardDto or BulkDeckDto)',
    content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'not_found: no bulk file of this type' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'unavailable: the file is being built for the first time; ask again shortly' })
  @ApiErrors('not_found', 'unavailable')
  async downloadBulkFile(@Param('type') type: string): Promise<FileAnswer> {
    const file = await this.bulk.download(type);
    return FileAnswer.of(file.bytes, {
      contentType: 'application/gzip',
      etag: file.etag,
      // Shared caches may keep it, and ask again each time: a rebuilt file is a new ETag, an unchanged one a 304.
      cacheControl: 'public, no-cache',
      disposition: `attachment; filename="${bulkFileName(file.type, file.builtAt)}"`,
    });
  }
}
