import { pageOffset, type PageRequest } from '../../../../shared/domain/paging.js';
import type { CardRepository } from '../../../cards/domain/card.repository.js';
import type { Deck } from '../../domain/deck.js';
import type { DeckRepository } from '../../domain/deck.repository.js';
import { DeckReadModel, type DeckSearch, type DeckSummaryRow, type LeaderCountRow, type PlayerRow } from '../../application/ports/deck-read-model.js';
import { listingOf, type DeckSource } from '../../domain/deck-access.js';

function toSummary(deck: Deck, usernames: ReadonlyMap<number, string> = new Map()): DeckSummaryRow {
  return {
    id: deck.id,
    name: deck.name,
    author: deck.author,
    tier: deck.tier,
    format: deck.format,
    leaderId: deck.leaderId,
    leaderCode: deck.leaderCode,
    shortDescription: deck.shortDescription,
    shortDescriptionIt: deck.shortDescriptionIt ?? '',
    priority: deck.priority,
    isDraft: deck.isDraft,
    ownerId: deck.ownerId,
    ownerUsername: deck.ownerId === null ? null : (usernames.get(deck.ownerId) ?? null),
    curated: deck.curated,
    visibility: deck.visibility,
    hidden: deck.hidden,
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
  // Replaced in search() by the favourites' counts.
  favorites: newestFirst,
};

/** The back office's column orders, as the TypeORM adapter's: text without (ASCII) case; ties newest first. */
function columnOrder({ field, descending }: NonNullable<DeckSearch['order']>): (a: Deck, b: Deck) => number {
  const sign = descending ? -1 : 1;
  if (field === 'createdAt') return (a, b) => -sign * newestFirst(a, b);
  const value = (deck: Deck): string | number => (field === 'name' || field === 'author' ? caseless(deck[field]) : deck[field]);
  return (a, b) => {
    const [left, right] = [value(a), value(b)];
    return (left < right ? -sign : left > right ? sign : 0) || newestFirst(a, b);
  };
}

/** Whether a deck belongs to a source's rows (with drafts: every deck of that kind). */
function inSource(deck: Deck, source: DeckSource, includeDrafts: boolean): boolean {
  if (includeDrafts) return source === 'all' || deck.curated === (source === 'curated');
  const listing = listingOf(deck);
  return listing !== null && (source === 'all' || listing === source);
}

/**
 * The DeckReadModel port in memory, for use-case tests: it reads the decks of a DeckRepository (the
 * in-memory one) and the cards of a CardRepository, as the TypeORM adapter reads the same tables.
 * Favourites belong to the favorites module; tests add them with addFavorite.
 */
export class InMemoryDeckReadModel extends DeckReadModel {
  private readonly favorites: Array<{ userId: number; deckId: number }> = [];
  /** The users table's usernames (the users module's); tests add them with addPlayer. */
  private readonly usernames = new Map<number, string>();

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

  /** A user with their username (the users module's table). */
  addPlayer(id: number, username: string): void {
    this.usernames.set(id, username);
  }

  async search(search: DeckSearch): Promise<{ rows: DeckSummaryRow[]; total: number }> {
    const needle = search.text?.toLowerCase();
    const favoriteCount = (deck: Deck) => this.favorites.filter((favorite) => favorite.deckId === deck.id).length;
    const order = search.order
      ? columnOrder(search.order)
      : search.sort === 'favorites'
        ? (a: Deck, b: Deck) => favoriteCount(b) - favoriteCount(a) || newestFirst(a, b)
        : ORDERS[search.sort];
    const matching = (await this.all())
      .filter((deck) =>
        search.owner
          ? deck.ownerId === search.owner.id && (!search.owner.listedOnly || listingOf(deck) === 'community')
          : inSource(deck, search.source ?? 'curated', Boolean(search.includeDrafts)),
      )
      .filter((deck) => !search.status || deck.isDraft === (search.status === 'draft'))
      .filter((deck) => !search.tier || deck.tier === search.tier)
      .filter((deck) => !search.format || deck.format === search.format)
      .filter((deck) =>
        search.leaderCode !== undefined
          ? deck.leaderCode === search.leaderCode
          : search.leaderId === undefined || (deck.leaderCode === null && deck.leaderId === search.leaderId),
      )
      .filter((deck) => !needle || deck.name.toLowerCase().includes(needle) || deck.author.toLowerCase().includes(needle))
      .sort(order ?? ORDERS.newest);
    const offset = (search.page - 1) * search.pageSize;
    return { rows: matching.slice(offset, offset + search.pageSize).map((deck) => toSummary(deck, this.usernames)), total: matching.length };
  }

  async publishedByIds(ids: readonly number[]): Promise<DeckSummaryRow[]> {
    return (await this.published()).filter((deck) => ids.includes(deck.id)).map((row) => toSummary(row));
  }

  async publishedOfFormat(format: string): Promise<DeckSummaryRow[]> {
    return (await this.published())
      .filter((deck) => deck.format === format)
      .sort(ORDERS.priority)
      .map((row) => toSummary(row));
  }

  async leaderCounts(source: DeckSource = 'curated'): Promise<LeaderCountRow[]> {
    const counts = new Map<string, number>();
    for (const deck of (await this.all()).filter((entry) => inSource(entry, source, false)))
      if (deck.leaderCode) counts.set(deck.leaderCode, (counts.get(deck.leaderCode) ?? 0) + 1);
    return [...counts].map(([leaderCode, count]) => ({ leaderId: null, leaderCode, count }));
  }

  async formatCounts(source: DeckSource = 'curated'): Promise<Array<{ format: string; count: number }>> {
    const counts = new Map<string, number>();
    for (const deck of (await this.all()).filter((entry) => inSource(entry, source, false)))
      if (deck.format) counts.set(deck.format, (counts.get(deck.format) ?? 0) + 1);
    return [...counts].map(([format, count]) => ({ format, count }));
  }

  async favoritesOf(userId: number): Promise<DeckSummaryRow[]> {
    const readable = (deck: Deck) => listingOf(deck) !== null || (!deck.curated && !deck.hidden && deck.visibility === 'unlisted') || deck.ownerId === userId;
    const decks = new Map((await this.all()).filter(readable).map((deck) => [deck.id, deck]));
    return this.favorites
      .filter((favorite) => favorite.userId === userId)
      .reverse()
      .flatMap((favorite) => {
        const deck = decks.get(favorite.deckId);
        return deck ? [toSummary(deck, this.usernames)] : [];
      });
  }

  async favoritesPage(userId: number, page: PageRequest): Promise<{ rows: DeckSummaryRow[]; total: number }> {
    const all = await this.favoritesOf(userId);
    const start = pageOffset(page);
    return { rows: all.slice(start, start + page.pageSize), total: all.length };
  }

  async byIds(ids: readonly number[]): Promise<DeckSummaryRow[]> {
    return (await this.all()).filter((deck) => ids.includes(deck.id)).map((deck) => toSummary(deck, this.usernames));
  }

  async usernameOf(userId: number): Promise<string | null> {
    return this.usernames.get(userId) ?? null;
  }

  async playerByUsername(username: string): Promise<PlayerRow | null> {
    const found = [...this.usernames].find(([, name]) => name.toLowerCase() === username.toLowerCase());
    return found ? { id: found[0], username: found[1] } : null;
  }

  async favoritesReceived(ownerId: number): Promise<number> {
    const listed = new Set((await this.all()).filter((deck) => deck.ownerId === ownerId && listingOf(deck) === 'community').map((deck) => deck.id));
    return this.favorites.filter((favorite) => listed.has(favorite.deckId)).length;
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

  async deckCounts(): Promise<{ curated: number; community: number }> {
    const all = await this.all();
    const curated = all.filter((deck) => deck.curated).length;
    return { curated, community: all.length - curated };
  }

  private all(): Promise<Deck[]> {
    return this.decks.list({ includeDrafts: true });
  }

  private async published(): Promise<Deck[]> {
    return (await this.all()).filter((deck) => listingOf(deck) === 'curated');
  }
}
