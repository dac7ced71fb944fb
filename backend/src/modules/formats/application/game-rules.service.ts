import { Injectable } from '@nestjs/common';
import { CacheInvalidation } from '../../../shared/cache/cache-invalidation.js';
import { cacheJson, type CachedResponse } from '../../../shared/http/cached-response.js';
import { CARD_TYPES, LEADER_TYPE, PLAYABLE_TYPES } from '../../cards/domain/card.js';
import { DECK_SIZE, DEFAULT_TIER, FAVORABILITY, MAX_COPIES, MIN_DECK_CARDS, PRIORITY, TIER_DISPLAY, TIERS } from '../../decks/domain/deck.js';
import { FormatsService } from './formats.service.js';
import type { GameRules } from './game-rules.js';
import { GameRulesPresenter } from './ports/game-rules-presenter.js';

/**
 * The one answer the client reads the game's rules from (ADR 0010): formats, tiers, card types,
 * deck limits, priority range, favourability. Serialised and compressed once; dropped after a format
 * write, here or on another instance (CacheInvalidation, tag 'formats', ADR 0049).
 */
@Injectable()
export class GameRulesService {
  private cached: Promise<CachedResponse> | null = null;

  constructor(
    private readonly formats: FormatsService,
    private readonly presenter: GameRulesPresenter,
    invalidation: CacheInvalidation,
  ) {
    invalidation.register(['formats'], () => {
      this.cached = null;
    });
  }

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
    };
  }

  response(): Promise<CachedResponse> {
    if (!this.cached) {
      const building = this.rules().then((rules) => cacheJson(this.presenter.present(rules)));
      this.cached = building;
      // A failed build must not poison the cache.
      building.catch(() => {
        if (this.cached === building) this.cached = null;
      });
    }
    return this.cached;
  }
}
