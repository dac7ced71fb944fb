import type { CardRepository } from '../../../cards/domain/card.repository.js';
import { aCard } from '../../../cards/infrastructure/persistence/card.repository.contract.js';
import type { DeckReadModel, DeckSearch } from '../../application/ports/deck-read-model.js';
import type { DeckContent } from '../../domain/deck.js';
import type { DeckRepository } from '../../domain/deck.repository.js';
import { aDeckContent } from './deck.repository.contract.js';

export interface DeckReadModelFixture {
  decks: DeckRepository;
  cards: CardRepository;
  reads: DeckReadModel;
  /** Marks a deck as a user's favourite (the favorites module's table), most recent last. */
  addFavorite(userId: number, deckId: number): Promise<void>;
  /** An account with its username (the users module's table). */
  addPlayer(id: number, username: string): Promise<void>;
  teardown(): Promise<void>;
}

/** One behaviour for every DeckReadModel adapter: run by the in-memory spec and the TypeORM int-spec. */
export function deckReadModelContract(setup: () => Promise<DeckReadModelFixture>): void {
  let fixture: DeckReadModelFixture;
  let decks: DeckRepository;
  let reads: DeckReadModel;

  beforeEach(async () => {
    fixture = await setup();
    ({ decks, reads } = fixture);
  });
  afterEach(async () => fixture.teardown());

  const deck = (overrides: Partial<DeckContent>) => decks.create(aDeckContent(overrides));
  const search = async (query: Partial<DeckSearch>) => {
    const { rows, total } = await reads.search({ sort: 'newest', page: 1, pageSize: 50, ...query });
    return { ids: rows.map((row) => row.id), total };
  };

  it('searches published decks, newest first, with a total; drafts only when asked', async () => {
    const first = await deck({ name: 'First' });
    const draft = await deck({ name: 'Draft', isDraft: true });
    const third = await deck({ name: 'Third' });
    expect(await search({})).toEqual({ ids: [third.id, first.id], total: 2 });
    expect(await search({ includeDrafts: true })).toEqual({ ids: [third.id, draft.id, first.id], total: 3 });
    const { rows } = await reads.search({ sort: 'newest', page: 1, pageSize: 1 });
    expect(rows[0]).toEqual({
      id: third.id,
      name: 'Third',
      author: 'Nami',
      tier: 'Tier 1',
      format: 'OP10',
      leaderId: 1,
      leaderCode: 'OP01-001',
      shortDescription: 'Fast red aggro',
      shortDescriptionIt: 'Aggro rosso veloce',
      priority: 5,
      isDraft: false,
      ownerId: null,
      ownerUsername: null,
      curated: true,
      visibility: 'public',
      hidden: false,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(rows[0]).not.toHaveProperty('cards');
    expect(rows[0]).not.toHaveProperty('description');
  });

  it('filters by tier, format, leader code, stored leader id (decks without a code only) and text', async () => {
    const red = await deck({ name: 'Red Zoro', tier: 'Tier 1', format: 'OP10' });
    const blue = await deck({ name: 'Blue Doffy', author: 'Law', tier: 'Tier 2', format: 'OP09', leaderId: 2, leaderCode: 'OP04-031' });
    const orphan = await deck({ name: 'Orphan 100%', author: 'Some_one', leaderId: 77, leaderCode: null });
    const sameIdWithCode = await deck({ name: 'Coded', leaderId: 77, leaderCode: 'OP02-001' });

    expect((await search({ tier: 'Tier 2' })).ids).toEqual([blue.id]);
    expect((await search({ format: 'OP09' })).ids).toEqual([blue.id]);
    expect((await search({ leaderCode: 'OP01-001' })).ids).toEqual([red.id]);
    expect((await search({ leaderId: 77 })).ids).toEqual([orphan.id]);
    expect((await search({ leaderCode: 'OP02-001' })).ids).toEqual([sameIdWithCode.id]);
    expect((await search({ text: 'DOFFY' })).ids).toEqual([blue.id]);
    expect((await search({ text: 'law' })).ids).toEqual([blue.id]);
    expect((await search({ text: '100%' })).ids).toEqual([orphan.id]);
    expect((await search({ text: '%' })).ids).toEqual([orphan.id]);
    expect((await search({ text: '_' })).ids).toEqual([orphan.id]);
    expect(await search({ tier: 'Tier 3' })).toEqual({ ids: [], total: 0 });
  });

  it('sorts by newest, oldest, name ignoring case, and priority then newest', async () => {
    const banana = await deck({ name: 'banana', priority: 5 });
    const apple = await deck({ name: 'Apple', priority: 1 });
    const cherry = await deck({ name: 'Cherry', priority: 5 });
    expect((await search({ sort: 'newest' })).ids).toEqual([cherry.id, apple.id, banana.id]);
    expect((await search({ sort: 'oldest' })).ids).toEqual([banana.id, apple.id, cherry.id]);
    expect((await search({ sort: 'name' })).ids).toEqual([apple.id, banana.id, cherry.id]);
    expect((await search({ sort: 'priority' })).ids).toEqual([apple.id, cherry.id, banana.id]);
  });

  it('gives one page at a time with the total of every match', async () => {
    const created = [];
    for (let index = 0; index < 5; index += 1) created.push(await deck({ name: `Deck ${index}` }));
    const newest = created.map((row) => row.id).reverse();
    expect(await search({ page: 1, pageSize: 2 })).toEqual({ ids: newest.slice(0, 2), total: 5 });
    expect(await search({ page: 3, pageSize: 2 })).toEqual({ ids: newest.slice(4), total: 5 });
    expect(await search({ page: 4, pageSize: 2 })).toEqual({ ids: [], total: 5 });
  });

  it('reads published decks by id and of a format (by priority, then newest)', async () => {
    const low = await deck({ name: 'Low', priority: 9 });
    const high = await deck({ name: 'High', priority: 1 });
    const draft = await deck({ name: 'Draft', priority: 1, isDraft: true });
    const other = await deck({ name: 'Other', format: 'OP09' });
    const newerLow = await deck({ name: 'Newer low', priority: 9 });

    const byIds = await reads.publishedByIds([low.id, draft.id, other.id, 999999]);
    expect(byIds.map((row) => row.id).sort((a, b) => a - b)).toEqual([low.id, other.id]);
    expect(await reads.publishedByIds([])).toEqual([]);
    expect((await reads.publishedOfFormat('OP10')).map((row) => row.id)).toEqual([high.id, newerLow.id, low.id]);
    expect(await reads.publishedOfFormat('OP01')).toEqual([]);
  });

  it('totals the whole gallery after every write, decks without a leader code and drafts made public included', async () => {
    const zoro = await deck({});
    const draft = await deck({ isDraft: true });
    await deck({ leaderId: 2, leaderCode: 'OP01-002' });
    const orphan = await deck({ leaderId: 77, leaderCode: null });
    expect((await search({})).total).toBe(3);
    expect((await search({ sort: 'name', page: 2, pageSize: 2 })).total).toBe(3);

    await decks.update(draft.id, aDeckContent({ isDraft: false }));
    await decks.update(zoro.id, aDeckContent({ isDraft: true }));
    await decks.delete(orphan.id);
    expect(await search({})).toEqual({ ids: expect.any(Array), total: 2 });
    expect((await search({ includeDrafts: true })).total).toBe(3);
  });

  it('counts published decks per leader code, kept on every write', async () => {
    const counts = async () =>
      (await reads.leaderCounts()).map(({ leaderCode, count }) => ({ leaderCode, count })).sort((a, b) => a.leaderCode!.localeCompare(b.leaderCode!));
    const zoro = await deck({});
    await deck({});
    const draft = await deck({ isDraft: true });
    const law = await deck({ leaderId: 2, leaderCode: 'OP01-002' });
    await deck({ leaderId: null, leaderCode: null });
    expect(await counts()).toEqual([
      { leaderCode: 'OP01-001', count: 2 },
      { leaderCode: 'OP01-002', count: 1 },
    ]);

    await decks.update(draft.id, aDeckContent({ isDraft: false }));
    await decks.update(law.id, aDeckContent({ leaderId: 3, leaderCode: 'OP01-003' }));
    await decks.delete(zoro.id);
    expect(await counts()).toEqual([
      { leaderCode: 'OP01-001', count: 2 },
      { leaderCode: 'OP01-003', count: 1 },
    ]);
  });

  it('lists a user’s published favourites, most recently added first', async () => {
    const first = await deck({ name: 'First' });
    const second = await deck({ name: 'Second' });
    const draft = await deck({ name: 'Draft', isDraft: true });
    await fixture.addFavorite(1, second.id);
    await fixture.addFavorite(1, draft.id);
    await fixture.addFavorite(1, first.id);
    await fixture.addFavorite(2, second.id);
    expect((await reads.favoritesOf(1)).map((row) => row.id)).toEqual([first.id, second.id]);
    expect((await reads.favoritesOf(2)).map((row) => row.id)).toEqual([second.id]);
    expect(await reads.favoritesOf(3)).toEqual([]);
    // A page of them, with the count of them all (ADR 0067).
    expect(await reads.favoritesPage(1, { page: 2, pageSize: 1 })).toEqual({ rows: [expect.objectContaining({ id: second.id })], total: 2 });
    expect(await reads.favoritesPage(1, { page: 3, pageSize: 1 })).toEqual({ rows: [], total: 2 });
    expect(await reads.favoritesPage(3, { page: 1, pageSize: 20 })).toEqual({ rows: [], total: 0 });
  });

  it('counts the copies of cards that still exist, by id, else by code', async () => {
    await fixture.cards.upsertMany([
      aCard({ code: 'OP01-016', name: 'Nami', type: 'CHARACTER' }),
      aCard({ code: 'OP01-025', name: 'Zoro', type: 'CHARACTER' }),
    ]);
    const nami = (await fixture.cards.findByCode('OP01-016'))!;
    const zoro = (await fixture.cards.findByCode('OP01-025'))!;
    const known = await deck({
      cards: [
        { cardId: nami.id, cardCode: 'OP01-016', quantity: 4 },
        // A renumbered card: its stored id names no card, its code still does.
        { cardId: 999, cardCode: 'OP01-025', quantity: 3 },
        // A card that is gone.
        { cardId: 998, cardCode: 'OP09-999', quantity: 2 },
      ],
    });
    const gone = await deck({ cards: [{ cardId: 997, cardCode: 'OP09-998', quantity: 4 }] });
    const byId = await deck({ cards: [{ cardId: zoro.id, cardCode: 'OLD-CODE', quantity: 1 }] });

    const counts = await reads.cardCounts([known.id, gone.id, byId.id]);
    expect(counts.get(known.id)).toBe(7);
    expect(counts.get(gone.id) ?? 0).toBe(0);
    expect(counts.get(byId.id)).toBe(1);
    expect((await reads.cardCounts([])).size).toBe(0);
  });

  it('lists the ids of published decks, oldest first', async () => {
    const first = await deck({});
    await deck({ isDraft: true });
    const third = await deck({});
    expect(await reads.publishedIds()).toEqual([first.id, third.id]);
  });

  describe('decks owned by players (issue 34, ADR 0061)', () => {
    const community = (ownerId: number, visibility: DeckContent['visibility'], overrides: Partial<DeckContent> = {}) =>
      deck({ ownerId, curated: false, visibility, ...overrides });

    it('lists each gallery apart: curated by default, the community’s public decks, or both; never private or unlisted ones', async () => {
      await fixture.addPlayer(7, 'Luffy');
      const curated = await deck({ name: 'Curated' });
      const published = await community(7, 'public', { name: 'Public' });
      await community(7, 'private', { name: 'Private' });
      await community(7, 'unlisted', { name: 'Unlisted' });
      expect(await search({})).toEqual({ ids: [curated.id], total: 1 });
      expect(await search({ source: 'community' })).toEqual({ ids: [published.id], total: 1 });
      expect(await search({ source: 'all' })).toEqual({ ids: [published.id, curated.id], total: 2 });
      const { rows } = await reads.search({ source: 'community', sort: 'newest', page: 1, pageSize: 9 });
      expect(rows[0]).toMatchObject({ ownerId: 7, ownerUsername: 'Luffy', curated: false, visibility: 'public' });
    });

    it('lists one owner’s decks: all of them (my decks), or those in the community gallery (their page)', async () => {
      await fixture.addPlayer(7, 'Luffy');
      await fixture.addPlayer(8, 'Zoro');
      const mine = [await community(7, 'private'), await community(7, 'unlisted'), await community(7, 'public')];
      await community(8, 'public');
      expect((await search({ owner: { id: 7, listedOnly: false } })).ids).toEqual(mine.map((entry) => entry.id).reverse());
      expect((await search({ owner: { id: 7, listedOnly: true } })).ids).toEqual([mine[2].id]);
    });

    it('orders the community by most favourited, then newest', async () => {
      await fixture.addPlayer(7, 'Luffy');
      const a = await community(7, 'public', { name: 'A' });
      const b = await community(7, 'public', { name: 'B' });
      const c = await community(7, 'public', { name: 'C' });
      await fixture.addFavorite(1, a.id);
      await fixture.addFavorite(2, a.id);
      await fixture.addFavorite(1, c.id);
      expect((await search({ source: 'community', sort: 'favorites' })).ids).toEqual([a.id, c.id, b.id]);
    });

    it('counts each gallery’s leaders; a community deck is never in the tier list’s reads or the sitemap', async () => {
      await fixture.addPlayer(7, 'Luffy');
      await deck({ leaderCode: 'OP01-001' });
      const published = await community(7, 'public', { leaderCode: 'OP02-001' });
      await community(7, 'private', { leaderCode: 'OP03-001' });
      expect(await reads.leaderCounts()).toEqual([{ leaderId: null, leaderCode: 'OP01-001', count: 1 }]);
      expect(await reads.leaderCounts('community')).toEqual([{ leaderId: null, leaderCode: 'OP02-001', count: 1 }]);
      expect(await reads.publishedIds()).not.toContain(published.id);
      expect(await reads.publishedByIds([published.id])).toEqual([]);
      expect((await reads.byIds([published.id])).map((row) => row.id)).toEqual([published.id]);
    });

    it('counts each gallery’s decks per format, leaving out unlisted, private and format-less decks', async () => {
      await fixture.addPlayer(7, 'Luffy');
      await deck({ format: 'OP10' });
      await deck({ format: 'OP10' });
      await deck({ format: 'OP09' });
      await community(7, 'public', { format: 'OP09' });
      await community(7, 'unlisted', { format: 'OP08' });
      await community(7, 'private', { format: 'OP08' });
      const sorted = (rows: Array<{ format: string; count: number }>) => [...rows].sort((a, b) => a.format.localeCompare(b.format));
      expect(sorted(await reads.formatCounts())).toEqual([
        { format: 'OP09', count: 1 },
        { format: 'OP10', count: 2 },
      ]);
      expect(sorted(await reads.formatCounts('community'))).toEqual([{ format: 'OP09', count: 1 }]);
      expect(sorted(await reads.formatCounts('all'))).toEqual([
        { format: 'OP09', count: 2 },
        { format: 'OP10', count: 2 },
      ]);
    });

    it('finds a player by username in any case, and counts the favourites their public decks received', async () => {
      await fixture.addPlayer(7, 'Luffy');
      const listed = await community(7, 'public');
      const hiddenAway = await community(7, 'private');
      await fixture.addFavorite(1, listed.id);
      await fixture.addFavorite(2, listed.id);
      await fixture.addFavorite(1, hiddenAway.id);
      expect(await reads.playerByUsername('lUFFY')).toEqual({ id: 7, username: 'Luffy' });
      expect(await reads.playerByUsername('nobody')).toBeNull();
      expect(await reads.usernameOf(7)).toBe('Luffy');
      expect(await reads.favoritesReceived(7)).toBe(2);
    });

    it('counts the curated decks (drafts too) and the community decks (every visibility) apart', async () => {
      await fixture.addPlayer(7, 'Luffy');
      await deck({});
      await deck({ isDraft: true });
      await community(7, 'public');
      await community(7, 'unlisted');
      await community(7, 'private');
      expect(await reads.deckCounts()).toEqual({ curated: 2, community: 3 });
    });

    it('lists as favourites the decks the user may still read: listed, unlisted, their own', async () => {
      await fixture.addPlayer(8, 'Zoro');
      await fixture.addPlayer(1, 'Nami');
      const unlisted = await community(8, 'unlisted');
      const othersPrivate = await community(8, 'private');
      const own = await community(1, 'private');
      await fixture.addFavorite(1, unlisted.id);
      await fixture.addFavorite(1, othersPrivate.id);
      await fixture.addFavorite(1, own.id);
      expect((await reads.favoritesOf(1)).map((row) => row.id)).toEqual([own.id, unlisted.id]);
    });
  });
}
