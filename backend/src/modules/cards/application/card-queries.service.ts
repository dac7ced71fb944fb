import { Injectable } from '@nestjs/common';
import { buildCachedJson, CachedJson } from '../../../shared/http/cached-json.js';
import { compareBySetNumber } from '../domain/card.js';
import { CardRepository } from '../domain/card.repository.js';
import { CardDto } from '../infrastructure/http/dto/card.dto.js';

/**
 * The public card list: read by every visitor, changed only by admins. It is serialised and
 * compressed once and kept until a write invalidates it.
 */
@Injectable()
export class CardQueriesService {
  private cached: Promise<CachedJson> | null = null;

  constructor(private readonly cards: CardRepository) {}

  listCardsResponse(): Promise<CachedJson> {
    if (!this.cached) {
      const building = this.buildList();
      this.cached = building;
      // A failed build must not poison the cache.
      building.catch(() => {
        if (this.cached === building) this.cached = null;
      });
    }
    return this.cached;
  }

  /** Called after every card write. */
  invalidate(): void {
    this.cached = null;
  }

  private async buildList(): Promise<CachedJson> {
    const cards = await this.cards.findAll();
    return buildCachedJson(cards.sort(compareBySetNumber).map(CardDto.from));
  }
}
