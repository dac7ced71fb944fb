import { Injectable } from '@nestjs/common';
import type { Card } from '../../cards/domain/card.js';
import { CardRepository } from '../../cards/domain/card.repository.js';
import type { Deck, Tier } from '../domain/deck.js';
import { DeckRepository } from '../domain/deck.repository.js';
import { DeckNotFoundError, PlayerNotFoundError } from '../domain/decks.errors.js';
import { canRead, type DeckSource, type Viewer } from '../domain/deck-access.js';
import { entryRef, leaderRef, leaderView, resolveStoredCards, type LeaderView } from './card-resolver.js';
import { DeckReadModel, type DeckSearch, type DeckSort, type DeckSummaryRow } from './ports/deck-read-model.js';
import { nextTurn } from '../../../shared/async/next-turn.js';
import { checkPage, type PageRequest } from '../../../shared/domain/paging.js';

/** Decks read per step of the product's full list. */
const LIST_CHUNK = 500;

export interface DeckWithCards {
  deck: Deck;
  leader: Card | null;
  /** The deck's cards that still exist (matched by id, else by code); unknown ones are skipped. */
  cards: Array<{ card: Card; quantity: number }>;
  /** The owner's public username ("whose deck"); null without an owner. */
  ownerUsername?: string | null;
  /** The deck it was copied from, when it still exists and the reader may read it. */
  copiedFrom?: { id: number; name: string } | null;
}

/** A deck as the gallery, the home page and the favourites show it. */
export interface DeckSummary extends Omit<DeckSummaryRow, 'leaderCode'> {
  leader: LeaderView | null;
  /** Sum of the quantities of the cards that still exist. */
  cardCount: number;
}

export interface DeckPage {
  items: DeckSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface DeckPageQuery {
  tier?: Tier;
  format?: string;
  /** The leader's card id (as the leader options give it). */
  leader?: number;
  /** Words of the name or the author (the back office's search). */
  text?: string;
  /** Drafts too: only for admins, whose answers are never cached. */
  includeDrafts?: boolean;
  /** The curated gallery (default), the community's, or both (ADR 0061). */
  source?: DeckSource;
  /** One owner's decks (see DeckSearch.owner). */
  owner?: { id: number; listedOnly: boolean };
  /** Only drafts or only the others (the back office). */
  status?: DeckSearch['status'];
  sort: DeckSort;
  /** A column's order (the back office's table), instead of `sort`. */
  order?: DeckSearch['order'];
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
 * Reads for the gallery, the home page, the leader filter, favourites, the product's full list and the
 * deck page. Lists go through the DeckReadModel port (the thin `decks` rows, SQL sized by the page);
 * only the deck page reads a whole deck with its guides and cards. Drafts only for admins.
 */
@Injectable()
export class DeckQueriesService {
  constructor(
    private readonly decks: DeckRepository,
    private readonly cards: CardRepository,
    private readonly reads: DeckReadModel,
  ) {}

  /**
   * `GET /api/decks` (docs/product.md) for API consumers: every deck as a summary (no guides, no card list), in
   * three queries whatever the number of decks (ADR 0046).
   */
  async list(includeDrafts: boolean): Promise<DeckSummary[]> {
    const all: DeckSummary[] = [];
    // A page at a time with a turn of the event loop between, so that building it for thousands of
    // decks never holds the other requests for long; each page is the gallery's few statements.
    for (let page = 1; ; page += 1) {
      if (page > 1) await nextTurn();
      const { rows } = await this.reads.search({ includeDrafts, sort: 'newest', page, pageSize: LIST_CHUNK });
      all.push(...(await this.summaries(rows)));
      if (rows.length < LIST_CHUNK) return all;
    }
  }

  /**
   * A deck the viewer may read (ADR 0061: drafts and private or hidden decks are not found by
   * anyone but their owner and admins), with its owner's username and the deck it was copied from.
   */
  async get(id: number, viewer: Viewer | null): Promise<DeckWithCards> {
    const deck = await this.decks.findById(id);
    if (!deck || !canRead(deck, viewer)) throw new DeckNotFoundError();
    const [entry] = await this.withCards([deck]);
    const [ownerUsername, source] = await Promise.all([
      deck.ownerId === null ? null : this.reads.usernameOf(deck.ownerId),
      deck.copiedFromId === null ? undefined : this.reads.byIds([deck.copiedFromId]).then((rows) => rows[0]),
    ]);
    const copiedFrom = source && canRead(source, viewer) ? { id: source.id, name: source.name } : null;
    return { ...entry, ownerUsername, copiedFrom };
  }

  /** The caller's own decks, whatever their visibility, newest first (GET /api/decks/mine). */
  async mine(viewer: Viewer, page: Pick<DeckPageQuery, 'sort' | 'page' | 'pageSize'>): Promise<DeckPage> {
    return this.page({ ...page, owner: { id: viewer.id, listedOnly: false } });
  }

  /** A player's public page: their decks in the community gallery, and the favourites those received. */
  async player(
    username: string,
    page: Pick<DeckPageQuery, 'sort' | 'page' | 'pageSize'>,
  ): Promise<{ username: string; favoritesReceived: number; decks: DeckPage }> {
    const player = await this.reads.playerByUsername(username);
    if (!player) throw new PlayerNotFoundError();
    const [favoritesReceived, decks] = await Promise.all([
      this.reads.favoritesReceived(player.id),
      this.page({ ...page, owner: { id: player.id, listedOnly: true } }),
    ]);
    return { username: player.username, favoritesReceived, decks };
  }

  /** One page of published decks: filters, order and page done in SQL; past the last page, PageOutOfRangeError. */
  async page(query: DeckPageQuery): Promise<DeckPage> {
    const { leader, ...rest } = query;
    let leaderFilter: { leaderCode?: string; leaderId?: number } = {};
    if (leader !== undefined) {
      const [card] = await this.cards.findByIdsOrCodes([leader], []);
      // Decks keep their leader's code (ADR 0007): by code when the card is known, by the stored id otherwise.
      leaderFilter = card ? { leaderCode: card.code } : { leaderId: leader };
    }
    const result = await this.reads.search({ ...rest, ...leaderFilter });
    // Past the end is an error, not the last page (ADR 0067): the page's ids came from the index, so asking cost one range read.
    checkPage(query, result.total);
    return { items: await this.summaries(result.rows), total: result.total, page: query.page, pageSize: query.pageSize };
  }

  /** docs/product.md: leaders with their count of listed decks in a gallery, most decks first, then by name. One GROUP BY. */
  async leaderOptions(source: DeckSource = 'curated'): Promise<LeaderOption[]> {
    const groups = await this.reads.leaderCounts(source);
    const resolve = await resolveStoredCards(this.cards, groups.map(leaderRef));
    const counts = new Map<number, LeaderOption>();
    for (const group of groups) {
      const leader = resolve(leaderRef(group));
      if (!leader) continue;
      const option = counts.get(leader.id) ?? { cardId: leader.id, name: leader.name, code: leader.code, imageUrl: leader.imageUrl, count: 0 };
      option.count += group.count;
      counts.set(leader.id, option);
    }
    return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  }

  /** The formats of a gallery's decks with their count, most decks first, then by code (the gallery's format filter). */
  async formatOptions(source: DeckSource = 'curated'): Promise<Array<{ format: string; count: number }>> {
    return (await this.reads.formatCounts(source)).sort((a, b) => b.count - a.count || a.format.localeCompare(b.format));
  }

  /** A user's favourite decks they may still read, most recently added first. */
  async favoritesOf(userId: number): Promise<DeckSummary[]> {
    return this.summaries(await this.reads.favoritesOf(userId));
  }

  /** A numbered page of a user's favourites (GET /api/favorites/page); past the last page, PageOutOfRangeError. */
  async favoritesPage(userId: number, page: PageRequest): Promise<DeckPage> {
    const { rows, total } = await this.reads.favoritesPage(userId, page);
    checkPage(page, total);
    return { items: await this.summaries(rows), total, ...page };
  }

  /** Decks by id as tiles, in the order given, leaving out any a visitor may not read (the card and leader pages' lists). */
  async summariesOf(ids: readonly number[]): Promise<DeckSummary[]> {
    if (!ids.length) return [];
    const rows = new Map((await this.reads.byIds(ids)).map((row) => [row.id, row]));
    return this.summaries(ids.map((id) => rows.get(id)).filter((row): row is DeckSummaryRow => row !== undefined && canRead(row, null)));
  }

  /** Leaders (one card query) and card counts (one GROUP BY) for a page of decks. */
  private async summaries(rows: DeckSummaryRow[]): Promise<DeckSummary[]> {
    if (!rows.length) return [];
    const [resolve, counts] = await Promise.all([resolveStoredCards(this.cards, rows.map(leaderRef)), this.reads.cardCounts(rows.map((row) => row.id))]);
    return rows.map((row) => summary(row, resolve(leaderRef(row)), counts));
  }

  /** One card query for all the decks' leaders and cards. */
  private async withCards(decks: Deck[]): Promise<DeckWithCards[]> {
    const refs = decks.flatMap((deck) => [leaderRef(deck), ...deck.cards.map(entryRef)]);
    const resolve = await resolveStoredCards(this.cards, refs);
    return decks.map((deck) => ({
      deck,
      leader: resolve(leaderRef(deck)),
      cards: deck.cards.flatMap((entry) => {
        const card = resolve(entryRef(entry));
        return card ? [{ card, quantity: entry.quantity }] : [];
      }),
    }));
  }
}

function summary({ leaderCode: _code, ...row }: DeckSummaryRow, leader: Card | null, counts: Map<number, number>): DeckSummary {
  return { ...row, leaderId: leader?.id ?? row.leaderId, leader: leaderView(leader), cardCount: counts.get(row.id) ?? 0 };
}
