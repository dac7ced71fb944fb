import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../../shared/auth/access-policy.js';
import { ResponseCache } from '../../../../shared/http/response-cache.js';
import { GameRulesService } from '../../application/game-rules.service.js';
import { GameRulesDto } from './dto/game-rules.dto.js';

@ApiTags('game-rules')
@Controller('api/game-rules')
export class GameRulesController {
  constructor(
    private readonly rules: GameRulesService,
    private readonly cache: ResponseCache,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: "The game's rules in one call: formats, current format, tiers, card types, deck limits, priority range, favourability",
    description: 'The client restates none of these (ADR 0010). Served with an ETag; send If-None-Match to get 304 when unchanged.',
  })
  @ApiOkResponse({ type: GameRulesDto })
  async getGameRules(@Req() request: Request, @Res() response: Response): Promise<void> {
    await this.cache.respond(request, response, { tags: ['formats'] }, () => this.rules.response());
  }
}
