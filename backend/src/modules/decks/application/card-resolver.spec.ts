import type { Card } from '../../cards/domain/card.js';
import { InMemoryCardRepository } from '../../cards/infrastructure/persistence/in-memory-card.repository.js';
import { aNewCard } from '../../../../test/support/deck-services.js';
import { entryRef, leaderRef, leaderView, refersToCard, resolveStoredCard, resolveStoredCards } from './card-resolver.js';

describe('card-resolver (a deck’s card: by id, else by code)', () => {
  let cards: InMemoryCardRepository;
  let byCode: Record<string, Card>;

  beforeEach(async () => {
    cards = new InMemoryCardRepository();
    await cards.upsertMany([aNewCard({ code: 'OP01-001', type: 'LEADER' }), aNewCard({ code: 'OP01-101' }), aNewCard({ code: 'OP01-102' })]);
    byCode = Object.fromEntries((await cards.findAll()).map((card) => [card.code, card]));
  });

  it('reads the references a deck stores: its leader and its entries', () => {
    expect(leaderRef({ leaderId: 4, leaderCode: 'OP01-001' })).toEqual({ id: 4, code: 'OP01-001' });
    expect(entryRef({ cardId: 5, cardCode: 'OP01-101' })).toEqual({ id: 5, code: 'OP01-101' });
    expect(refersToCard({ id: 4, code: null })).toBe(true);
    expect(refersToCard({ id: null, code: 'OP01-001' })).toBe(true);
    expect(refersToCard({ id: null, code: null })).toBe(false);
    expect(refersToCard({ id: null, code: '' })).toBe(false);
  });

  it('finds a card by its stored id', async () => {
    const resolve = await resolveStoredCards(cards, [{ id: byCode['OP01-101'].id, code: 'OP01-101' }]);
    expect(resolve({ id: byCode['OP01-101'].id, code: 'OP01-101' })?.code).toBe('OP01-101');
    expect(resolve({ id: byCode['OP01-101'].id, code: null })?.code).toBe('OP01-101');
  });

  it('finds a card whose stored id no longer exists by its code', async () => {
    const ref = { id: 9999, code: 'OP01-102' };
    expect((await resolveStoredCard(cards, ref))?.id).toBe(byCode['OP01-102'].id);
  });

  it('prefers the stored id when it names a card, whatever the stored code', async () => {
    const ref = { id: byCode['OP01-101'].id, code: 'OP01-102' };
    expect((await resolveStoredCard(cards, ref))?.code).toBe('OP01-101');
  });

  it('finds nothing for a card that is gone, or a reference to no card', async () => {
    expect(await resolveStoredCard(cards, { id: 9999, code: 'OP09-999' })).toBeNull();
    expect(await resolveStoredCard(cards, { id: null, code: null })).toBeNull();
    expect(await resolveStoredCard(cards, { id: 9999, code: null })).toBeNull();
  });

  it('answers for every reference it was given', async () => {
    const refs = [
      { id: byCode['OP01-001'].id, code: 'OP01-001' },
      { id: 9999, code: 'OP01-101' },
      { id: null, code: 'OP01-102' },
      { id: 8888, code: 'GONE-001' },
    ];
    const resolve = await resolveStoredCards(cards, refs);
    expect(refs.map((ref) => resolve(ref)?.code ?? null)).toEqual(['OP01-001', 'OP01-101', 'OP01-102', null]);
    expect((await resolveStoredCards(cards, []))({ id: byCode['OP01-001'].id, code: null })).toBeNull();
  });

  it('shows a leader as a tile does', () => {
    const leader = byCode['OP01-001'];
    expect(leaderView(leader)).toEqual({ id: leader.id, code: 'OP01-001', name: 'OP01-001', imageUrl: leader.imageUrl, color: 'Red' });
    expect(leaderView(null)).toBeNull();
  });
});
