import type { Card } from '../../cards/domain/card.js';
import { AN_ADMIN, aDeckInput, aNewCard, CATALOGUE, deckServices, fiftyRedCards, type DeckServices } from '../../../../test/support/deck-services.js';

describe('DeckLegalityService with in-memory adapters', () => {
  let kit: DeckServices;
  let byCode: Record<string, Card>;
  let zoro: number;

  beforeEach(async () => {
    kit = deckServices();
    byCode = await kit.addCards([
      ...CATALOGUE,
      aNewCard({ code: 'OP01-101_p1', name: 'Red 101 (parallel)' }),
      aNewCard({ code: 'OP01-201', name: 'Blue one', color: 'Blue' }),
      aNewCard({ code: 'OP01-202', name: 'Red and blue', color: 'Red/Blue' }),
      aNewCard({ code: 'OP01-203', name: 'A DON!!', type: 'DON', color: null }),
      aNewCard({ code: 'OP02-001', name: 'Banned one' }),
      aNewCard({ code: 'OP02-002', name: 'Limited one' }),
      aNewCard({ code: 'OP05-001', name: 'From a later set' }),
    ]);
    zoro = byCode['OP01-001'].id;
  });

  /** 48 red characters (OP01-101 to OP01-112, four each) and two copies of `code`. */
  const fortyEightAnd = (code: string, quantity = 2) => [...fiftyRedCards(byCode).slice(0, 12), { cardId: byCode[code].id, quantity }];
  const codes = (legality: { problems: Array<{ code: string }> }) => legality.problems.map((problem) => problem.code);

  describe('ofDraft (the builder)', () => {
    it('finds a leader and 50 cards of its colour, from legal sets, legal in the current format', async () => {
      expect(await kit.legality.ofDraft({ leaderId: zoro, cards: fiftyRedCards(byCode) })).toEqual({ legal: true, format: 'OP10', problems: [] });
    });

    it('needs exactly 50 cards besides the leader', async () => {
      expect((await kit.legality.ofDraft({ leaderId: zoro, cards: fortyEightAnd('OP01-113', 1) })).problems).toEqual([
        { code: 'deckSize', count: 49, limit: 50 },
      ]);
      expect((await kit.legality.ofDraft({ leaderId: zoro, cards: fortyEightAnd('OP01-113', 3) })).problems).toEqual([
        { code: 'deckSize', count: 51, limit: 50 },
      ]);
    });

    it('needs a leader that is a Leader card', async () => {
      expect(codes(await kit.legality.ofDraft({ leaderId: null, cards: fiftyRedCards(byCode) }))).toEqual(['noLeader']);
      expect((await kit.legality.ofDraft({ leaderId: byCode['OP01-114'].id, cards: fiftyRedCards(byCode) })).problems).toEqual([
        { code: 'notALeader', cardCode: 'OP01-114' },
      ]);
    });

    it('allows at most 4 copies of a card, its printings counted together', async () => {
      const legality = await kit.legality.ofDraft({
        leaderId: zoro,
        cards: [...fiftyRedCards(byCode).slice(1, 12), { cardId: byCode['OP01-101'].id, quantity: 4 }, { cardId: byCode['OP01-101_p1'].id, quantity: 2 }],
      });
      expect(legality.problems).toEqual([{ code: 'tooManyCopies', cardCode: 'OP01-101', count: 6, limit: 4 }]);
    });

    it('needs every card to share a colour with the leader, and to be a Character, Event or Stage', async () => {
      expect((await kit.legality.ofDraft({ leaderId: zoro, cards: fortyEightAnd('OP01-201') })).problems).toEqual([
        { code: 'colorOutsideLeader', cardCode: 'OP01-201', value: 'Blue' },
      ]);
      expect((await kit.legality.ofDraft({ leaderId: zoro, cards: fortyEightAnd('OP01-202') })).legal).toBe(true);
      expect(codes(await kit.legality.ofDraft({ leaderId: zoro, cards: fortyEightAnd('OP01-203') }))).toEqual(['notADeckCard']);
    });

    it('judges a deck by the format it names: legal sets and ban list differ per format', async () => {
      const cards = fiftyRedCards(byCode);
      expect((await kit.legality.ofDraft({ leaderId: zoro, cards, format: 'OP10' })).legal).toBe(true);
      const inOp05 = await kit.legality.ofDraft({ leaderId: zoro, cards, format: 'OP05' });
      expect(inOp05.format).toBe('OP05');
      expect(inOp05.problems).toContainEqual({ code: 'setNotLegal', cardCode: 'OP01-001', value: 'OP01' });
      expect(inOp05.problems).toContainEqual({ code: 'setNotLegal', cardCode: 'OP01-101', value: 'OP01' });
      expect(inOp05.problems.filter((problem) => problem.code === 'setNotLegal')).toHaveLength(14);
      expect((await kit.legality.ofDraft({ leaderId: zoro, cards: fortyEightAnd('OP05-001') })).problems).toEqual([
        { code: 'setNotLegal', cardCode: 'OP05-001', value: 'OP05' },
      ]);
    });

    it('applies the format’s ban list: banned cards, and restricted ones beyond their limit', async () => {
      expect((await kit.legality.ofDraft({ leaderId: zoro, cards: fortyEightAnd('OP02-001') })).problems).toEqual([{ code: 'banned', cardCode: 'OP02-001' }]);
      expect((await kit.legality.ofDraft({ leaderId: zoro, cards: fortyEightAnd('OP02-002') })).problems).toEqual([
        { code: 'restricted', cardCode: 'OP02-002', count: 2, limit: 1 },
      ]);
      const oneLimited = [...fortyEightAnd('OP02-002', 1), { cardId: byCode['OP01-113'].id, quantity: 1 }];
      expect((await kit.legality.ofDraft({ leaderId: zoro, cards: oneLimited })).legal).toBe(true);
    });

    it('reports cards the database does not have and a format that does not exist', async () => {
      const legality = await kit.legality.ofDraft({
        leaderId: zoro,
        format: 'XX01',
        cards: [...fiftyRedCards(byCode).slice(0, 12), { cardId: 9999, quantity: 2 }],
      });
      expect(legality).toMatchObject({ legal: false, format: 'XX01' });
      expect(legality.problems).toEqual(
        expect.arrayContaining([
          { code: 'deckSize', count: 48, limit: 50 },
          { code: 'unknownCards', count: 2 },
          { code: 'unknownFormat', value: 'XX01' },
        ]),
      );
    });
  });

  describe('ofDeck (a stored deck)', () => {
    it('judges the deck in its own format, counting cards that no longer exist as unknown', async () => {
      const deck = await kit.service.create(AN_ADMIN, aDeckInput({ leaderId: zoro, cards: fiftyRedCards(byCode), format: 'OP10' }));
      expect(await kit.legality.ofDeck(await kit.queries.get(deck.id, null))).toEqual({ legal: true, format: 'OP10', problems: [] });

      await kit.cards.deleteById(byCode['OP01-113'].id);
      const legality = await kit.legality.ofDeck(await kit.queries.get(deck.id, null));
      expect(legality.problems).toEqual(
        expect.arrayContaining([
          { code: 'deckSize', count: 48, limit: 50 },
          { code: 'unknownCards', count: 2 },
        ]),
      );

      const other = await kit.service.create(AN_ADMIN, aDeckInput({ leaderId: zoro, cards: fiftyRedCards(byCode).slice(0, 12), format: 'OP05' }));
      const inOp05 = await kit.legality.ofDeck(await kit.queries.get(other.id, null));
      expect(inOp05.format).toBe('OP05');
      expect(codes(inOp05)).toContain('setNotLegal');
    });
  });
});
