import { http, HttpResponse } from 'msw';
import type { RankedTierListEntryDto, TierListDto, TierListFormatDto } from '../api/generated';
import { KID, LUFFY } from './decks';
import { server } from './server';

type Tier = RankedTierListEntryDto['tier'];
const leaderOf = (card: typeof LUFFY) => ({ id: card.id, code: card.code, name: card.name, imageUrl: card.imageUrl, color: card.color });
export const LUFFY_LEADER = leaderOf(LUFFY);
export const KID_LEADER = leaderOf(KID);

let nextEntryId = 500;

/** One ranked entry as GET /api/tierlist returns it. */
export function anEntry(deckId: number, name: string, overrides: Partial<RankedTierListEntryDto> = {}): RankedTierListEntryDto {
  const format = overrides.format ?? 'OP10';
  return {
    id: nextEntryId++,
    deck_id: deckId,
    format,
    tier: 'Tier 1',
    position: 1,
    notes: '',
    last_updated: '2025-05-01T10:00:00.000Z',
    ...overrides,
    deck: { id: deckId, name, author: 'Nami', format, leader: LUFFY_LEADER, ...overrides.deck },
  };
}

/** A format's tier list from deck names per tier (positions 1..n; ids from `ids` or generated). */
export function aFormat(code: string, lanes: Partial<Record<Tier, string[]>>, options: { isCurrent?: boolean; firstDeckId?: number } = {}): TierListFormatDto {
  let deckId = options.firstDeckId ?? 1;
  return {
    code,
    name: code,
    isCurrent: options.isCurrent ?? false,
    tiers: (['Tier 1', 'Tier 2', 'Tier 3'] as const).map((tier) => ({
      tier,
      entries: (lanes[tier] ?? []).map((name, index) => anEntry(deckId++, name, { tier, position: index + 1, format: code })),
    })),
  };
}

/** GET /api/tierlist answers this from now on. */
export function mockTierList(list: TierListDto) {
  server.use(http.get('/api/tierlist', () => HttpResponse.json(list)));
}
