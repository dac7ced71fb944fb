import { Injectable } from '@nestjs/common';
import type { GameRules } from '../../application/game-rules.js';
import { GameRulesPresenter } from '../../application/ports/game-rules-presenter.js';
import { GameRulesDto } from './dto/game-rules.dto.js';

/** The game's rules on the wire: GameRulesDto.from. */
@Injectable()
export class HttpGameRulesPresenter extends GameRulesPresenter {
  present(rules: GameRules): GameRulesDto {
    return GameRulesDto.from(rules);
  }
}
