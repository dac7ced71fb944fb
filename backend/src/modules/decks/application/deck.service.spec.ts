import type { Card } from '../../cards/domain/card.js';
import { aDeckInput, deckServices, fiftyRedCards, type DeckServices } from '../../../../test/support/deck-services.js';

describe('DeckService (saving, changing and removing decks) with in-memory adapters', () => {
  let kit: DeckServices;
  let byCode: Record<string, Card>;
  let zoro: Card;

  beforeEach(async () => {
    kit = deckServices();
    byCode = await kit.addCards();
    zoro = byCode['OP01-001'];
  });

  const tenCards = () => [
    { cardId: byCode['OP01-101'].id, quantity: 4 },
    { cardId: byCode['OP01-102'].id, quantity: 4 },
    { cardId: byCode['OP01-103'].id, quantity: 2 },
  ];

  describe('create', () => {
    it('stores a valid deck with each card’s code beside its id, in the current format when none is given', async () => {
      const created = await kit.service.create(aDeckInput({ name: '  Straw Hat Rush  ', author: ' Nami ', leaderId: zoro.id, cards: tenCards() }));
      expect(created).toMatchObject({
        name: 'Straw Hat Rush',
        author: 'Nami',
        format: 'OP10',
        leaderId: zoro.id,
        leaderCode: 'OP01-001',
        cards: [
          { cardId: byCode['OP01-101'].id, cardCode: 'OP01-101', quantity: 4 },
          { cardId: byCode['OP01-102'].id, cardCode: 'OP01-102', quantity: 4 },
          { cardId: byCode['OP01-103'].id, cardCode: 'OP01-103', quantity: 2 },
        ],
      });
      expect(await kit.decks.findById(created.id)).toEqual(created);
    });

    it('keeps a known format (any case) and sanitises both guides', async () => {
      const created = await kit.service.create(
        aDeckInput({
          format: 'op05',
          leaderId: zoro.id,
          cards: tenCards(),
          description: '<p onclick="steal()">Guida<script>alert(1)</script></p>',
          descriptionEn: '<p>Guide<img src=x onerror="alert(1)"></p>',
        }),
      );
      expect(created.format).toBe('OP05');
      expect(created.description).toBe('<p>Guida</p>');
      expect(created.descriptionEn).not.toMatch(/onerror|script/);
    });

    it('reports every broken save rule at once and stores nothing', async () => {
      const saving = kit.service.create(aDeckInput({ name: ' ', author: '', leaderId: null, cards: [{ cardId: byCode['OP01-101'].id, quantity: 4 }] }));
      await expect(saving).rejects.toMatchObject({
        code: 'validation_failed',
        details: [
          { field: 'name', code: 'deckNameRequired' },
          { field: 'author', code: 'authorRequired' },
          { field: 'leaderId', code: 'leaderRequired' },
          { field: 'cards', code: 'minimumCards' },
        ],
      });
      expect(await kit.decks.count()).toBe(0);
    });

    it('allows 1 to 4 copies of a card, each card listed once', async () => {
      const five = [{ cardId: byCode['OP01-101'].id, quantity: 5 }, ...tenCards().slice(1)];
      await expect(kit.service.create(aDeckInput({ leaderId: zoro.id, cards: five }))).rejects.toMatchObject({
        code: 'validation_failed',
        details: [{ field: 'cards', code: 'quantityRange' }],
      });
      const zero = [...tenCards(), { cardId: byCode['OP01-104'].id, quantity: 0 }];
      await expect(kit.service.create(aDeckInput({ leaderId: zoro.id, cards: zero }))).rejects.toMatchObject({
        details: [{ field: 'cards', code: 'quantityRange' }],
      });
      const twice = [...tenCards(), { cardId: byCode['OP01-101'].id, quantity: 1 }];
      await expect(kit.service.create(aDeckInput({ leaderId: zoro.id, cards: twice }))).rejects.toMatchObject({
        details: [{ field: 'cards', code: 'duplicateCard' }],
      });
      const four = [{ cardId: byCode['OP01-101'].id, quantity: 4 }, ...tenCards().slice(1)];
      await expect(kit.service.create(aDeckInput({ leaderId: zoro.id, cards: four }))).resolves.toMatchObject({ leaderCode: 'OP01-001' });
    });

    it('needs a known tier, a priority from 1 to 10 and complete matchups', async () => {
      const input = aDeckInput({
        leaderId: zoro.id,
        cards: tenCards(),
        tier: 'Tier 9' as never,
        priority: 11,
        matchups: [{ deck: 'Blue Doffy', favorable: 'Even', strategy: ' ' }],
      });
      await expect(kit.service.create(input)).rejects.toMatchObject({
        code: 'validation_failed',
        details: [
          { field: 'tier', code: 'invalidTier' },
          { field: 'priority', code: 'invalidPriority' },
          { field: 'matchups', code: 'matchupIncomplete' },
        ],
      });
      await expect(kit.service.create(aDeckInput({ leaderId: zoro.id, cards: tenCards(), priority: 0 }))).rejects.toMatchObject({
        details: [{ field: 'priority', code: 'invalidPriority' }],
      });
      const complete = aDeckInput({
        leaderId: zoro.id,
        cards: tenCards(),
        tier: 'Tier 3',
        priority: 10,
        matchups: [{ deck: 'Blue Doffy', favorable: 'Unfavorable', strategy: 'Mulligan for blockers' }],
      });
      expect(await kit.service.create(complete)).toMatchObject({ tier: 'Tier 3', priority: 10, matchups: complete.matchups });
    });

    it('refuses an unknown format, unknown cards and a leader that is not a Leader card', async () => {
      await expect(kit.service.create(aDeckInput({ format: 'XX99', leaderId: zoro.id, cards: tenCards() }))).rejects.toMatchObject({
        code: 'validation_failed',
        details: [{ field: 'format', code: 'invalidFormat' }],
      });
      await expect(kit.service.create(aDeckInput({ leaderId: zoro.id, cards: [...tenCards(), { cardId: 9999, quantity: 1 }] }))).rejects.toMatchObject({
        code: 'unknown_cards',
        details: [{ field: 'cards', code: 'unknown_card', cardId: 9999 }],
      });
      await expect(kit.service.create(aDeckInput({ leaderId: 8888, cards: tenCards() }))).rejects.toMatchObject({
        code: 'unknown_cards',
        details: [{ cardId: 8888 }],
      });
      await expect(kit.service.create(aDeckInput({ leaderId: byCode['OP01-114'].id, cards: tenCards() }))).rejects.toMatchObject({
        code: 'leader_not_a_leader',
      });
      expect(await kit.decks.count()).toBe(0);
    });

    it('saves a deck that is not (yet) legal: 50 cards and colours are legality, not save rules (docs/product.md#deck-construction)', async () => {
      // A blue leader with ten red cards: saved (the builder keeps work in progress), reported as illegal.
      const blueLeader = byCode['OP01-060'];
      const created = await kit.service.create(aDeckInput({ leaderId: blueLeader.id, cards: tenCards() }));
      const legality = await kit.legality.ofDeck(await kit.queries.get(created.id, false));
      expect(legality.legal).toBe(false);
      expect(legality.problems.map((problem) => problem.code)).toEqual(expect.arrayContaining(['deckSize', 'colorOutsideLeader']));
    });

    describe('with an Idempotency-Key', () => {
      it('returns the deck a retry already created instead of creating another', async () => {
        const input = aDeckInput({ leaderId: zoro.id, cards: fiftyRedCards(byCode) });
        const first = await kit.service.create(input, 'key-1');
        const retry = await kit.service.create(input, 'key-1');
        expect(retry.id).toBe(first.id);
        expect(await kit.decks.count()).toBe(1);
        // Another key is another save.
        expect((await kit.service.create(input, 'key-2')).id).not.toBe(first.id);
      });

      it('refuses the same key with another body as a conflict', async () => {
        await kit.service.create(aDeckInput({ leaderId: zoro.id, cards: tenCards() }), 'key-1');
        await expect(kit.service.create(aDeckInput({ name: 'Other', leaderId: zoro.id, cards: tenCards() }), 'key-1')).rejects.toMatchObject({
          code: 'conflict',
        });
        expect(await kit.decks.count()).toBe(1);
      });

      it('creates one deck when two saves with one key run at once', async () => {
        const input = aDeckInput({ leaderId: zoro.id, cards: tenCards() });
        const [a, b] = await Promise.all([kit.service.create(input, 'key-1'), kit.service.create(input, 'key-1')]);
        expect(a.id).toBe(b.id);
        expect(await kit.decks.count()).toBe(1);
      });

      it('creates again once the key’s deck was deleted', async () => {
        const input = aDeckInput({ leaderId: zoro.id, cards: tenCards() });
        const first = await kit.service.create(input, 'key-1');
        await kit.service.delete(first.id);
        const again = await kit.service.create(input, 'key-1');
        expect(again.id).not.toBe(first.id);
        expect(await kit.decks.findById(again.id)).not.toBeNull();
      });
    });
  });

  describe('update', () => {
    it('replaces the deck, validated as on create', async () => {
      const created = await kit.service.create(aDeckInput({ leaderId: zoro.id, cards: tenCards() }));
      const updated = await kit.service.update(created.id, aDeckInput({ name: 'Renamed', leaderId: zoro.id, cards: fiftyRedCards(byCode), isDraft: true }));
      expect(updated).toMatchObject({ id: created.id, name: 'Renamed', isDraft: true });
      expect(updated.cards.reduce((sum, card) => sum + card.quantity, 0)).toBe(50);
      await expect(kit.service.update(created.id, aDeckInput({ leaderId: null, cards: tenCards() }))).rejects.toMatchObject({
        details: [{ field: 'leaderId', code: 'leaderRequired' }],
      });
      expect((await kit.decks.findById(created.id))?.name).toBe('Renamed');
    });

    it('answers not found for an unknown deck', async () => {
      await expect(kit.service.update(999, aDeckInput({ leaderId: zoro.id, cards: tenCards() }))).rejects.toMatchObject({ code: 'deck_not_found' });
    });
  });

  describe('delete', () => {
    it('removes the deck and tells the other modules, once', async () => {
      const created = await kit.service.create(aDeckInput({ leaderId: zoro.id, cards: tenCards() }));
      await kit.service.delete(created.id);
      expect(await kit.decks.findById(created.id)).toBeNull();
      expect(kit.published).toEqual([{ name: 'content.deleted', contentType: 'deck', contentId: created.id }]);
      await expect(kit.service.delete(created.id)).rejects.toMatchObject({ code: 'deck_not_found' });
      expect(kit.published).toHaveLength(1);
    });
  });

  describe('parseList', () => {
    it('refuses an empty list', async () => {
      await expect(kit.service.parseList('  \n ')).rejects.toMatchObject({ code: 'empty_deck_list' });
    });

    it('reads a pasted list against the card database: the leader by its type, codes in any case, unknown codes missing', async () => {
      const parsed = await kit.service.parseList('4xop01-101\n1xOP01-001\n2 OP01-102\n3xOP09-999');
      expect(parsed.leader?.code).toBe('OP01-001');
      expect(parsed.cards.map(({ card, quantity }) => [card.code, quantity])).toEqual([
        ['OP01-101', 4],
        ['OP01-102', 2],
      ]);
      expect(parsed.missing).toEqual(['3xOP09-999']);
    });
  });
});
