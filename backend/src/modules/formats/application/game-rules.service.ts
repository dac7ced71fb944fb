import { Injectable } from '@nestjs/common';
import { CARD_TYPES, LEADER_TYPE, PLAYABLE_TYPES } from '../../cards/domain/card.js';
import { DECK_SIZE, DEFAULT_TIER, FAVORABILITY, MAX_COPIES, MIN_DECK_CARDS, PRIORITY, TIER_DISPLAY, TIERS } from '../../decks/domain/deck.js';
import { DRAW_PER_TURN, FIRST_PLAYER_DRAWS_ON_FIRST_TURN, MULLIGANS, OPENING_HAND } from '../../decks/domain/opening-odds.js';
import { FormatsService } from './formats.service.js';
import type { GameRules } from './game-rules.js';

/**
 * The one answer the client reads the game's rules from (ADR 0010): formats, tiers, card types,
 * deck limits, priority range, favourability, the draw (opening hand, mulligan, a card a turn). The answer is cached at the HTTP edge (tag 'formats',
 * ADR 0059).
 */
@Injectable()
export class GameRulesService {
  constructor(private readonly formats: FormatsService) {}

  async rules(): Promise<GameRules> {
    const formats = await this.formats.list();
    return {
      formats,
      currentFormat: formats.find((format) => format.isCurrent)?.code ?? '',
      tiers: [...TIERS],
      defaultTier: DEFAULT_TIER,
      tierDisplay: TIERS.map((tier) => ({ tier, key: TIER_DISPLAY[tier] })),
      cardTypes: [...CARD_TYPES],
      leaderType: LEADER_TYPE,
      playableTypes: [...PLAYABLE_TYPES],
      deckLimits: { minCardsToSave: MIN_DECK_CARDS, deckSize: DECK_SIZE, maxCopies: MAX_COPIES },
      priority: { ...PRIORITY },
      favorability: [...FAVORABILITY],
      draws: { openingHand: OPENING_HAND, mulligans: MULLIGANS, perTurn: DRAW_PER_TURN, firstPlayerDrawsOnFirstTurn: FIRST_PLAYER_DRAWS_ON_FIRST_TURN },
    };
  }
}
