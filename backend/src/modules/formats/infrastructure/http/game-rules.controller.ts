import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../shared/auth/access-policy.js';
import { CachedAnswer } from '../../../../shared/http/http-cache.js';
import { GameRulesService } from '../../application/game-rules.service.js';
import { GameRulesDto } from './dto/game-rules.dto.js';

@ApiTags('game-rules')
@Controller('api/game-rules')
export class GameRulesController {
  constructor(private readonly rules: GameRulesService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: "The game's rules in one call: formats, current format, tiers, card types, deck limits, priority range, favourability",
    description: 'The client restates none of these (ADR 0010). Served with an ETag; send If-None-Match to get 304 when unchanged.',
  })
  @ApiOkResponse({ type: GameRulesDto })
  @CachedAnswer({ tags: ['formats'] })
  async getGameRules(): Promise<GameRulesDto> {
    return GameRulesDto.from(await this.rules.rules());
  }
}
