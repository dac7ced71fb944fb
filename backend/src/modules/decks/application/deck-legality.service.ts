import { Injectable } from '@nestjs/common';
import type { Card } from '../../cards/domain/card.js';
import { CardRepository } from '../../cards/domain/card.repository.js';
import { FormatsService } from '../../formats/application/formats.service.js';
import { deckLegality, type DeckLegality } from '../domain/deck-legality.js';

/** A stored deck with the cards found for it (what the deck page shows). */
export interface ResolvedDeck {
  deck: { format: string; cards: ReadonlyArray<{ quantity: number }> };
  leader: Card | null;
  cards: ReadonlyArray<{ card: Card; quantity: number }>;
}

/** What the builder is editing: cards by id, the format by code (the current one when absent). */
export interface DeckDraft {
  leaderId: number | null;
  format?: string;
  cards: ReadonlyArray<{ cardId: number; quantity: number }>;
}

/** Loads what deck legality needs (the format, the cards) and asks the domain; the rule lives only there. */
@Injectable()
export class DeckLegalityService {
  constructor(
    private readonly cards: CardRepository,
    private readonly formats: FormatsService,
  ) {}

  async ofDeck({ deck, leader, cards }: ResolvedDeck): Promise<DeckLegality> {
    const listed = deck.cards.reduce((sum, entry) => sum + entry.quantity, 0);
    const found = cards.reduce((sum, entry) => sum + entry.quantity, 0);
    return deckLegality({ leader, cards, formatCode: deck.format, format: await this.formats.find(deck.format), unknownCards: Math.max(0, listed - found) });
  }

  async ofDraft(draft: DeckDraft): Promise<DeckLegality> {
    const format = draft.format ? await this.formats.find(draft.format) : await this.formats.current();
    const ids = [...new Set([...(draft.leaderId !== null ? [draft.leaderId] : []), ...draft.cards.map((entry) => entry.cardId)])];
    const known = new Map((await this.cards.findByIdsOrCodes(ids, [])).map((card): [number, Card] => [card.id, card]));
    const cards = draft.cards.flatMap((entry) => {
      const card = known.get(entry.cardId);
      return card ? [{ card, quantity: entry.quantity }] : [];
    });
    const unknownCards = draft.cards.filter((entry) => !known.has(entry.cardId)).reduce((sum, entry) => sum + entry.quantity, 0);
    return deckLegality({
      leader: draft.leaderId !== null ? (known.get(draft.leaderId) ?? null) : null,
      cards,
      formatCode: format?.code ?? draft.format ?? '',
      format,
      unknownCards,
    });
  }
}
