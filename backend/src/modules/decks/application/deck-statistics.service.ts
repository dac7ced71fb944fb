import { Injectable } from '@nestjs/common';
import type { Card } from '../../cards/domain/card.js';
import { CardRepository } from '../../cards/domain/card.repository.js';
import { deckStatistics, type DeckStatistics } from '../domain/deck-statistics.js';

/** Loads the cards the statistics need and asks the domain; the rules (curve, counters, odds) live only there. */
@Injectable()
export class DeckStatisticsService {
  constructor(private readonly cards: CardRepository) {}

  /** A stored deck's statistics: its resolved cards besides the leader (unknown cards are not counted). */
  ofCards(cards: ReadonlyArray<{ card: Card; quantity: number }>): DeckStatistics {
    return deckStatistics({ cards });
  }

  /** The builder's list, cards by id; ids the database does not have are left out (legality reports them). */
  async ofDraft(draft: ReadonlyArray<{ cardId: number; quantity: number }>): Promise<DeckStatistics> {
    const ids = [...new Set(draft.map((entry) => entry.cardId))];
    const known = new Map((ids.length ? await this.cards.findByIdsOrCodes(ids, []) : []).map((card): [number, Card] => [card.id, card]));
    return deckStatistics({
      cards: draft.flatMap((entry) => {
        const card = known.get(entry.cardId);
        return card ? [{ card, quantity: entry.quantity }] : [];
      }),
    });
  }
}
