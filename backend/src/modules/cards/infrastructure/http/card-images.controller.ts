import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../shared/auth/access-policy.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { FileAnswer } from '../../../../shared/http/http-cache.js';
import { PublicRead } from '../../../../shared/http/public-reads.js';
import { CardImageService } from '../../application/card-image.service.js';
import { CardImageQueryDto } from './dto/card-image-query.dto.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';

const YEAR = 365 * 24 * 60 * 60;

@ApiTags('cards')
@Controller('api/card-images')
export class CardImagesController {
  constructor(private readonly images: CardImageService) {}

  @Get(':code')
  @Public()
  // Embeddable anywhere and not counted: a gallery shows hundreds of these files at once (ADR 0066).
  @PublicRead({ counted: false })
  @ApiOperation({
    summary: "A card's picture, served by the site",
    description:
      "Fetched once from the card's recorded image address (allowed hosts only) or its upload, then kept. size=thumb is a small WebP for grids; " +
      'the default full size is PNG or JPEG (popups, printing, PDF). With v (a tag of the recorded address) the answer may be cached for a year. ' +
      'When the picture cannot be had the card back is answered (cached briefly; the fetch is retried later). ETag and If-None-Match are supported.',
  })
  @ApiOkResponse({
    description: 'The picture (or the card back)',
    content: Object.fromEntries(['image/webp', 'image/png', 'image/jpeg'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  })
  @ApiNoContentResponse({ description: 'With fallback=none, when there is no picture to answer (cached briefly, like the card back)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'card_not_found' })
  @ApiErrors('card_not_found')
  async getCardImage(@Param('code') code: string, @Query() query: CardImageQueryDto): Promise<FileAnswer> {
    const file = await this.images.image(code, query.size ?? 'full');
    // The card back, or nothing with fallback=none: asked again after a short wait (the fetch is retried).
    const briefly = 'public, max-age=300';
    // Not an error: the page asked to know, and shows the card as text. An <img> fires its error
    // event on a 204 as on a 404, but the browser logs no failed load.
    if (!file.isCardPicture && query.fallback === 'none') return FileAnswer.none(briefly);
    return FileAnswer.of(file.bytes, {
      contentType: file.contentType,
      etag: file.etag,
      cacheControl: !file.isCardPicture ? briefly : query.v ? `public, max-age=${YEAR}, immutable` : 'public, max-age=86400',
    });
  }
}
