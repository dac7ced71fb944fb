import { Injectable } from '@nestjs/common';
import type { Card } from '../../cards/domain/card.js';
import { CardRepository } from '../../cards/domain/card.repository.js';
import type { Deck } from '../domain/deck.js';
import { DeckRepository } from '../domain/deck.repository.js';
import { DeckNotFoundError } from '../domain/decks.errors.js';

export interface DeckWithCards {
  deck: Deck;
  leader: Card | null;
  /** The deck's cards that still exist (matched by id, else by code); unknown ones are skipped. */
  cards: Array<{ card: Card; quantity: number }>;
}

export interface LeaderOption {
  cardId: number;
  name: string;
  code: string;
  imageUrl: string | null;
  count: number;
}

/** Reads for the gallery, the deck page and the leader filter. Drafts only for admins. */
@Injectable()
export class DeckQueriesService {
  constructor(
    private readonly decks: DeckRepository,
    private readonly cards: CardRepository,
  ) {}

  async list(includeDrafts: boolean): Promise<DeckWithCards[]> {
    return this.withCards(await this.decks.list({ includeDrafts }));
  }

  async get(id: number, includeDrafts: boolean): Promise<DeckWithCards> {
    const deck = await this.decks.findById(id);
    if (!deck || (deck.isDraft && !includeDrafts)) throw new DeckNotFoundError();
    return (await this.withCards([deck]))[0];
  }

  /** SPEC: leaders with their count of published decks, most decks first, then by name. */
  async leaderOptions(): Promise<LeaderOption[]> {
    const counts = new Map<number, LeaderOption>();
    for (const { leader } of await this.list(false)) {
      if (!leader) continue;
      const option = counts.get(leader.id) ?? { cardId: leader.id, name: leader.name, code: leader.code, imageUrl: leader.imageUrl, count: 0 };
      option.count += 1;
      counts.set(leader.id, option);
    }
    return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  }

  /** One card query for all the decks: ids first, codes as the fallback after a re-import. */
  private async withCards(decks: Deck[]): Promise<DeckWithCards[]> {
    const ids = new Set<number>();
    const codes = new Set<string>();
    for (const deck of decks) {
      if (deck.leaderId !== null) ids.add(deck.leaderId);
      if (deck.leaderCode) codes.add(deck.leaderCode);
      for (const card of deck.cards) {
        ids.add(card.cardId);
        if (card.cardCode) codes.add(card.cardCode);
      }
    }
    const found = await this.cards.findByIdsOrCodes([...ids], [...codes]);
    const byId = new Map(found.map((card) => [card.id, card]));
    const byCode = new Map(found.map((card) => [card.code, card]));
    const resolve = (id: number | null, code: string | null) => (id !== null ? byId.get(id) : undefined) ?? (code ? byCode.get(code) : undefined) ?? null;
    return decks.map((deck) => ({
      deck,
      leader: resolve(deck.leaderId, deck.leaderCode),
      cards: deck.cards.flatMap((entry) => {
        const card = resolve(entry.cardId, entry.cardCode);
        return card ? [{ card, quantity: entry.quantity }] : [];
      }),
    }));
  }
}
