import { delay, http, HttpResponse } from 'msw';
import type { CardDto, CardGalleryDto, CardQueryNoticeDto, CardQueryTermDto } from '../api/generated';

/**
 * A test's answer to a query: the matching cards' ids (in list order), with the terms as the API
 * reads them when the test cares (else the query's words), or the API's response (an error).
 */
type SearchAnswer = number[] | { ids: number[]; terms: CardQueryTermDto[]; notices?: CardQueryNoticeDto[] } | Response;
export type GallerySearch = (q: string) => SearchAnswer | Promise<SearchAnswer>;

const wordTerms = (q: string): CardQueryTermDto[] =>
  q
    .split(' ')
    .filter(Boolean)
    .map((text) => ({ field: 'text', operator: ':', value: text, negated: false, text }));

/**
 * GET /api/cards/gallery over a test's cards, paged as the API pages them: every card without a
 * query, the ids `search` gives with one (the API's search and its grouping rule have their own tests
 * in the backend; this stand-in groups printings by base code, sorts by name on request, and echoes
 * the query's words as terms). `onRequest` sees each request's parameters; `wait` delays each answer (ms).
 */
export function cardGallery(
  cards: readonly CardDto[],
  { search, onRequest, wait }: { search?: GallerySearch; onRequest?: (params: URLSearchParams) => void; wait?: number } = {},
) {
  return http.get('/api/cards/gallery', async ({ request }) => {
    const params = new URL(request.url).searchParams;
    onRequest?.(params);
    if (wait) await delay(wait);
    const q = params.get('q') ?? '';
    let matching: readonly CardDto[] = cards;
    let terms = wordTerms(q);
    let notices: CardQueryNoticeDto[] = [];
    if (q.trim()) {
      const answer = search ? await search(q) : [];
      if (answer instanceof Response) return answer;
      const ids = new Set(Array.isArray(answer) ? answer : answer.ids);
      if (!Array.isArray(answer)) {
        terms = answer.terms;
        notices = answer.notices ?? [];
      }
      matching = cards.filter((card) => ids.has(card.id));
    }
    const printingsOf = (card: CardDto) => cards.filter((other) => other.baseCode === card.baseCode);
    let shown = matching;
    if (params.get('printings') !== 'all') {
      const byBase = new Map<string, CardDto>();
      for (const card of matching) if (!byBase.has(card.baseCode) || card.printing === 'base') byBase.set(card.baseCode, card);
      shown = [...byBase.values()];
    }
    if (params.get('sort') === 'name') shown = [...shown].sort((a, b) => a.name.localeCompare(b.name));
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? 24);
    const offset = (page - 1) * pageSize;
    return HttpResponse.json({
      q,
      total: shown.length,
      cardCount: cards.length,
      page,
      pageSize,
      terms,
      notices,
      items: shown.slice(offset, offset + pageSize).map((card) => ({ card, printings: printingsOf(card) })),
    } satisfies CardGalleryDto);
  });
}
