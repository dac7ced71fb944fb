import type { CardRepository } from '../../../cards/domain/card.repository.js';
import type { Deck } from '../../domain/deck.js';
import type { DeckRepository } from '../../domain/deck.repository.js';
import { DeckReadModel, type DeckSearch, type DeckSummaryRow, type LeaderCountRow } from '../../application/ports/deck-read-model.js';

function toSummary(deck: Deck): DeckSummaryRow {
  return {
    id: deck.id,
    name: deck.name,
    author: deck.author,
    tier: deck.tier,
    format: deck.format,
    leaderId: deck.leaderId,
    leaderCode: deck.leaderCode,
    shortDescription: deck.shortDescription,
    priority: deck.priority,
    isDraft: deck.isDraft,
    createdAt: deck.createdAt,
    updatedAt: deck.updatedAt,
  };
}

const newestFirst = (a: Deck, b: Deck) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
/** A to Z ignoring (ASCII) case, as SQLite's NOCASE and MySQL's collation order names. */
const caseless = (text: string) => text.replace(/[A-Z]/g, (char) => char.toLowerCase());
const byName = (a: Deck, b: Deck) => {
  const [left, right] = [caseless(a.name), caseless(b.name)];
  return left < right ? -1 : left > right ? 1 : a.id - b.id;
};
const ORDERS: Record<DeckSearch['sort'], (a: Deck, b: Deck) => number> = {
  newest: newestFirst,
  oldest: (a, b) => -newestFirst(a, b),
  name: byName,
  priority: (a, b) => a.priority - b.priority || newestFirst(a, b),
};

/**
 * The DeckReadModel port in memory, for use-case tests: it reads the decks of a DeckRepository (the
 * in-memory one) and the cards of a CardRepository, as the TypeORM adapter reads the same tables.
 * Favourites belong to the favorites module; tests add them with addFavorite.
 */
export class InMemoryDeckReadModel extends DeckReadModel {
  private readonly favorites: Array<{ userId: number; deckId: number }> = [];

  constructor(
    private readonly decks: DeckRepository,
    private readonly cards: CardRepository,
  ) {
    super();
  }

  /** A user's favourite, most recent last (the favorites module's table). */
  addFavorite(userId: number, deckId: number): void {
    this.favorites.push({ userId, deckId });
  }

  async search(search: DeckSearch): Promise<{ rows: DeckSummaryRow[]; total: number }> {
    const needle = search.text?.toLowerCase();
    const matching = (await this.all())
      .filter((deck) => search.includeDrafts || !deck.isDraft)
      .filter((deck) => !search.tier || deck.tier === search.tier)
      .filter((deck) => !search.format || deck.format === search.format)
      .filter((deck) =>
        search.leaderCode !== undefined
          ? deck.leaderCode === search.leaderCode
          : search.leaderId === undefined || (deck.leaderCode === null && deck.leaderId === search.leaderId),
      )
      .filter((deck) => !needle || deck.name.toLowerCase().includes(needle) || deck.author.toLowerCase().includes(needle))
      .sort(ORDERS[search.sort] ?? ORDERS.newest);
    const offset = (search.page - 1) * search.pageSize;
    return { rows: matching.slice(offset, offset + search.pageSize).map(toSummary), total: matching.length };
  }

  async publishedByIds(ids: readonly number[]): Promise<DeckSummaryRow[]> {
    return (await this.published()).filter((deck) => ids.includes(deck.id)).map(toSummary);
  }

  async publishedOfFormat(format: string): Promise<DeckSummaryRow[]> {
    return (await this.published())
      .filter((deck) => deck.format === format)
      .sort(ORDERS.priority)
      .map(toSummary);
  }

  async leaderCounts(): Promise<LeaderCountRow[]> {
    const counts = new Map<string, number>();
    for (const deck of await this.published()) if (deck.leaderCode) counts.set(deck.leaderCode, (counts.get(deck.leaderCode) ?? 0) + 1);
    return [...counts].map(([leaderCode, count]) => ({ leaderId: null, leaderCode, count }));
  }

  async favoritesOf(userId: number): Promise<DeckSummaryRow[]> {
    const published = new Map((await this.published()).map((deck) => [deck.id, deck]));
    return this.favorites
      .filter((favorite) => favorite.userId === userId)
      .reverse()
      .flatMap((favorite) => {
        const deck = published.get(favorite.deckId);
        return deck ? [toSummary(deck)] : [];
      });
  }

  async cardCounts(deckIds: readonly number[]): Promise<Map<number, number>> {
    const decks = (await this.all()).filter((deck) => deckIds.includes(deck.id));
    const entries = decks.flatMap((deck) => deck.cards);
    const found = await this.cards.findByIdsOrCodes(
      entries.map((entry) => entry.cardId),
      entries.map((entry) => entry.cardCode),
    );
    const ids = new Set(found.map((card) => card.id));
    const codes = new Set(found.map((card) => card.code));
    // A card counts when it still exists: by id, else (no card has that id) by code.
    const exists = (entry: Deck['cards'][number]) => ids.has(entry.cardId) || codes.has(entry.cardCode);
    const counts = new Map<number, number>();
    for (const deck of decks) {
      const total = deck.cards.filter(exists).reduce((sum, entry) => sum + entry.quantity, 0);
      if (total > 0) counts.set(deck.id, total);
    }
    return counts;
  }

  async publishedIds(): Promise<number[]> {
    return (await this.published()).map((deck) => deck.id).sort((a, b) => a - b);
  }

  private all(): Promise<Deck[]> {
    return this.decks.list({ includeDrafts: true });
  }

  private async published(): Promise<Deck[]> {
    return (await this.all()).filter((deck) => !deck.isDraft);
  }
}
