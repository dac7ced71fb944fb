import { Injectable } from '@nestjs/common';
import type { Card } from '../../cards/domain/card.js';
import { CardRepository } from '../../cards/domain/card.repository.js';
import type { Deck, Tier } from '../domain/deck.js';
import { DeckRepository } from '../domain/deck.repository.js';
import { DeckNotFoundError } from '../domain/decks.errors.js';
import { DeckReadModel, type DeckSort, type DeckSummaryRow } from './ports/deck-read-model.js';
import { nextTurn } from '../../../shared/async/next-turn.js';

/** Decks read per step of the SPEC's full list. */
const LIST_CHUNK = 25;

export interface DeckWithCards {
  deck: Deck;
  leader: Card | null;
  /** The deck's cards that still exist (matched by id, else by code); unknown ones are skipped. */
  cards: Array<{ card: Card; quantity: number }>;
}

/** The leader as a tile shows it. */
export type LeaderView = Pick<Card, 'id' | 'code' | 'name' | 'imageUrl' | 'color'>;

/** A deck as the gallery, the home page and the favourites show it. */
export interface DeckSummary extends Omit<DeckSummaryRow, 'leaderCode'> {
  leader: LeaderView | null;
  /** Sum of the quantities of the cards that still exist. */
  cardCount: number;
}

export interface DeckPage {
  items: DeckSummary[];
  total: number;
  /** The page shown: the one asked for, or the last one when it asked beyond the end. */
  page: number;
  pageSize: number;
}

export interface DeckPageQuery {
  tier?: Tier;
  format?: string;
  /** The leader's card id (as the leader options give it). */
  leader?: number;
  sort: DeckSort;
  page: number;
  pageSize: number;
}

export interface LeaderOption {
  cardId: number;
  name: string;
  code: string;
  imageUrl: string | null;
  count: number;
}

/**
 * Reads for the gallery, the home page, the leader filter, favourites and the deck page. Lists go
 * through the DeckReadModel port (SQL sized by the page); the deck page and the SPEC's full list
 * (`GET /api/decks`, every deck with its cards) read whole decks. Drafts only for admins.
 */
@Injectable()
export class DeckQueriesService {
  constructor(
    private readonly decks: DeckRepository,
    private readonly cards: CardRepository,
    private readonly reads: DeckReadModel,
  ) {}

  /**
   * SPEC `GET /api/decks`: every deck with its card list (API consumers); screens use `page`. Read
   * LIST_CHUNK decks at a time with a turn of the event loop between, so that building it for
   * thousands of decks never holds the other requests for long (ADR 0022).
   */
  async list(includeDrafts: boolean): Promise<DeckWithCards[]> {
    const all: DeckWithCards[] = [];
    for (let offset = 0; ; offset += LIST_CHUNK) {
      if (offset) await nextTurn();
      const decks = await this.decks.list({ includeDrafts, offset, limit: LIST_CHUNK });
      all.push(...(await this.withCards(decks)));
      if (decks.length < LIST_CHUNK) return all;
    }
  }

  async get(id: number, includeDrafts: boolean): Promise<DeckWithCards> {
    const deck = await this.decks.findById(id);
    if (!deck || (deck.isDraft && !includeDrafts)) throw new DeckNotFoundError();
    return (await this.withCards([deck]))[0];
  }

  /** One page of published decks: filters, order and page done in SQL. */
  async page(query: DeckPageQuery): Promise<DeckPage> {
    const { leader, ...rest } = query;
    let leaderFilter: { leaderCode?: string; leaderId?: number } = {};
    if (leader !== undefined) {
      const [card] = await this.cards.findByIdsOrCodes([leader], []);
      leaderFilter = card ? { leaderCode: card.code, leaderId: leader } : { leaderId: leader };
    }
    let result = await this.reads.search({ ...rest, ...leaderFilter });
    let page = query.page;
    const lastPage = Math.max(1, Math.ceil(result.total / query.pageSize));
    if (page > lastPage) {
      page = lastPage;
      result = await this.reads.search({ ...rest, ...leaderFilter, page });
    }
    return { items: await this.summaries(result.rows), total: result.total, page, pageSize: query.pageSize };
  }

  /** SPEC: leaders with their count of published decks, most decks first, then by name. One GROUP BY. */
  async leaderOptions(): Promise<LeaderOption[]> {
    const groups = await this.reads.leaderCounts();
    const resolve = await this.resolver(groups);
    const counts = new Map<number, LeaderOption>();
    for (const group of groups) {
      const leader = resolve(group.leaderId, group.leaderCode);
      if (!leader) continue;
      const option = counts.get(leader.id) ?? { cardId: leader.id, name: leader.name, code: leader.code, imageUrl: leader.imageUrl, count: 0 };
      option.count += group.count;
      counts.set(leader.id, option);
    }
    return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  }

  /** A user's favourite published decks, most recently added first. */
  async favoritesOf(userId: number): Promise<DeckSummary[]> {
    return this.summaries(await this.reads.favoritesOf(userId));
  }

  /** Leaders (one card query) and card counts (one GROUP BY) for a page of decks. */
  private async summaries(rows: DeckSummaryRow[]): Promise<DeckSummary[]> {
    if (!rows.length) return [];
    const [resolve, counts] = await Promise.all([this.resolver(rows), this.reads.cardCounts(rows.map((row) => row.id))]);
    return rows.map(({ leaderCode, ...row }) => {
      const leader = resolve(row.leaderId, leaderCode);
      return {
        ...row,
        leaderId: leader?.id ?? row.leaderId,
        leader: leader ? { id: leader.id, code: leader.code, name: leader.name, imageUrl: leader.imageUrl, color: leader.color } : null,
        cardCount: counts.get(row.id) ?? 0,
      };
    });
  }

  /** Looks the leaders up in one card query: by id first, by code after a re-import that renumbered cards. */
  private async resolver(refs: ReadonlyArray<{ leaderId: number | null; leaderCode: string | null }>) {
    const ids = [...new Set(refs.flatMap((ref) => (ref.leaderId !== null ? [ref.leaderId] : [])))];
    const codes = [...new Set(refs.flatMap((ref) => (ref.leaderCode ? [ref.leaderCode] : [])))];
    const found = ids.length || codes.length ? await this.cards.findByIdsOrCodes(ids, codes) : [];
    const byId = new Map(found.map((card) => [card.id, card]));
    const byCode = new Map(found.map((card) => [card.code, card]));
    return (id: number | null, code: string | null): Card | null => (id !== null ? byId.get(id) : undefined) ?? (code ? byCode.get(code) : undefined) ?? null;
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
