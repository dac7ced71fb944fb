import { PageOutOfRangeError } from '../../../shared/domain/paging.js';
import type { Card } from '../../cards/domain/card.js';
import { AN_ADMIN, aDeckInput, aNewCard, aPlayer, deckServices, type DeckServices } from '../../../../test/support/deck-services.js';
import type { DeckInput } from './deck.service.js';

describe('DeckQueriesService (gallery, leader filter, deck page) with in-memory adapters', () => {
  let kit: DeckServices;
  let byCode: Record<string, Card>;

  beforeEach(async () => {
    kit = deckServices();
    byCode = await kit.addCards();
  });

  const cards = (...codes: string[]) => codes.map((code) => ({ cardId: byCode[code].id, quantity: 4 }));
  const tenCards = () => [...cards('OP01-101', 'OP01-102'), { cardId: byCode['OP01-103'].id, quantity: 2 }];
  const save = (overrides: Partial<DeckInput> = {}) =>
    kit.service.create(AN_ADMIN, aDeckInput({ leaderId: byCode['OP01-001'].id, cards: tenCards(), ...overrides }));

  /** A card re-import that renumbers a card: same code, new id (ADR 0007). */
  const renumber = async (code: string): Promise<Card> => {
    const old = (await kit.cards.findByCode(code))!;
    await kit.cards.deleteById(old.id);
    const { id: _id, createdAt: _createdAt, ...content } = old;
    await kit.cards.upsertMany([content]);
    const renumbered = (await kit.cards.findByCode(code))!;
    expect(renumbered.id).not.toBe(old.id);
    return renumbered;
  };

  describe('get (the deck page)', () => {
    it('reads a published deck with its leader and cards', async () => {
      const deck = await save();
      const page = await kit.queries.get(deck.id, null);
      expect(page.deck).toMatchObject({ id: deck.id, name: 'Straw Hat Rush' });
      expect(page.leader?.code).toBe('OP01-001');
      expect(page.cards.map(({ card, quantity }) => [card.code, quantity])).toEqual([
        ['OP01-101', 4],
        ['OP01-102', 4],
        ['OP01-103', 2],
      ]);
    });

    it('hides drafts from everyone but admins', async () => {
      const draft = await save({ isDraft: true });
      await expect(kit.queries.get(draft.id, null)).rejects.toMatchObject({ code: 'deck_not_found' });
      expect((await kit.queries.get(draft.id, AN_ADMIN)).deck.id).toBe(draft.id);
      await expect(kit.queries.get(999, AN_ADMIN)).rejects.toMatchObject({ code: 'deck_not_found' });
    });

    it('finds a card whose stored id no longer exists by its code, and skips a card that is gone', async () => {
      const deck = await save();
      const leader = await renumber('OP01-001');
      const renumbered = await renumber('OP01-102');
      await kit.cards.deleteById(byCode['OP01-103'].id);

      const page = await kit.queries.get(deck.id, null);
      expect(page.leader).toMatchObject({ id: leader.id, code: 'OP01-001' });
      expect(page.cards.map(({ card, quantity }) => [card.id, card.code, quantity])).toEqual([
        [byCode['OP01-101'].id, 'OP01-101', 4],
        [renumbered.id, 'OP01-102', 4],
      ]);
    });

    it('prefers the card with the stored id when the code now belongs to another', async () => {
      const deck = await save();
      await kit.cards.update(byCode['OP01-101'].id, { code: 'OP01-101X' });
      await kit.cards.upsertMany([aNewCard({ code: 'OP01-101', name: 'Newcomer' })]);
      const page = await kit.queries.get(deck.id, null);
      expect(page.cards[0].card).toMatchObject({ id: byCode['OP01-101'].id, code: 'OP01-101X' });
    });
  });

  describe('page (the gallery)', () => {
    it('gives summaries with the resolved leader and the copies of cards that still exist', async () => {
      const deck = await save();
      await kit.cards.deleteById(byCode['OP01-103'].id);
      const leader = await renumber('OP01-001');
      const { items } = await kit.queries.page({ sort: 'newest', page: 1, pageSize: 9 });
      expect(items).toEqual([
        expect.objectContaining({
          id: deck.id,
          name: 'Straw Hat Rush',
          leaderId: leader.id,
          leader: { id: leader.id, code: 'OP01-001', name: 'Roronoa Zoro', imageUrl: leader.imageUrl, color: 'Red' },
          cardCount: 8,
        }),
      ]);
      expect(items[0]).not.toHaveProperty('leaderCode');
    });

    it('refuses a page past the end, naming the last page (ADR 0067)', async () => {
      for (let index = 0; index < 5; index += 1) await save({ name: `Deck ${index}` });
      const last = await kit.queries.page({ sort: 'name', page: 3, pageSize: 2 });
      expect(last).toMatchObject({ page: 3, pageSize: 2, total: 5 });
      expect(last.items.map((item) => item.name)).toEqual(['Deck 4']);
      await expect(kit.queries.page({ sort: 'name', page: 9, pageSize: 2 })).rejects.toMatchObject({ code: 'page_out_of_range', last: 3 });
    });

    it('shows page 1, empty, when nothing matches; page 2 of nothing does not exist', async () => {
      await save({ tier: 'Tier 1' });
      expect(await kit.queries.page({ tier: 'Tier 3', sort: 'newest', page: 1, pageSize: 9 })).toEqual({ items: [], total: 0, page: 1, pageSize: 9 });
      await expect(kit.queries.page({ tier: 'Tier 3', sort: 'newest', page: 2, pageSize: 9 })).rejects.toBeInstanceOf(PageOutOfRangeError);
    });

    it('leaves drafts out unless asked (the back office)', async () => {
      await save({ name: 'Public' });
      await save({ name: 'Draft', isDraft: true });
      expect((await kit.queries.page({ sort: 'name', page: 1, pageSize: 9 })).items.map((item) => item.name)).toEqual(['Public']);
      expect((await kit.queries.page({ includeDrafts: true, sort: 'name', page: 1, pageSize: 9 })).items.map((item) => item.name)).toEqual(['Draft', 'Public']);
    });

    it('filters by leader card id, matching decks saved before the leader was renumbered', async () => {
      const zoroDeck = await save({ name: 'Zoro' });
      await save({ name: 'Doflamingo', leaderId: byCode['OP01-060'].id });
      const leader = await renumber('OP01-001');
      const after = await save({ name: 'Zoro again', leaderId: leader.id });
      const found = await kit.queries.page({ leader: leader.id, sort: 'oldest', page: 1, pageSize: 9 });
      expect(found.items.map((item) => item.id)).toEqual([zoroDeck.id, after.id]);
      expect((await kit.queries.page({ leader: 4242, sort: 'oldest', page: 1, pageSize: 9 })).total).toBe(0);
    });

    it('filters by tier, format and text', async () => {
      await save({ name: 'Alpha', tier: 'Tier 2' });
      await save({ name: 'Beta', format: 'OP05', author: 'Robin' });
      const names = async (query: object) => (await kit.queries.page({ sort: 'name', page: 1, pageSize: 9, ...query })).items.map((item) => item.name);
      expect(await names({ tier: 'Tier 2' })).toEqual(['Alpha']);
      expect(await names({ format: 'OP05' })).toEqual(['Beta']);
      expect(await names({ text: 'robin' })).toEqual(['Beta']);
    });
  });

  describe('leaderOptions (the leader filter)', () => {
    it('counts published decks per leader, most decks first, then by name', async () => {
      await kit.addCards([aNewCard({ code: 'OP02-099', name: 'Charlotte Katakuri', type: 'LEADER', color: 'Yellow' })]);
      const all = await kit.cards.findAll();
      const id = (code: string) => all.find((card) => card.code === code)!.id;
      await save({ leaderId: id('OP01-001') });
      await save({ leaderId: id('OP01-060') });
      await save({ leaderId: id('OP01-060') });
      await save({ leaderId: id('OP02-099') });
      // Drafts are not counted.
      await save({ leaderId: id('OP01-001'), isDraft: true });
      await save({ leaderId: id('OP02-099'), isDraft: true });
      await save({ leaderId: id('OP02-099'), isDraft: true });

      expect(await kit.queries.leaderOptions()).toEqual([
        { cardId: id('OP01-060'), name: 'Donquixote Doflamingo', code: 'OP01-060', imageUrl: expect.any(String), count: 2 },
        { cardId: id('OP02-099'), name: 'Charlotte Katakuri', code: 'OP02-099', imageUrl: expect.any(String), count: 1 },
        { cardId: id('OP01-001'), name: 'Roronoa Zoro', code: 'OP01-001', imageUrl: expect.any(String), count: 1 },
      ]);
    });

    it('gives a renumbered leader under its new id and drops a leader whose card is gone', async () => {
      await save({ leaderId: byCode['OP01-001'].id });
      await save({ leaderId: byCode['OP01-060'].id });
      const leader = await renumber('OP01-001');
      await kit.cards.deleteById(byCode['OP01-060'].id);
      expect(await kit.queries.leaderOptions()).toEqual([expect.objectContaining({ cardId: leader.id, code: 'OP01-001', count: 1 })]);
    });
  });

  describe('list (GET /api/decks) and favourites', () => {
    it('lists every deck as a summary, newest first, past one read of 500', async () => {
      for (let index = 0; index < 501; index += 1)
        await kit.decks.create({
          ...aDeckInput(),
          format: 'OP10',
          leaderCode: null,
          cards: [],
          name: `Deck ${index}`,
          ownerId: null,
          curated: true,
          visibility: 'public',
          copiedFromId: null,
        });
      await save({ name: 'Draft', isDraft: true });
      const published = await kit.queries.list(false);
      expect(published).toHaveLength(501);
      expect(published[0].name).toBe('Deck 500');
      expect(published.at(-1)?.name).toBe('Deck 0');
      expect(await kit.queries.list(true)).toHaveLength(502);
    });

    it('lists a user’s published favourites, most recently added first', async () => {
      const first = await save({ name: 'First' });
      const second = await save({ name: 'Second' });
      const draft = await save({ name: 'Draft', isDraft: true });
      kit.reads.addFavorite(7, first.id);
      kit.reads.addFavorite(7, draft.id);
      kit.reads.addFavorite(7, second.id);
      const favourites = await kit.queries.favoritesOf(7);
      expect(favourites.map((deck) => deck.name)).toEqual(['Second', 'First']);
      expect(favourites[0]).toMatchObject({ leader: { code: 'OP01-001' }, cardCount: 10 });
    });
  });

  describe('decks owned by players (issue 34, ADR 0061)', () => {
    const LUFFY = aPlayer(7);
    const NAMI = aPlayer(8);
    const playerDeck = (overrides: Partial<DeckInput> = {}) => aDeckInput({ leaderId: byCode['OP01-001'].id, cards: tenCards(), ...overrides });

    beforeEach(() => {
      kit.reads.addPlayer(7, 'Luffy');
      kit.reads.addPlayer(8, 'Nami');
    });

    it('reads a deck for who may read it, with its owner and the source it was copied from when that is readable too', async () => {
      const source = await kit.service.create(NAMI, playerDeck({ name: 'Nami’s', visibility: 'unlisted' }));
      const copy = await kit.service.copy(LUFFY, source.id);
      await expect(kit.queries.get(copy.id, null)).rejects.toMatchObject({ code: 'deck_not_found' });
      await expect(kit.queries.get(copy.id, NAMI)).rejects.toMatchObject({ code: 'deck_not_found' });
      expect(await kit.queries.get(copy.id, LUFFY)).toMatchObject({ ownerUsername: 'Luffy', copiedFrom: { id: source.id, name: 'Nami’s' } });
      // The source made private: the copy no longer names it to its owner.
      await kit.service.update(NAMI, source.id, playerDeck({ name: 'Nami’s', visibility: 'private' }));
      expect(await kit.queries.get(copy.id, LUFFY)).toMatchObject({ copiedFrom: null });
      expect(await kit.queries.get(copy.id, AN_ADMIN)).toMatchObject({ copiedFrom: { id: source.id } });
    });

    it('lists my decks whatever their visibility, and a player’s page with their public decks and the favourites they received', async () => {
      const shown = await kit.service.create(LUFFY, playerDeck({ name: 'Shown', visibility: 'public' }));
      await kit.service.create(LUFFY, playerDeck({ name: 'Secret' }));
      await kit.service.create(NAMI, playerDeck({ name: 'Hers', visibility: 'public' }));
      kit.reads.addFavorite(8, shown.id);
      const mine = await kit.queries.mine(LUFFY, { sort: 'name', page: 1, pageSize: 9 });
      expect(mine.items.map((deck) => [deck.name, deck.visibility])).toEqual([
        ['Secret', 'private'],
        ['Shown', 'public'],
      ]);
      const page = await kit.queries.player('luffy', { sort: 'newest', page: 1, pageSize: 9 });
      expect(page).toMatchObject({ username: 'Luffy', favoritesReceived: 1 });
      expect(page.decks.items.map((deck) => deck.name)).toEqual(['Shown']);
      expect(page.decks.items[0]).toMatchObject({ ownerUsername: 'Luffy', curated: false });
      await expect(kit.queries.player('nobody', { sort: 'newest', page: 1, pageSize: 9 })).rejects.toMatchObject({ code: 'player_not_found' });
    });

    it('keeps the curated gallery and its leader options curated; the community’s are apart', async () => {
      await save({ name: 'Curated' });
      await kit.service.create(LUFFY, playerDeck({ name: 'Community', visibility: 'public' }));
      const page = (source: 'curated' | 'community' | 'all') => kit.queries.page({ source, sort: 'newest', page: 1, pageSize: 9 });
      expect((await page('curated')).items.map((deck) => deck.name)).toEqual(['Curated']);
      expect((await page('community')).items.map((deck) => deck.name)).toEqual(['Community']);
      expect((await page('all')).total).toBe(2);
      expect(await kit.queries.leaderOptions()).toEqual([expect.objectContaining({ code: 'OP01-001', count: 1 })]);
      expect(await kit.queries.leaderOptions('all')).toEqual([expect.objectContaining({ code: 'OP01-001', count: 2 })]);
    });
  });
});
