import { Injectable } from '@nestjs/common';
import { nextTurn } from '../../../shared/async/next-turn.js';
import { ReadCache } from '../../../shared/cache/read-cache.js';
import { compareSetNumberKeys, setNumberKey, type Card, type SetNumberKey } from '../domain/card.js';
import { cardFilterOptions, type CardFilterOptions } from '../domain/card-filter-options.js';
import { galleryGroups, type GalleryGroup, type GalleryPrintings, type GallerySort } from '../domain/card-gallery.js';
import { CardRepository, type CardTableFilter, type CardTableSortField } from '../domain/card.repository.js';
import { checkPage, slicePage, type Page, type PageRequest } from '../../../shared/domain/paging.js';
import type { SortOrder } from '../../../shared/domain/sort-order.js';
import {
  fieldsInData,
  matchesCardQuery,
  parseCardQuery,
  queryNotices,
  toSearchableCard,
  type OptionalQueryField,
  type QueryExpression,
  type QueryNotice,
  type QueryTerm,
  type SearchableCard,
} from '../domain/card-search.js';
import { InvalidCardQueryError } from '../domain/cards.errors.js';

/** The answer to a search: matching ids in list order (set number) and the query as understood. */
export interface CardSearchResult {
  q: string;
  total: number;
  ids: number[];
  terms: QueryTerm[];
  notices: QueryNotice[];
}

/** The cards a query matches, and what to read them with. */
export interface MatchingCards {
  cards: Card[];
  notices: QueryNotice[];
}

interface Catalogue {
  /** Ordered by set number, as every list answers them. */
  cards: Card[];
  searchable: SearchableCard[];
  /** The optional fields at least one card carries (a query on another says so). */
  fields: Set<OptionalQueryField>;
}

/** A page of the /cards gallery: its tiles, the total and the query as understood. */
export interface CardGalleryPage extends Page<GalleryGroup> {
  q: string;
  /** Cards in the whole list. */
  cardCount: number;
  terms: QueryTerm[];
  notices: QueryNotice[];
}

/** A page of the /cards gallery (GET /api/cards/gallery). */
export interface CardGalleryRequest {
  q: string;
  sort: GallerySort;
  printings: GalleryPrintings;
  page: number;
  pageSize: number;
}

/** Cards indexed for search per turn of the event loop. */
const INDEX_SLICE = 250;

/** What the sorted, indexed card list costs in the cache, roughly, per card (the card and its search index). */
const CATALOGUE_BYTES_PER_CARD = 2048;

/**
 * The public card list, its filter options, searches and gallery pages: read by every visitor,
 * changed only by admins. The cards sorted by set number and indexed for search, and each gallery
 * order, are built once and kept in the ReadCache (tag 'cards') until a card write, here or on
 * another instance (ADR 0049, 0059); the answers themselves are cached at the HTTP edge.
 */
@Injectable()
export class CardQueriesService {
  constructor(
    private readonly cards: CardRepository,
    private readonly cache: ReadCache,
  ) {}

  /** Every card, ordered by set number (GET /api/cards). */
  async list(): Promise<Card[]> {
    return (await this.catalogue()).cards;
  }

  /** A page of the back office's table, read in SQL (ADR 0074); past the last page, PageOutOfRangeError. */
  async table(filter: CardTableFilter, order: SortOrder<CardTableSortField>, page: PageRequest): Promise<Page<Card>> {
    const result = await this.cards.page(filter, order, page);
    checkPage(page, result.total);
    return result;
  }

  async filterOptions(): Promise<CardFilterOptions> {
    return cardFilterOptions((await this.catalogue()).cards);
  }

  /** The cards a query matches, in list order (GET /api/cards?q=), and its notices. A bad query is an InvalidCardQueryError. */
  async listMatchingCards(q: string): Promise<MatchingCards> {
    const { expression } = parse(q);
    const { cards, searchable, fields } = await this.catalogue();
    return { cards: cards.filter((_, index) => matchesCardQuery(searchable[index]!, expression)), notices: queryNotices(expression, fields) };
  }

  /** The ids a query matches, its terms and notices (GET /api/cards/search). */
  async search(q: string): Promise<CardSearchResult> {
    const { expression, terms } = parse(q);
    const { searchable, fields } = await this.catalogue();
    const ids = searchable.filter((card) => matchesCardQuery(card, expression)).map((card) => card.id);
    return { q, total: ids.length, ids, terms, notices: queryNotices(expression, fields) };
  }

  /**
   * A page of the /cards gallery (GET /api/cards/gallery): the tiles of the cards a query matches
   * (all without one), in the chosen order and grouping, with the total and the query as understood.
   * Each order is worked out once per query and cached; a page is a slice of it (past the last page, PageOutOfRangeError).
   */
  async gallery({ q, sort, printings, page, pageSize }: CardGalleryRequest): Promise<CardGalleryPage> {
    const { expression, terms } = q.trim() ? parse(q) : { expression: null, terms: [] };
    const { cards, searchable, fields } = await this.catalogue();
    const groups = await this.cache.getOrBuild(
      `cards:gallery:${sort}|${printings}|${q}`,
      ['cards'],
      async () => {
        const matching = expression ? cards.filter((_, index) => matchesCardQuery(searchable[index]!, expression)) : cards;
        return galleryGroups(matching, cards, sort, printings);
      },
      // References to the catalogue's cards: a few words per tile.
      (built) => built.length * 64,
    );
    // Past the last page: PageOutOfRangeError (ADR 0067).
    return { q, cardCount: cards.length, terms, notices: queryNotices(expression, fields), ...slicePage(groups, { page, pageSize }) };
  }

  private catalogue(): Promise<Catalogue> {
    return this.cache.getOrBuild(
      'cards:catalogue',
      ['cards'],
      () => this.buildCatalogue(),
      (built) => built.cards.length * CATALOGUE_BYTES_PER_CARD,
    );
  }

  private async buildCatalogue(): Promise<Catalogue> {
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
    // Indexed a slice at a time, with a turn of the event loop between, so other requests go on.
    const searchable: SearchableCard[] = [];
    for (let start = 0; start < cards.length; start += INDEX_SLICE) {
      if (start) await nextTurn();
      searchable.push(...cards.slice(start, start + INDEX_SLICE).map(toSearchableCard));
    }
    return { cards, searchable, fields: fieldsInData(searchable) };
  }
}

function parse(q: string): { expression: QueryExpression | null; terms: QueryTerm[] } {
  const parsed = parseCardQuery(q);
  if (!parsed.ok) throw new InvalidCardQueryError(parsed.problem);
  return parsed;
}
