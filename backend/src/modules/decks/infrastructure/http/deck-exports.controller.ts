import { Controller, Get, Param, ParseIntPipe, Query, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { FileAnswer } from '../../../../shared/http/http-cache.js';
import { DeckExportsService, type DeckExportFile } from '../../application/deck-exports.service.js';
import { DeckListExportQueryDto, RegistrationSheetQueryDto } from './dto/deck-export.dto.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

const viewer = (request: Request) => request.user ?? null;
const NOT_FOUND = 'Unknown deck, or one the caller may not read: a draft, or a private or hidden deck, for anyone but its owner and admins (deck_not_found)';
const binary = (type: string) => ({ [type]: { schema: { type: 'string', format: 'binary' } } });

/**
 * An export with its download name and ETag. Decks anyone may read may be cached by any cache but
 * are checked again on each use (a deck can change); the others (drafts, private or hidden decks)
 * by the browser alone.
 */
function answer(file: DeckExportFile, disposition: 'attachment' | 'inline'): FileAnswer {
  return FileAnswer.of(file.bytes, {
    contentType: file.contentType,
    etag: file.etag,
    cacheControl: file.isPublic ? 'public, no-cache' : 'private, no-cache',
    // The name is a slug of letters, digits and dashes (fileNameOf): nothing to quote or encode.
    disposition: `${disposition}; filename="${file.filename}"`,
  });
}

/** A deck's exports (issue #16 item 4, ADR 0025): the deck page's Export menu downloads and copies these. */
@ApiTags('decks')
@Controller('api/decks')
export class DeckExportsController {
  constructor(private readonly exports: DeckExportsService) {}

  @Get(':id/export')
  @Public()
  @ApiOperation({
    summary: 'A deck as list text: OPTCGSim, tournament list or Cardmarket wants list',
    description:
      "Leader first, then the cards by code: optcgsim '4xOP01-016', tournament '4 OP01-016 Nami', cardmarket '4 Nami (OP01-016)' " +
      "(one line per card, its printings added up). The builder's list import reads each back. Sent as a download (Content-Disposition) with an ETag.",
  })
  @ApiOkResponse({ description: 'The list, UTF-8 text, one card per line', content: { 'text/plain': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiErrors('deck_not_found')
  async exportDeckList(@Req() request: Request, @Param('id', ParseIntPipe) id: number, @Query() query: DeckListExportQueryDto): Promise<FileAnswer> {
    return answer(await this.exports.listText(id, query.format, viewer(request)), 'attachment');
  }

  @Get(':id/image.png')
  @Public()
  @ApiOperation({
    summary: 'A picture of the deck to share: the leader and a grid of its cards with their quantities',
    description:
      "1200×630 PNG composed from the site's own card pictures (GET /api/card-images/{code}; never from another address). " +
      'Cached by the server while the deck and its pictures stay the same; ETag and If-None-Match are supported.',
  })
  @ApiOkResponse({ description: 'The picture', content: binary('image/png') })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiErrors('deck_not_found')
  async getDeckImage(@Req() request: Request, @Param('id', ParseIntPipe) id: number): Promise<FileAnswer> {
    return answer(await this.exports.picture(id, viewer(request)), 'inline');
  }

  @Get(':id/registration.pdf')
  @Public()
  @ApiOperation({
    summary: 'A printable deck registration sheet (PDF)',
    description:
      "A4: the player's name and ID, event and date as empty form fields (filled in the PDF or by hand; the site never receives them), " +
      'the deck and its format, the leader, the cards by type with subtotals, the main deck total and a signature line.',
  })
  @ApiOkResponse({ description: 'The sheet', content: binary('application/pdf') })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiErrors('deck_not_found')
  async getDeckRegistrationSheet(
    @Req() request: Request,
    @Param('id', ParseIntPipe) id: number,
    @Query() query: RegistrationSheetQueryDto,
  ): Promise<FileAnswer> {
    return answer(await this.exports.registrationSheet(id, query.lang ?? 'en', viewer(request)), 'attachment');
  }
}
