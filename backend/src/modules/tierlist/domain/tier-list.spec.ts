import { checkPlaceable, MAX_NOTES_LENGTH, TierListBoard, type TierListEntry } from './tier-list.js';

let nextId = 1;
function anEntry(overrides: Partial<TierListEntry> & Pick<TierListEntry, 'deckId'>): TierListEntry {
  return { id: nextId++, format: 'OP10', tier: 'Tier 1', position: 1, notes: '', lastUpdated: new Date(0), ...overrides };
}

/** A stored tier list: decks per tier in order, ids 101.. for the entries. */
function stored(lanes: Partial<Record<'Tier 1' | 'Tier 2' | 'Tier 3', number[]>>): TierListEntry[] {
  nextId = 101;
  return Object.entries(lanes).flatMap(([tier, decks]) =>
    decks!.map((deckId, index) => anEntry({ deckId, tier: tier as TierListEntry['tier'], position: index + 1 })),
  );
}

const entryOf = (entries: TierListEntry[], deckId: number) => entries.find((entry) => entry.deckId === deckId)!.id;

/** Every tier's positions after the changes are 1..n, each once. */
function expectDense(board: TierListBoard, before: TierListEntry[]) {
  const changes = board.changes();
  const rows = new Map(before.map((entry) => [entry.id, { tier: entry.tier as string, position: entry.position }]));
  for (const id of changes.removed) rows.delete(id);
  for (const update of changes.updated) rows.set(update.id, { tier: update.tier, position: update.position });
  changes.added.forEach((added, index) => rows.set(-1 - index, { tier: added.tier, position: added.position }));
  for (const tier of ['Tier 1', 'Tier 2', 'Tier 3']) {
    const positions = [...rows.values()]
      .filter((row) => row.tier === tier)
      .map((row) => row.position)
      .sort((a, b) => a - b);
    expect(positions).toEqual(positions.map((_, index) => index + 1));
  }
}

describe('tier list placement rules', () => {
  describe('which decks may be placed', () => {
    it('takes a published deck of the same format', () => {
      expect(() => checkPlaceable({ id: 1, format: 'OP10', isDraft: false }, 'OP10')).not.toThrow();
    });

    it('refuses a missing deck, a draft, and a deck of another format, each with its own code', () => {
      expect(() => checkPlaceable(null, 'OP10')).toThrow(expect.objectContaining({ code: 'tier_list_deck_not_found', kind: 'not_found' }));
      expect(() => checkPlaceable({ id: 1, format: 'OP10', isDraft: true }, 'OP10')).toThrow(
        expect.objectContaining({ code: 'tier_list_deck_is_draft', kind: 'invalid' }),
      );
      expect(() => checkPlaceable({ id: 1, format: 'OP09', isDraft: false }, 'OP10')).toThrow(expect.objectContaining({ code: 'tier_list_format_mismatch' }));
    });
  });

  describe('placing', () => {
    it('appends to the end of the tier by default', () => {
      const before = stored({ 'Tier 1': [1, 2] });
      const board = new TierListBoard('OP10', before);
      board.place({ deckId: 3, tier: 'Tier 1', notes: '  Strong start  ' });
      expect(board.deckIds('Tier 1')).toEqual([1, 2, 3]);
      expect(board.changes()).toEqual({
        format: 'OP10',
        added: [{ deckId: 3, format: 'OP10', tier: 'Tier 1', position: 3, notes: 'Strong start' }],
        updated: [],
        removed: [],
      });
    });

    it('inserts at a position, moving the decks from there down by one', () => {
      const before = stored({ 'Tier 2': [1, 2, 3] });
      const board = new TierListBoard('OP10', before);
      board.place({ deckId: 9, tier: 'Tier 2', position: 2 });
      expect(board.deckIds('Tier 2')).toEqual([1, 9, 2, 3]);
      const changes = board.changes();
      expect(changes.added).toEqual([{ deckId: 9, format: 'OP10', tier: 'Tier 2', position: 2, notes: '' }]);
      expect(changes.updated).toEqual([
        { id: entryOf(before, 2), tier: 'Tier 2', position: 3, notes: '' },
        { id: entryOf(before, 3), tier: 'Tier 2', position: 4, notes: '' },
      ]);
      expectDense(board, before);
    });

    it('places a deck once per format, whatever the tier', () => {
      const board = new TierListBoard('OP10', stored({ 'Tier 3': [4] }));
      expect(() => board.place({ deckId: 4, tier: 'Tier 1' })).toThrow(expect.objectContaining({ code: 'tier_list_deck_already_placed', kind: 'conflict' }));
      board.place({ deckId: 5, tier: 'Tier 1' });
      expect(() => board.place({ deckId: 5, tier: 'Tier 2' })).toThrow(expect.objectContaining({ code: 'tier_list_deck_already_placed' }));
    });

    it('refuses a position past the end or below 1, an unknown tier and over-long notes', () => {
      const board = new TierListBoard('OP10', stored({ 'Tier 1': [1] }));
      for (const position of [0, 3, -1, 1.5]) {
        expect(() => board.place({ deckId: 2, tier: 'Tier 1', position })).toThrow(expect.objectContaining({ code: 'tier_list_invalid_position' }));
      }
      expect(() => board.place({ deckId: 2, tier: 'Tier 4' })).toThrow(expect.objectContaining({ code: 'tier_list_invalid_tier' }));
      expect(() => board.place({ deckId: 2, tier: 'Tier 1', notes: 'x'.repeat(MAX_NOTES_LENGTH + 1) })).toThrow(
        expect.objectContaining({ code: 'tier_list_notes_too_long' }),
      );
      expect(board.changes()).toEqual({ format: 'OP10', added: [], updated: [], removed: [] });
    });
  });

  describe('reordering inside a tier', () => {
    it('moves a deck up: the ones it passes shift down', () => {
      const before = stored({ 'Tier 1': [1, 2, 3, 4] });
      const board = new TierListBoard('OP10', before);
      board.move(entryOf(before, 4), { tier: 'Tier 1', position: 2 });
      expect(board.deckIds('Tier 1')).toEqual([1, 4, 2, 3]);
      expect(board.changes().updated.map(({ id, position }) => [id, position])).toEqual([
        [entryOf(before, 4), 2],
        [entryOf(before, 2), 3],
        [entryOf(before, 3), 4],
      ]);
      expectDense(board, before);
    });

    it('moves a deck down to the last place', () => {
      const before = stored({ 'Tier 1': [1, 2, 3] });
      const board = new TierListBoard('OP10', before);
      board.move(entryOf(before, 1), { tier: 'Tier 1', position: 3 });
      expect(board.deckIds('Tier 1')).toEqual([2, 3, 1]);
      expectDense(board, before);
    });

    it('writes nothing when a deck stays where it is', () => {
      const before = stored({ 'Tier 1': [1, 2] });
      const board = new TierListBoard('OP10', before);
      board.move(entryOf(before, 2), { tier: 'Tier 1', position: 2 });
      expect(board.changes()).toEqual({ format: 'OP10', added: [], updated: [], removed: [] });
    });

    it('cannot move past the end of its own tier', () => {
      const before = stored({ 'Tier 1': [1, 2] });
      const board = new TierListBoard('OP10', before);
      expect(() => board.move(entryOf(before, 1), { tier: 'Tier 1', position: 3 })).toThrow(expect.objectContaining({ code: 'tier_list_invalid_position' }));
    });
  });

  describe('moving between tiers', () => {
    it('closes the gap in the old tier and makes room in the new one', () => {
      const before = stored({ 'Tier 1': [1, 2, 3], 'Tier 2': [4, 5] });
      const board = new TierListBoard('OP10', before);
      board.move(entryOf(before, 2), { tier: 'Tier 2', position: 1 });
      expect(board.deckIds('Tier 1')).toEqual([1, 3]);
      expect(board.deckIds('Tier 2')).toEqual([2, 4, 5]);
      expect(board.changes().updated).toEqual([
        { id: entryOf(before, 3), tier: 'Tier 1', position: 2, notes: '' },
        { id: entryOf(before, 2), tier: 'Tier 2', position: 1, notes: '' },
        { id: entryOf(before, 4), tier: 'Tier 2', position: 2, notes: '' },
        { id: entryOf(before, 5), tier: 'Tier 2', position: 3, notes: '' },
      ]);
      expectDense(board, before);
    });

    it('may go to the end of a tier (one past its last place) or into an empty tier', () => {
      const before = stored({ 'Tier 1': [1, 2], 'Tier 2': [4] });
      const board = new TierListBoard('OP10', before);
      board.move(entryOf(before, 1), { tier: 'Tier 2', position: 2 });
      board.move(entryOf(before, 2), { tier: 'Tier 3', position: 1 });
      expect(board.deckIds('Tier 1')).toEqual([]);
      expect(board.deckIds('Tier 2')).toEqual([4, 1]);
      expect(board.deckIds('Tier 3')).toEqual([2]);
      expect(() => board.move(entryOf(before, 4), { tier: 'Tier 3', position: 3 })).toThrow(expect.objectContaining({ code: 'tier_list_invalid_position' }));
      expectDense(board, before);
    });

    it('refuses an unknown entry', () => {
      const board = new TierListBoard('OP10', stored({ 'Tier 1': [1] }));
      expect(() => board.move(999, { tier: 'Tier 1', position: 1 })).toThrow(expect.objectContaining({ code: 'tier_list_entry_not_found', kind: 'not_found' }));
    });
  });

  describe('removing and notes', () => {
    it('removes an entry and moves the ones below up', () => {
      const before = stored({ 'Tier 3': [1, 2, 3] });
      const board = new TierListBoard('OP10', before);
      board.remove(entryOf(before, 1));
      const changes = board.changes();
      expect(changes.removed).toEqual([entryOf(before, 1)]);
      expect(changes.updated.map(({ id, position }) => [id, position])).toEqual([
        [entryOf(before, 2), 1],
        [entryOf(before, 3), 2],
      ]);
      expectDense(board, before);
      expect(() => board.remove(entryOf(before, 1))).toThrow(expect.objectContaining({ code: 'tier_list_entry_not_found' }));
    });

    it('changes notes in place, trimmed; an empty note clears them', () => {
      const before = stored({ 'Tier 1': [1, 2] });
      const board = new TierListBoard('OP10', before);
      board.setNotes(entryOf(before, 2), '  Best into Kid ');
      expect(board.changes().updated).toEqual([{ id: entryOf(before, 2), tier: 'Tier 1', position: 2, notes: 'Best into Kid' }]);
      board.setNotes(entryOf(before, 2), null);
      expect(board.changes().updated).toEqual([]);
    });
  });

  it('heals stored gaps and repeats: positions come out 1..n on the next change', () => {
    nextId = 1;
    const before = [anEntry({ deckId: 1, position: 2 }), anEntry({ deckId: 2, position: 5 }), anEntry({ deckId: 3, position: 5 })];
    const board = new TierListBoard('OP10', before);
    expect(board.deckIds('Tier 1')).toEqual([1, 2, 3]);
    expectDense(board, before);
  });

  it('keeps many random moves dense and every deck once', () => {
    const decks = [1, 2, 3, 4, 5, 6, 7, 8];
    const before = stored({ 'Tier 1': [1, 2, 3], 'Tier 2': [4, 5], 'Tier 3': [6, 7, 8] });
    const board = new TierListBoard('OP10', before);
    let seed = 7;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const tiers = ['Tier 1', 'Tier 2', 'Tier 3'] as const;
    for (let step = 0; step < 200; step++) {
      const deckId = decks[random(decks.length)];
      const tier = tiers[random(3)];
      const own = board.deckIds(tier).includes(deckId);
      board.move(entryOf(before, deckId), { tier, position: 1 + random(board.deckIds(tier).length + (own ? 0 : 1)) });
    }
    expect(tiers.flatMap((tier) => board.deckIds(tier)).sort()).toEqual(decks);
    expectDense(board, before);
  });
});
