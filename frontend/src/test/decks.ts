import { http, HttpResponse } from 'msw';
import type { CardDto, DeckDetailDto, DeckSummaryDto, LeaderOptionDto } from '../api/generated';
import { aCard } from './fixtures';
import { emptyStatistics } from './deck-statistics';
import { server } from './server';

/** A leader card of the test catalogue. */
export const LUFFY = aCard({ id: 1, code: 'ST01-001', name: 'Monkey.D.Luffy', type: 'LEADER', color: 'Red' });
export const KID = aCard({ id: 18, code: 'ST02-001', name: 'Eustass"Captain"Kid', type: 'LEADER', color: 'Green' });

/**
 * A deck as stored: what the lists answer (DeckSummaryDto) with the guides, video, matchups and
 * card list that only the deck's page (DeckDetailDto) carries. The mocks below answer the lists
 * with its summary.
 */
export type TestDeck = DeckSummaryDto &
  Pick<DeckDetailDto, 'description' | 'description_en' | 'videoUrl' | 'matchups' | 'cards'> & {
    /** Favourites it received (the community's 'most favourited' order). */
    favoriteCount?: number;
  };

/** One deck; override what the test cares about. */
export function aDeck(overrides: Partial<TestDeck> = {}): TestDeck {
  const id = overrides.id ?? 1;
  const leader =
    overrides.leader === undefined ? { id: LUFFY.id, code: LUFFY.code, name: LUFFY.name, imageUrl: LUFFY.imageUrl, color: LUFFY.color } : overrides.leader;
  return {
    id,
    name: `Deck ${id}`,
    author: 'Nami',
    tier: 'Tier 1',
    format: 'OP10',
    leaderId: leader?.id ?? null,
    shortDescription: `Short description of deck ${id}`,
    shortDescription_it: '',
    description: `<p>Guida del mazzo ${id}</p>`,
    description_en: `<p>Guide of deck ${id}</p>`,
    videoUrl: null,
    matchups: [],
    priority: 5,
    isDraft: 0,
    cards: [],
    cardCount: 0,
    owner: null,
    curated: 1,
    visibility: 'public',
    hidden: 0,
    createdAt: new Date(Date.UTC(2025, 0, id, 10)).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 0, id, 10)).toISOString(),
    ...overrides,
    leader,
  };
}

/** A deck page's answer: the deck with its leader and cards in full. */
export function aDeckDetail(overrides: Partial<DeckDetailDto> = {}, resolvedCards: CardDto[] = [LUFFY]): DeckDetailDto {
  const { isDraft, ...rest } = overrides;
  const deck = aDeck({ ...rest, ...(isDraft === undefined ? {} : { isDraft: isDraft === 1 ? 1 : 0 }) });
  return {
    ...deck,
    cardCount: overrides.cardCount ?? deck.cards.reduce((sum, { quantity }) => sum + quantity, 0),
    resolvedCards: overrides.resolvedCards ?? resolvedCards,
    legality: overrides.legality ?? { legal: true, format: deck.format, problems: [] },
    statistics: overrides.statistics ?? emptyStatistics(),
    missingCards: overrides.missingCards ?? 0,
    pageDescription: overrides.pageDescription ?? { it: '', en: '' },
    hidden: overrides.hidden ?? 0,
    copiedFrom: overrides.copiedFrom ?? null,
  };
}

export function aLeaderOption(overrides: Partial<LeaderOptionDto> = {}): LeaderOptionDto {
  return { cardId: LUFFY.id, name: LUFFY.name, code: LUFFY.code, imageUrl: LUFFY.imageUrl, count: 1, ...overrides };
}

/** Every GET /api/decks/page query the app sent since the last mockDecks, as its search parameters. */
export const deckPageQueries: URLSearchParams[] = [];

/** What a list answers of a deck: its summary (no guides, video, matchups or card list). */
export function deckSummary({
  description: _d,
  description_en: _e,
  videoUrl: _v,
  matchups: _m,
  cards: _c,
  favoriteCount: _f,
  ...summary
}: TestDeck): DeckSummaryDto {
  return summary;
}

/**
 * A stand-in for the server's paged query (GET /api/decks/page): published decks (drafts too with
 * includeDrafts=true, as for an admin) filtered, searched (q: name or author contains, case
 * ignored), sorted and paged as the SQL does, so screen tests can click through filters and pages.
 */
export function deckPage(decks: TestDeck[], params: URLSearchParams) {
  const tier = params.get('tier');
  const format = params.get('format');
  const leader = params.get('leader') ? Number(params.get('leader')) : null;
  const q = params.get('q')?.trim().toLowerCase() ?? '';
  const drafts = params.get('includeDrafts') === 'true';
  const sort = params.get('sort') ?? 'newest';
  // The gallery's source (ADR 0061): curated by default; community is the players' public decks.
  const source = params.get('source') ?? 'curated';
  const listed = (deck: TestDeck) =>
    source === 'all' ? true : source === 'community' ? deck.curated === 0 && deck.visibility === 'public' : deck.curated === 1;
  const pageSize = Number(params.get('pageSize') ?? 9);
  const newest = (a: TestDeck, b: TestDeck) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  const order: Record<string, (a: TestDeck, b: TestDeck) => number> = {
    newest,
    oldest: (a, b) => newest(b, a),
    name: (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id,
    priority: (a, b) => a.priority - b.priority || newest(a, b),
    favorites: (a, b) => (b.favoriteCount ?? 0) - (a.favoriteCount ?? 0) || newest(a, b),
  };
  const matching = decks
    .filter(
      (deck) =>
        (drafts || deck.isDraft !== 1) &&
        (drafts || listed(deck)) &&
        (!q || deck.name.toLowerCase().includes(q) || deck.author.toLowerCase().includes(q)) &&
        (!tier || deck.tier === tier) &&
        (!format || deck.format === format) &&
        (leader === null || (deck.leader?.id ?? deck.leaderId) === leader),
    )
    .sort(order[sort] ?? newest);
  const page = Number(params.get('page') ?? 1);
  const items = matching.slice((page - 1) * pageSize, page * pageSize).map(deckSummary);
  return { items, total: matching.length, page, pageSize };
}

/** GET /api/decks/page's answer as the API gives it: a page, or 404 page_out_of_range past the end (ADR 0067). */
export function deckPageAnswer(decks: TestDeck[], params: URLSearchParams) {
  const answer = deckPage(decks, params);
  const lastPage = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  if (answer.page <= lastPage) return HttpResponse.json(answer);
  return HttpResponse.json(
    { statusCode: 404, code: 'page_out_of_range', message: `There is no page ${answer.page}`, details: [{ field: 'page', code: 'too_large', max: lastPage }] },
    { status: 404 },
  );
}

/** The deck list (and leader options, and the formats they use) the API answers from now on. */
export function mockDecks(decks: TestDeck[], leaders: LeaderOptionDto[] = []) {
  deckPageQueries.length = 0;
  const formats = [...new Set(decks.map((deck) => deck.format))].sort().reverse();
  server.use(
    http.get('/api/decks', () => HttpResponse.json(decks.map(deckSummary))),
    http.get('/api/decks/page', ({ request }) => {
      const params = new URL(request.url).searchParams;
      deckPageQueries.push(params);
      return deckPageAnswer(decks, params);
    }),
    http.get('/api/decks/leaders', () => HttpResponse.json(leaders)),
    // The gallery's formats with their counts, as the API groups them (curated or community decks).
    http.get('/api/decks/formats', ({ request }) => {
      const source = new URL(request.url).searchParams.get('source') ?? 'curated';
      const counts = new Map<string, number>();
      for (const deck of deckPage(decks, new URLSearchParams({ source, pageSize: String(decks.length || 1) })).items)
        counts.set(deck.format, (counts.get(deck.format) ?? 0) + 1);
      return HttpResponse.json([...counts].map(([format, count]) => ({ format, count })));
    }),
    http.get('/api/formats', () => HttpResponse.json(formats.map((code, index) => ({ code, name: code, legalSets: [], banList: [], isCurrent: index === 0 })))),
  );
}
