import type { Deck, DeckContent } from '../../domain/deck.js';
import { DeckRepository, type DeckCreation, type DeckCreationKey } from '../../domain/deck.repository.js';
import { listingOf } from '../../domain/deck-access.js';

const copy = (deck: Deck): Deck => ({
  ...deck,
  matchups: deck.matchups.map((matchup) => ({ ...matchup })),
  cards: deck.cards.map((card) => ({ ...card })),
  createdAt: new Date(deck.createdAt),
  updatedAt: new Date(deck.updatedAt),
});

/** The DeckRepository port in memory, for use-case tests. Same behaviour as the TypeORM adapter (deck.repository.contract.ts). */
export class InMemoryDeckRepository extends DeckRepository {
  private readonly decks = new Map<number, Deck>();
  private readonly creations = new Map<string, DeckCreation & { createdAt: Date }>();
  private nextId = 1;

  async findById(id: number): Promise<Deck | null> {
    const deck = this.decks.get(id);
    return deck ? copy(deck) : null;
  }

  async list({ includeDrafts, offset, limit }: { includeDrafts: boolean; offset?: number; limit?: number }): Promise<Deck[]> {
    const rows = [...this.decks.values()]
      .filter((deck) => includeDrafts || listingOf(deck) === 'curated')
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    const start = offset ?? 0;
    return rows.slice(start, limit === undefined ? undefined : start + limit).map(copy);
  }

  async create(deck: DeckContent, creation?: DeckCreationKey & { keysSince: Date }): Promise<Deck> {
    if (creation) {
      // Expired keys go; a key still held fails the whole write (nothing is stored).
      for (const [key, held] of this.creations) if (held.createdAt < creation.keysSince) this.creations.delete(key);
      if (this.creations.has(creation.key)) throw new Error(`Idempotency key already held: ${creation.key}`);
    }
    const now = new Date();
    const stored = copy({ ...deck, id: this.nextId++, hidden: false, createdAt: now, updatedAt: now });
    this.decks.set(stored.id, stored);
    if (creation) this.creations.set(creation.key, { deckId: stored.id, fingerprint: creation.fingerprint, createdAt: new Date() });
    return copy(stored);
  }

  async findCreation(key: string, since: Date): Promise<DeckCreation | null> {
    const held = this.creations.get(key);
    if (!held || held.createdAt < since) return null;
    return { deckId: held.deckId, fingerprint: held.fingerprint };
  }

  async update(id: number, deck: DeckContent): Promise<Deck | null> {
    const before = this.decks.get(id);
    if (!before) return null;
    const updated = copy({ ...deck, id, hidden: before.hidden, createdAt: before.createdAt, updatedAt: new Date() });
    this.decks.set(id, updated);
    return copy(updated);
  }

  async delete(id: number): Promise<boolean> {
    if (!this.decks.delete(id)) return false;
    // A copy keeps existing without its source (ON DELETE SET NULL in the database).
    for (const deck of this.decks.values()) if (deck.copiedFromId === id) deck.copiedFromId = null;
    // The key's row goes with its deck (a foreign key with ON DELETE CASCADE in the database).
    for (const [key, held] of this.creations) if (held.deckId === id) this.creations.delete(key);
    return true;
  }

  async count(): Promise<number> {
    return this.decks.size;
  }

  async countOwnedBy(ownerId: number): Promise<number> {
    return [...this.decks.values()].filter((deck) => deck.ownerId === ownerId).length;
  }

  async createdSince(ownerId: number, since: Date): Promise<Date[]> {
    return [...this.decks.values()]
      .filter((deck) => deck.ownerId === ownerId && deck.createdAt >= since)
      .map((deck) => new Date(deck.createdAt))
      .sort((a, b) => a.getTime() - b.getTime());
  }

  /** The in-memory read model counts favourites from its own list: nothing is kept here. */
  async recountFavorites(_deckId: number): Promise<void> {}

  async recountFavoritesWithout(_userId: number): Promise<void> {}

  async setHidden(id: number, hidden: boolean): Promise<boolean> {
    const deck = this.decks.get(id);
    if (!deck) return false;
    deck.hidden = hidden;
    return true;
  }

  async communityDeckIdsOf(ownerId: number): Promise<number[]> {
    return [...this.decks.values()].filter((deck) => deck.ownerId === ownerId && !deck.curated).map((deck) => deck.id);
  }
}
