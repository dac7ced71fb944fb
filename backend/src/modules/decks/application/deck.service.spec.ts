import type { Card } from '../../cards/domain/card.js';
import { AN_ADMIN, aDeckInput, aPlayer, deckServices, fiftyRedCards, type DeckServices } from '../../../../test/support/deck-services.js';
import { PLAYER_DECK_LIMITS } from '../domain/deck-access.js';

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
      const created = await kit.service.create(AN_ADMIN, aDeckInput({ name: '  Straw Hat Rush  ', author: ' Nami ', leaderId: zoro.id, cards: tenCards() }));
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
        AN_ADMIN,
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
      const saving = kit.service.create(
        AN_ADMIN,
        aDeckInput({ name: ' ', author: '', leaderId: null, cards: [{ cardId: byCode['OP01-101'].id, quantity: 4 }] }),
      );
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
      await expect(kit.service.create(AN_ADMIN, aDeckInput({ leaderId: zoro.id, cards: five }))).rejects.toMatchObject({
        code: 'validation_failed',
        details: [{ field: 'cards', code: 'quantityRange' }],
      });
      const zero = [...tenCards(), { cardId: byCode['OP01-104'].id, quantity: 0 }];
      await expect(kit.service.create(AN_ADMIN, aDeckInput({ leaderId: zoro.id, cards: zero }))).rejects.toMatchObject({
        details: [{ field: 'cards', code: 'quantityRange' }],
      });
      const twice = [...tenCards(), { cardId: byCode['OP01-101'].id, quantity: 1 }];
      await expect(kit.service.create(AN_ADMIN, aDeckInput({ leaderId: zoro.id, cards: twice }))).rejects.toMatchObject({
        details: [{ field: 'cards', code: 'duplicateCard' }],
      });
      const four = [{ cardId: byCode['OP01-101'].id, quantity: 4 }, ...tenCards().slice(1)];
      await expect(kit.service.create(AN_ADMIN, aDeckInput({ leaderId: zoro.id, cards: four }))).resolves.toMatchObject({ leaderCode: 'OP01-001' });
    });

    it('needs a known tier, a priority from 1 to 10 and complete matchups', async () => {
      const input = aDeckInput({
        leaderId: zoro.id,
        cards: tenCards(),
        tier: 'Tier 9' as never,
        priority: 11,
        matchups: [{ deck: 'Blue Doffy', favorable: 'Even', strategy: ' ' }],
      });
      await expect(kit.service.create(AN_ADMIN, input)).rejects.toMatchObject({
        code: 'validation_failed',
        details: [
          { field: 'tier', code: 'invalidTier' },
          { field: 'priority', code: 'invalidPriority' },
          { field: 'matchups', code: 'matchupIncomplete' },
        ],
      });
      await expect(kit.service.create(AN_ADMIN, aDeckInput({ leaderId: zoro.id, cards: tenCards(), priority: 0 }))).rejects.toMatchObject({
        details: [{ field: 'priority', code: 'invalidPriority' }],
      });
      const complete = aDeckInput({
        leaderId: zoro.id,
        cards: tenCards(),
        tier: 'Tier 3',
        priority: 10,
        matchups: [{ deck: 'Blue Doffy', favorable: 'Unfavorable', strategy: 'Mulligan for blockers' }],
      });
      expect(await kit.service.create(AN_ADMIN, complete)).toMatchObject({ tier: 'Tier 3', priority: 10, matchups: complete.matchups });
    });

    it('refuses an unknown format, unknown cards and a leader that is not a Leader card', async () => {
      await expect(kit.service.create(AN_ADMIN, aDeckInput({ format: 'XX99', leaderId: zoro.id, cards: tenCards() }))).rejects.toMatchObject({
        code: 'validation_failed',
        details: [{ field: 'format', code: 'invalidFormat' }],
      });
      await expect(
        kit.service.create(AN_ADMIN, aDeckInput({ leaderId: zoro.id, cards: [...tenCards(), { cardId: 9999, quantity: 1 }] })),
      ).rejects.toMatchObject({
        code: 'unknown_cards',
        details: [{ field: 'cards', code: 'unknown_card', cardId: 9999 }],
      });
      await expect(kit.service.create(AN_ADMIN, aDeckInput({ leaderId: 8888, cards: tenCards() }))).rejects.toMatchObject({
        code: 'unknown_cards',
        details: [{ cardId: 8888 }],
      });
      await expect(kit.service.create(AN_ADMIN, aDeckInput({ leaderId: byCode['OP01-114'].id, cards: tenCards() }))).rejects.toMatchObject({
        code: 'leader_not_a_leader',
      });
      expect(await kit.decks.count()).toBe(0);
    });

    it('saves a deck that is not (yet) legal: 50 cards and colours are legality, not save rules (docs/product.md#deck-construction)', async () => {
      // A blue leader with ten red cards: saved (the builder keeps work in progress), reported as illegal.
      const blueLeader = byCode['OP01-060'];
      const created = await kit.service.create(AN_ADMIN, aDeckInput({ leaderId: blueLeader.id, cards: tenCards() }));
      const legality = await kit.legality.ofDeck(await kit.queries.get(created.id, null));
      expect(legality.legal).toBe(false);
      expect(legality.problems.map((problem) => problem.code)).toEqual(expect.arrayContaining(['deckSize', 'colorOutsideLeader']));
    });

    describe('with an Idempotency-Key', () => {
      it('returns the deck a retry already created instead of creating another', async () => {
        const input = aDeckInput({ leaderId: zoro.id, cards: fiftyRedCards(byCode) });
        const first = await kit.service.create(AN_ADMIN, input, 'key-1');
        const retry = await kit.service.create(AN_ADMIN, input, 'key-1');
        expect(retry.id).toBe(first.id);
        expect(await kit.decks.count()).toBe(1);
        // Another key is another save.
        expect((await kit.service.create(AN_ADMIN, input, 'key-2')).id).not.toBe(first.id);
      });

      it('refuses the same key with another body as a conflict', async () => {
        await kit.service.create(AN_ADMIN, aDeckInput({ leaderId: zoro.id, cards: tenCards() }), 'key-1');
        await expect(kit.service.create(AN_ADMIN, aDeckInput({ name: 'Other', leaderId: zoro.id, cards: tenCards() }), 'key-1')).rejects.toMatchObject({
          code: 'conflict',
        });
        expect(await kit.decks.count()).toBe(1);
      });

      it('creates one deck when two saves with one key run at once', async () => {
        const input = aDeckInput({ leaderId: zoro.id, cards: tenCards() });
        const [a, b] = await Promise.all([kit.service.create(AN_ADMIN, input, 'key-1'), kit.service.create(AN_ADMIN, input, 'key-1')]);
        expect(a.id).toBe(b.id);
        expect(await kit.decks.count()).toBe(1);
      });

      it('creates again once the key’s deck was deleted', async () => {
        const input = aDeckInput({ leaderId: zoro.id, cards: tenCards() });
        const first = await kit.service.create(AN_ADMIN, input, 'key-1');
        await kit.service.delete(AN_ADMIN, first.id);
        const again = await kit.service.create(AN_ADMIN, input, 'key-1');
        expect(again.id).not.toBe(first.id);
        expect(await kit.decks.findById(again.id)).not.toBeNull();
      });
    });
  });

  describe('update', () => {
    it('replaces the deck, validated as on create', async () => {
      const created = await kit.service.create(AN_ADMIN, aDeckInput({ leaderId: zoro.id, cards: tenCards() }));
      const updated = await kit.service.update(
        AN_ADMIN,
        created.id,
        aDeckInput({ name: 'Renamed', leaderId: zoro.id, cards: fiftyRedCards(byCode), isDraft: true }),
      );
      expect(updated).toMatchObject({ id: created.id, name: 'Renamed', isDraft: true });
      expect(updated.cards.reduce((sum, card) => sum + card.quantity, 0)).toBe(50);
      await expect(kit.service.update(AN_ADMIN, created.id, aDeckInput({ leaderId: null, cards: tenCards() }))).rejects.toMatchObject({
        details: [{ field: 'leaderId', code: 'leaderRequired' }],
      });
      expect((await kit.decks.findById(created.id))?.name).toBe('Renamed');
    });

    it('answers not found for an unknown deck', async () => {
      await expect(kit.service.update(AN_ADMIN, 999, aDeckInput({ leaderId: zoro.id, cards: tenCards() }))).rejects.toMatchObject({ code: 'deck_not_found' });
    });
  });

  describe('delete', () => {
    it('removes the deck and tells the other modules, once', async () => {
      const created = await kit.service.create(AN_ADMIN, aDeckInput({ leaderId: zoro.id, cards: tenCards() }));
      await kit.service.delete(AN_ADMIN, created.id);
      expect(await kit.decks.findById(created.id)).toBeNull();
      expect(kit.published).toEqual([{ name: 'content.deleted', contentType: 'deck', contentId: created.id }]);
      await expect(kit.service.delete(AN_ADMIN, created.id)).rejects.toMatchObject({ code: 'deck_not_found' });
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

  describe('decks owned by players (issue 34, ADR 0061)', () => {
    const LUFFY = aPlayer(7);
    const NAMI = aPlayer(8);
    const playerDeck = (overrides = {}) => aDeckInput({ leaderId: zoro.id, cards: tenCards(), ...overrides });

    it('makes an admin’s deck curated and a player’s a private community deck with the curation defaults', async () => {
      const curated = await kit.service.create(AN_ADMIN, playerDeck({ tier: 'Tier 3', priority: 1, isDraft: true }));
      expect(curated).toMatchObject({ ownerId: AN_ADMIN.id, curated: true, visibility: 'public', tier: 'Tier 3', priority: 1, isDraft: true });
      const mine = await kit.service.create(LUFFY, playerDeck({ tier: 'Tier 3', priority: 1, isDraft: true }));
      expect(mine).toMatchObject({ ownerId: 7, curated: false, visibility: 'private', tier: 'Tier 1', priority: 5, isDraft: false, copiedFromId: null });
      expect(await kit.service.create(LUFFY, playerDeck({ visibility: 'public' }))).toMatchObject({ visibility: 'public' });
    });

    it('lets the owner change and delete their deck; another player may not (404 when they cannot read it, 403 when they can)', async () => {
      const deck = await kit.service.create(LUFFY, playerDeck());
      await expect(kit.service.update(NAMI, deck.id, playerDeck({ name: 'Stolen' }))).rejects.toMatchObject({ code: 'deck_not_found' });
      await expect(kit.service.delete(NAMI, deck.id)).rejects.toMatchObject({ code: 'deck_not_found' });
      const shared = await kit.service.update(LUFFY, deck.id, playerDeck({ name: 'Shared', visibility: 'unlisted' }));
      expect(shared).toMatchObject({ name: 'Shared', visibility: 'unlisted', ownerId: 7, curated: false });
      await expect(kit.service.update(NAMI, deck.id, playerDeck())).rejects.toMatchObject({ code: 'not_deck_owner' });
      await expect(kit.service.delete(NAMI, deck.id)).rejects.toMatchObject({ code: 'not_deck_owner' });
      // A save without a visibility keeps the deck's.
      expect(await kit.service.update(LUFFY, deck.id, playerDeck({ name: 'Again' }))).toMatchObject({ visibility: 'unlisted' });
      // An admin may change it; it stays the player's community deck.
      expect(await kit.service.update(AN_ADMIN, deck.id, playerDeck({ name: 'Moderated', tier: 'Tier 2' }))).toMatchObject({
        ownerId: 7,
        curated: false,
        tier: 'Tier 1',
      });
      await kit.service.delete(LUFFY, deck.id);
      expect(await kit.decks.findById(deck.id)).toBeNull();
    });

    it('changes a deck’s visibility alone for its owner and admins, with the access rules of a save; a curated deck stays public', async () => {
      const deck = await kit.service.create(LUFFY, playerDeck({ name: 'Kept', description: '<p>Guide</p>' }));
      await expect(kit.service.changeVisibility(NAMI, deck.id, 'public')).rejects.toMatchObject({ code: 'deck_not_found' });
      await kit.service.changeVisibility(LUFFY, deck.id, 'public');
      const shared = await kit.decks.findById(deck.id);
      expect(shared).toMatchObject({ visibility: 'public', name: 'Kept', description: '<p>Guide</p>', ownerId: 7, curated: false });
      expect(shared!.cards).toEqual(deck.cards);
      await expect(kit.service.changeVisibility(NAMI, deck.id, 'private')).rejects.toMatchObject({ code: 'not_deck_owner' });
      await kit.service.changeVisibility(AN_ADMIN, deck.id, 'unlisted');
      expect(await kit.decks.findById(deck.id)).toMatchObject({ visibility: 'unlisted' });
      const curated = await kit.service.create(AN_ADMIN, playerDeck());
      await kit.service.changeVisibility(AN_ADMIN, curated.id, 'private');
      expect(await kit.decks.findById(curated.id)).toMatchObject({ visibility: 'public', curated: true });
      await expect(kit.service.changeVisibility(LUFFY, curated.id, 'private')).rejects.toMatchObject({ code: 'not_deck_owner' });
      await expect(kit.service.changeVisibility(LUFFY, 9999, 'public')).rejects.toMatchObject({ code: 'deck_not_found' });
    });

    it('refuses a player’s change to a curated deck they can read', async () => {
      const curated = await kit.service.create(AN_ADMIN, playerDeck());
      await expect(kit.service.update(LUFFY, curated.id, playerDeck())).rejects.toMatchObject({ code: 'not_deck_owner' });
      const draft = await kit.service.create(AN_ADMIN, playerDeck({ isDraft: true }));
      await expect(kit.service.delete(LUFFY, draft.id)).rejects.toMatchObject({ code: 'deck_not_found' });
    });

    it('caps a player’s guides (sanitised) at 50,000 characters each; an admin’s are not', async () => {
      const long = `<p>${'a'.repeat(PLAYER_DECK_LIMITS.guideCharacters)}</p>`;
      await expect(kit.service.create(LUFFY, playerDeck({ descriptionEn: long }))).rejects.toMatchObject({
        code: 'validation_failed',
        details: [{ field: 'description_en', code: 'too_long', max: PLAYER_DECK_LIMITS.guideCharacters }],
      });
      await expect(kit.service.create(AN_ADMIN, playerDeck({ descriptionEn: long }))).resolves.toMatchObject({ curated: true });
    });

    it('copies a deck the caller may read into a private deck of theirs that remembers its source', async () => {
      const source = await kit.service.create(AN_ADMIN, playerDeck({ name: 'Meta', tier: 'Tier 2', priority: 2 }));
      const copy = await kit.service.copy(LUFFY, source.id);
      expect(copy).toMatchObject({ name: 'Meta', ownerId: 7, curated: false, visibility: 'private', copiedFromId: source.id, tier: 'Tier 1', priority: 5 });
      expect(copy.cards).toEqual(source.cards);
      // An admin's copy is a curated draft that says it is a copy, in the admin's language (ADR 0075).
      expect(await kit.service.copy(AN_ADMIN, copy.id)).toMatchObject({
        name: 'Meta (copy)',
        curated: true,
        isDraft: true,
        ownerId: AN_ADMIN.id,
        copiedFromId: copy.id,
      });
      expect(await kit.service.copy(AN_ADMIN, source.id, 'it')).toMatchObject({ name: 'Meta (copia)', curated: true, isDraft: true });
      // Another player's private deck cannot be read, so cannot be copied.
      await expect(kit.service.copy(NAMI, copy.id)).rejects.toMatchObject({ code: 'deck_not_found' });
      // The copy outlives its source.
      await kit.service.delete(AN_ADMIN, source.id);
      expect(await kit.decks.findById(copy.id)).toMatchObject({ copiedFromId: null });
    });

    it('refuses a player’s deck past 200 owned (409) and past 30 created in an hour (429 with the seconds to wait), copies included', async () => {
      for (let index = 0; index < PLAYER_DECK_LIMITS.creationsPerHour; index += 1) await kit.service.create(LUFFY, playerDeck());
      const refused = kit.service.copy(LUFFY, (await kit.service.create(NAMI, playerDeck({ visibility: 'public' }))).id);
      await expect(refused).rejects.toMatchObject({ code: 'deck_creation_rate_limited', kind: 'rate_limited' });
      await expect(refused.catch((error: { retryAfterSeconds: number }) => error.retryAfterSeconds)).resolves.toBeGreaterThan(3500);
      // Admins have no limits.
      for (let index = 0; index < PLAYER_DECK_LIMITS.creationsPerHour + 1; index += 1) await kit.service.create(AN_ADMIN, playerDeck());

      const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
      for (const deck of await kit.decks.list({ includeDrafts: true })) if (deck.ownerId === 7) await backdate(deck.id, old);
      for (let index = PLAYER_DECK_LIMITS.creationsPerHour; index < PLAYER_DECK_LIMITS.decks; index += 1) {
        await kit.service.create(LUFFY, playerDeck());
        if ((index + 1) % PLAYER_DECK_LIMITS.creationsPerHour === 0)
          for (const deck of await kit.decks.list({ includeDrafts: true })) if (deck.ownerId === 7) await backdate(deck.id, old);
      }
      await expect(kit.service.create(LUFFY, playerDeck())).rejects.toMatchObject({ code: 'deck_limit_reached', kind: 'conflict' });
    });

    /** The in-memory repository's deck, as if created earlier. */
    async function backdate(id: number, createdAt: Date): Promise<void> {
      const deck = await kit.decks.findById(id);
      (kit.decks as unknown as { decks: Map<number, typeof deck> }).decks.set(id, { ...deck!, createdAt });
    }

    it('deletes a deleted account’s community decks and keeps its curated ones', async () => {
      const admin = aPlayer(7);
      const curated = await kit.service.create({ ...admin, roles: [...admin.roles, 'admin'] }, playerDeck());
      const community = await kit.service.create(admin, playerDeck());
      await kit.service.deleteCommunityDecksOf(7);
      expect(await kit.decks.findById(community.id)).toBeNull();
      expect(await kit.decks.findById(curated.id)).not.toBeNull();
      expect(kit.published).toContainEqual({ name: 'content.deleted', contentType: 'deck', contentId: community.id });
    });
  });
});
