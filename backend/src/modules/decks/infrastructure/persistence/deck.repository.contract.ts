import type { DeckContent } from '../../domain/deck.js';
import type { DeckRepository } from '../../domain/deck.repository.js';

export function aDeckContent(overrides: Partial<DeckContent> = {}): DeckContent {
  return {
    name: 'Straw Hat Rush',
    author: 'Nami',
    tier: 'Tier 1',
    format: 'OP10',
    leaderId: 1,
    leaderCode: 'OP01-001',
    shortDescription: 'Fast red aggro',
    shortDescriptionIt: 'Aggro rosso veloce',
    description: '<p>Italiano</p>',
    descriptionEn: '<p>English</p>',
    videoUrl: null,
    matchups: [{ deck: 'Blue Doffy', favorable: 'Even', strategy: 'Race them' }],
    priority: 5,
    isDraft: false,
    ownerId: null,
    curated: true,
    visibility: 'public',
    copiedFromId: null,
    cards: [
      { cardId: 2, cardCode: 'OP01-016', quantity: 4 },
      { cardId: 3, cardCode: 'OP01-025', quantity: 2 },
    ],
    ...overrides,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One behaviour for every DeckRepository adapter: run by the in-memory spec and the TypeORM int-spec. */
export function deckRepositoryContract(setup: () => Promise<{ repository: DeckRepository; teardown(): Promise<void> }>): void {
  let repository: DeckRepository;
  let teardown: () => Promise<void>;

  beforeEach(async () => {
    ({ repository, teardown } = await setup());
  });
  afterEach(async () => teardown());

  it('starts empty', async () => {
    expect(await repository.count()).toBe(0);
    expect(await repository.list({ includeDrafts: true })).toEqual([]);
    expect(await repository.findById(1)).toBeNull();
  });

  it('creates a deck with its guides, matchups and card list, and reads it back whole', async () => {
    const created = await repository.create(aDeckContent());
    expect(created).toEqual({ ...aDeckContent(), id: expect.any(Number), hidden: false, createdAt: expect.any(Date), updatedAt: expect.any(Date) });
    expect(await repository.findById(created.id)).toEqual(created);
    expect(await repository.count()).toBe(1);
  });

  it('keeps the card list in the order it was given', async () => {
    const cards = [
      { cardId: 9, cardCode: 'OP02-009', quantity: 1 },
      { cardId: 4, cardCode: 'OP01-004', quantity: 3 },
      { cardId: 7, cardCode: 'OP01-007', quantity: 2 },
    ];
    const created = await repository.create(aDeckContent({ cards }));
    expect((await repository.findById(created.id))?.cards).toEqual(cards);
  });

  it('stores a deck without a leader or cards', async () => {
    const created = await repository.create(aDeckContent({ leaderId: null, leaderCode: null, cards: [], matchups: [], isDraft: true }));
    expect(await repository.findById(created.id)).toMatchObject({ leaderId: null, leaderCode: null, cards: [], matchups: [], isDraft: true });
  });

  it('replaces a deck’s content and card list on update, keeping its id and creation date', async () => {
    const created = await repository.create(aDeckContent());
    const changes = aDeckContent({
      name: 'Changed',
      tier: 'Tier 3',
      leaderId: 5,
      leaderCode: 'OP05-060',
      description: '<p>Nuovo</p>',
      matchups: [],
      isDraft: true,
      cards: [{ cardId: 8, cardCode: 'OP05-067', quantity: 4 }],
    });
    const updated = await repository.update(created.id, changes);
    expect(updated).toEqual({ ...changes, id: created.id, hidden: false, createdAt: created.createdAt, updatedAt: expect.any(Date) });
    expect(await repository.findById(created.id)).toEqual(updated);
    expect(await repository.update(999999, aDeckContent())).toBeNull();
    expect(await repository.count()).toBe(1);
  });

  it('deletes a deck and its cards, once', async () => {
    const kept = await repository.create(aDeckContent({ name: 'Kept' }));
    const doomed = await repository.create(aDeckContent({ name: 'Doomed' }));
    expect(await repository.delete(doomed.id)).toBe(true);
    expect(await repository.findById(doomed.id)).toBeNull();
    expect(await repository.delete(doomed.id)).toBe(false);
    expect((await repository.list({ includeDrafts: true })).map((deck) => deck.id)).toEqual([kept.id]);
    expect(await repository.count()).toBe(1);
  });

  it('lists newest first, drafts only when asked, a page at a time', async () => {
    const first = await repository.create(aDeckContent({ name: 'First' }));
    const draft = await repository.create(aDeckContent({ name: 'Draft', isDraft: true }));
    const third = await repository.create(aDeckContent({ name: 'Third' }));
    const ids = (decks: Array<{ id: number }>) => decks.map((deck) => deck.id);

    expect(ids(await repository.list({ includeDrafts: false }))).toEqual([third.id, first.id]);
    expect(ids(await repository.list({ includeDrafts: true }))).toEqual([third.id, draft.id, first.id]);
    expect(ids(await repository.list({ includeDrafts: true, offset: 1, limit: 1 }))).toEqual([draft.id]);
    expect(ids(await repository.list({ includeDrafts: false, offset: 1, limit: 5 }))).toEqual([first.id]);
    expect(ids(await repository.list({ includeDrafts: false, offset: 2, limit: 5 }))).toEqual([]);
    expect((await repository.list({ includeDrafts: false }))[0].cards).toEqual(aDeckContent().cards);
    // count() counts every deck, drafts too.
    expect(await repository.count()).toBe(3);
  });

  describe('idempotency keys', () => {
    const aDayAgo = () => new Date(Date.now() - DAY_MS);

    it('remembers the deck a key created and the fingerprint it came with', async () => {
      const created = await repository.create(aDeckContent(), { key: 'key-1', fingerprint: 'abc', keysSince: aDayAgo() });
      expect(await repository.findCreation('key-1', aDayAgo())).toEqual({ deckId: created.id, fingerprint: 'abc' });
      expect(await repository.findCreation('key-2', aDayAgo())).toBeNull();
      // A key created before `since` is not found.
      expect(await repository.findCreation('key-1', new Date(Date.now() + DAY_MS))).toBeNull();
    });

    it('refuses the whole write when the key is still held', async () => {
      await repository.create(aDeckContent(), { key: 'key-1', fingerprint: 'abc', keysSince: aDayAgo() });
      await expect(repository.create(aDeckContent({ name: 'Second' }), { key: 'key-1', fingerprint: 'def', keysSince: aDayAgo() })).rejects.toThrow();
      expect(await repository.count()).toBe(1);
      expect((await repository.findCreation('key-1', aDayAgo()))?.fingerprint).toBe('abc');
    });

    it('forgets keys created before keysSince, so the same key may create again', async () => {
      const first = await repository.create(aDeckContent(), { key: 'key-1', fingerprint: 'abc', keysSince: aDayAgo() });
      const second = await repository.create(aDeckContent({ name: 'Second' }), {
        key: 'key-1',
        fingerprint: 'def',
        keysSince: new Date(Date.now() + 60_000),
      });
      expect(second.id).not.toBe(first.id);
      expect(await repository.findCreation('key-1', aDayAgo())).toEqual({ deckId: second.id, fingerprint: 'def' });
      expect(await repository.count()).toBe(2);
    });

    it('forgets a key once its deck is deleted', async () => {
      const created = await repository.create(aDeckContent(), { key: 'key-1', fingerprint: 'abc', keysSince: aDayAgo() });
      await repository.delete(created.id);
      expect(await repository.findCreation('key-1', aDayAgo())).toBeNull();
    });
  });
}
