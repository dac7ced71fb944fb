import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { nextTurn } from '../../../shared/async/next-turn.js';
import { CacheInvalidation } from '../../../shared/cache/cache-invalidation.js';
import { cacheJson, cacheJsonList, type CachedResponse } from '../../../shared/http/cached-response.js';
import { compareSetNumberKeys, setNumberKey, type Card, type SetNumberKey } from '../domain/card.js';
import { cardFilterOptions } from '../domain/card-filter-options.js';
import { galleryGroups, type GalleryGroup, type GalleryPrintings, type GallerySort } from '../domain/card-gallery.js';
import { CardRepository } from '../domain/card.repository.js';
import { matchesCardQuery, parseCardQuery, toSearchableCard, type QueryTerm, type SearchableCard } from '../domain/card-search.js';
import { InvalidCardQueryError } from '../domain/cards.errors.js';
import { CardPresenter } from './ports/card-presenter.js';

/** The answer to a search: matching ids in list order (set number) and the query as understood. */
export interface CardSearchResult {
  q: string;
  total: number;
  ids: number[];
  terms: QueryTerm[];
}

interface Catalogue {
  /** Ordered by set number, as every list answers them. */
  cards: Card[];
  searchable: SearchableCard[];
}

/** A page of the /cards gallery (GET /api/cards/gallery). */
export interface CardGalleryRequest {
  q: string;
  sort: GallerySort;
  printings: GalleryPrintings;
  offset: number;
  limit: number;
}

/** Cards indexed for search per turn of the event loop. */
const INDEX_SLICE = 250;

/** Searches and gallery orders cached, by query: enough for visitors' back and forth, small (ids and references only). */
const SEARCHES_KEPT = 200;

/** A value built on first use and cached; a failed build is not cached, so the next call tries again. */
class Kept<T> {
  private value: Promise<T> | null = null;

  constructor(private readonly build: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.value) {
      const building = this.build();
      this.value = building;
      building.catch(() => {
        if (this.value === building) this.value = null;
      });
    }
    return this.value;
  }

  clear(): void {
    this.value = null;
  }
}

/** Values built per key and cached, the least recently used going first past `size`; failed builds are not cached. */
class KeptByKey<T extends object> {
  private readonly values: LRUCache<string, Promise<T>>;

  constructor(size: number) {
    this.values = new LRUCache({ max: size });
  }

  get(key: string, build: () => Promise<T>): Promise<T> {
    const known = this.values.get(key);
    if (known) return known;
    const building = build();
    this.values.set(key, building);
    building.catch(() => {
      if (this.values.peek(key) === building) this.values.delete(key);
    });
    return building;
  }

  clear(): void {
    this.values.clear();
  }
}

/**
 * The public card list, its filter options and searches: read by every visitor, changed only by
 * admins. Each is serialised and compressed once and cached until a write of cards, here or on
 * another instance (CacheInvalidation, tag 'cards', ADR 0049).
 */
@Injectable()
export class CardQueriesService {
  private readonly catalogue = new Kept<Catalogue>(async () => {
    // Sorted by set number with each card's sort key worked out once, a slice at a time (20,000 cards
    // compared with compareBySetNumber, which works the keys out on every comparison, hold the
    // event loop for about half a second).
    const keyed: Array<{ card: Card; key: SetNumberKey }> = [];
    for (const [index, card] of (await this.cards.findAll()).entries()) {
      if (index && index % INDEX_SLICE === 0) await nextTurn();
      keyed.push({ card, key: setNumberKey(card.code) });
    }
    await nextTurn();
    const cards = keyed.sort((a, b) => compareSetNumberKeys(a.key, b.key)).map(({ card }) => card);
    await nextTurn();
    // Indexed a slice at a time, with a turn of the event loop between, so other requests go on (ADR 0022).
    const searchable: SearchableCard[] = [];
    for (let start = 0; start < cards.length; start += INDEX_SLICE) {
      if (start) await nextTurn();
      searchable.push(...cards.slice(start, start + INDEX_SLICE).map(toSearchableCard));
    }
    return { cards, searchable };
  });
  private readonly list = new Kept(async () => cacheJsonList((await this.catalogue.get()).cards, (card) => this.presenter.present(card)));
  private readonly options = new Kept(async () => cacheJson(cardFilterOptions((await this.catalogue.get()).cards)));
  private readonly searches = new KeptByKey<CachedResponse>(SEARCHES_KEPT);
  private readonly galleries = new KeptByKey<GalleryGroup[]>(SEARCHES_KEPT);

  constructor(
    private readonly cards: CardRepository,
    private readonly presenter: CardPresenter,
    invalidation: CacheInvalidation,
  ) {
    invalidation.register(['cards'], () => this.clear());
  }

  listCardsResponse(): Promise<CachedResponse> {
    return this.list.get();
  }

  filterOptionsResponse(): Promise<CachedResponse> {
    return this.options.get();
  }

  /** The cards a query matches, in list order (GET /api/cards?q=). A bad query is an InvalidCardQueryError. */
  async listMatchingCards(q: string): Promise<Card[]> {
    const terms = parse(q);
    const { cards, searchable } = await this.catalogue.get();
    return cards.filter((_, index) => matchesCardQuery(searchable[index]!, terms));
  }

  /** The ids a query matches and its terms (GET /api/cards/search), cached per query. */
  async searchResponse(q: string): Promise<CachedResponse> {
    const terms = parse(q);
    return this.searches.get(q, async () => {
      const { searchable } = await this.catalogue.get();
      const ids = searchable.filter((card) => matchesCardQuery(card, terms)).map((card) => card.id);
      return cacheJson({ q, total: ids.length, ids, terms } satisfies CardSearchResult);
    });
  }

  /**
   * A page of the /cards gallery (GET /api/cards/gallery): the tiles of the cards a query matches
   * (all without one), in the chosen order and grouping, with the total and the query as understood.
   * Each order is worked out once per query and cached; a page is a slice of it.
   */
  async galleryResponse({ q, sort, printings, offset, limit }: CardGalleryRequest): Promise<CachedResponse> {
    const terms = q.trim() ? parse(q) : [];
    const { cards, searchable } = await this.catalogue.get();
    const groups = await this.galleries.get(`${sort}|${printings}|${q}`, async () => {
      const matching = terms.length ? cards.filter((_, index) => matchesCardQuery(searchable[index]!, terms)) : cards;
      return galleryGroups(matching, cards, sort, printings);
    });
    // Built per query and page: compressed quickly, its first reader waits for it.
    return cacheJson(
      {
        q,
        total: groups.length,
        cardCount: cards.length,
        offset,
        terms,
        groups: groups
          .slice(offset, offset + limit)
          .map(({ card, printings: all }) => ({ card: this.presenter.present(card), printings: all.map((printing) => this.presenter.present(printing)) })),
      },
      'quick',
    );
  }

  private clear(): void {
    this.catalogue.clear();
    this.list.clear();
    this.options.clear();
    this.searches.clear();
    this.galleries.clear();
  }
}

function parse(q: string): QueryTerm[] {
  const parsed = parseCardQuery(q);
  if (!parsed.ok) throw new InvalidCardQueryError(parsed.problem);
  return parsed.terms;
}
