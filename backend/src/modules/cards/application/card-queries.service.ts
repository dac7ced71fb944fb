import { Injectable } from '@nestjs/common';
import { nextTurn } from '../../../shared/async/next-turn.js';
import { cacheJson, cacheJsonList, type CachedResponse } from '../../../shared/http/cached-response.js';
import { compareSetNumberKeys, setNumberKey, type Card, type SetNumberKey } from '../domain/card.js';
import { cardFilterOptions } from '../domain/card-filter-options.js';
import { CardRepository } from '../domain/card.repository.js';
import { matchesCardQuery, parseCardQuery, toSearchableCard, type QueryTerm, type SearchableCard } from '../domain/card-search.js';
import { InvalidCardQueryError } from '../domain/cards.errors.js';
import { CardDto } from '../infrastructure/http/dto/card.dto.js';

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

/** Cards indexed for search per turn of the event loop. */
const INDEX_SLICE = 250;

/** Searches kept, by query: enough for a visitor's back and forth, small (ids only). */
const SEARCHES_KEPT = 200;

/** A value built on first use and kept; a failed build is not kept, so the next call tries again. */
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

/**
 * The public card list, its filter options and searches: read by every visitor, changed only by
 * admins. Each is serialised and compressed once and kept until a write invalidates it.
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
  private readonly list = new Kept(async () => cacheJsonList((await this.catalogue.get()).cards, CardDto.from));
  private readonly options = new Kept(async () => cacheJson(cardFilterOptions((await this.catalogue.get()).cards)));
  private readonly searches = new Map<string, Promise<CachedResponse>>();

  constructor(private readonly cards: CardRepository) {}

  listCardsResponse(): Promise<CachedResponse> {
    return this.list.get();
  }

  filterOptionsResponse(): Promise<CachedResponse> {
    return this.options.get();
  }

  /** The cards a query matches, in list order (GET /api/cards?q=). A bad query is an InvalidCardQueryError. */
  async listMatchingCards(q: string): Promise<CardDto[]> {
    const terms = parse(q);
    const { cards, searchable } = await this.catalogue.get();
    return cards.filter((_, index) => matchesCardQuery(searchable[index]!, terms)).map(CardDto.from);
  }

  /** The ids a query matches and its terms (GET /api/cards/search), kept per query. */
  async searchResponse(q: string): Promise<CachedResponse> {
    const terms = parse(q);
    const known = this.searches.get(q);
    if (known) {
      // Most recently used last: the oldest is the first to go.
      this.searches.delete(q);
      this.searches.set(q, known);
      return known;
    }
    const building = this.catalogue.get().then(({ searchable }) => {
      const ids = searchable.filter((card) => matchesCardQuery(card, terms)).map((card) => card.id);
      return cacheJson({ q, total: ids.length, ids, terms } satisfies CardSearchResult);
    });
    this.searches.set(q, building);
    building.catch(() => {
      if (this.searches.get(q) === building) this.searches.delete(q);
    });
    if (this.searches.size > SEARCHES_KEPT) this.searches.delete(this.searches.keys().next().value!);
    return building;
  }

  /** Called after every card write. */
  invalidate(): void {
    this.catalogue.clear();
    this.list.clear();
    this.options.clear();
    this.searches.clear();
  }
}

function parse(q: string): QueryTerm[] {
  const parsed = parseCardQuery(q);
  if (!parsed.ok) throw new InvalidCardQueryError(parsed.problem);
  return parsed.terms;
}
