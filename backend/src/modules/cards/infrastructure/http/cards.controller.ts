import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../../shared/auth/access-policy.js';
import { sendCachedJson } from '../../../../shared/http/cached-json.js';
import { CardQueriesService } from '../../application/card-queries.service.js';
import { CardDto } from './dto/card.dto.js';

@ApiTags('cards')
@Controller('api/cards')
export class CardsController {
  constructor(private readonly queries: CardQueriesService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'All cards, ordered by set number', description: 'Compressed (br/gzip) with an ETag; send If-None-Match to get 304 when unchanged.' })
  @ApiOkResponse({ type: [CardDto] })
  async listCards(@Req() request: Request, @Res() response: Response): Promise<void> {
    sendCachedJson(request, response, await this.queries.listCardsResponse());
  }
}
