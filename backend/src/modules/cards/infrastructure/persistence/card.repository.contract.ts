import type { NewCard } from '../../domain/card.js';
import type { CardRepository } from '../../domain/card.repository.js';

export function aCard(overrides: Partial<NewCard> = {}): NewCard {
  return {
    code: 'OP01-001',
    name: 'Roronoa Zoro',
    type: 'LEADER',
    imageUrl: 'https://en.onepiece-cardgame.com/images/cardlist/card/OP01-001.png',
    cost: 5,
    power: 5000,
    counter: null,
    color: 'Red',
    attribute: 'Slash',
    family: 'Supernovas/Straw Hat Crew',
    ability: '[DON!! x1] [Your Turn] All of your Characters gain +1000 power.',
    trigger: null,
    set: 'OP-01',
    ...overrides,
  };
}

/** One behaviour for every CardRepository adapter: run by the in-memory spec and the TypeORM int-spec. */
export function cardRepositoryContract(setup: () => Promise<{ repository: CardRepository; teardown(): Promise<void> }>): void {
  let repository: CardRepository;
  let teardown: () => Promise<void>;

  beforeEach(async () => {
    ({ repository, teardown } = await setup());
  });
  afterEach(async () => teardown());

  it('starts empty', async () => {
    expect(await repository.count()).toBe(0);
    expect(await repository.findAll()).toEqual([]);
  });

  it('inserts cards and gives each an id and a creation date', async () => {
    expect(await repository.upsertMany([aCard(), aCard({ code: 'OP01-016', name: 'Nami', type: 'CHARACTER', cost: 1, power: null, counter: '2000' })])).toBe(2);
    const cards = await repository.findAll();
    expect(cards).toHaveLength(2);
    const nami = cards.find((card) => card.code === 'OP01-016')!;
    expect(nami).toMatchObject({ name: 'Nami', type: 'CHARACTER', cost: 1, power: null, counter: '2000', trigger: null });
    expect(typeof nami.id).toBe('number');
    expect(new Date(nami.createdAt).getTime()).not.toBeNaN();
    expect(await repository.findById(nami.id)).toMatchObject({ code: 'OP01-016' });
  });

  it('updates an existing code instead of adding a second card', async () => {
    await repository.upsertMany([aCard()]);
    const [before] = await repository.findAll();
    await repository.upsertMany([aCard({ name: 'Zoro (errata)', power: 6000 })]);
    const cards = await repository.findAll();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ id: before.id, name: 'Zoro (errata)', power: 6000 });
  });

  it('keeps a rarity where the file has one; a file without one leaves none', async () => {
    await repository.upsertMany([aCard({ rarity: 'Leader' }), aCard({ code: 'OP01-016', name: 'Nami' })]);
    expect((await repository.findAll()).map(({ code, rarity }) => [code, rarity])).toEqual([
      ['OP01-001', 'Leader'],
      ['OP01-016', null],
    ]);
    await repository.upsertMany([aCard()]);
    expect((await repository.findByCode('OP01-001'))!.rarity).toBeNull();
  });

  it('keeps the last of duplicate codes in one batch', async () => {
    expect(await repository.upsertMany([aCard({ name: 'first' }), aCard({ name: 'second' })])).toBe(1);
    expect((await repository.findAll()).map((card) => card.name)).toEqual(['second']);
  });

  it('keeps unicode text intact', async () => {
    await repository.upsertMany([aCard({ code: 'OP05-119', ability: 'DON!! −2 ➁ ＜Strike＞<br>next line', name: 'Monkey.D.Luffy' })]);
    expect((await repository.findAll())[0].ability).toBe('DON!! −2 ➁ ＜Strike＞<br>next line');
  });

  it('writes large batches (more rows than one statement takes)', async () => {
    const many = Array.from({ length: 1234 }, (_, index) => aCard({ code: `OP99-${String(index).padStart(4, '0')}` }));
    expect(await repository.upsertMany(many)).toBe(1234);
    expect(await repository.count()).toBe(1234);
  });

  it('returns null for an unknown id', async () => {
    expect(await repository.findById(987654)).toBeNull();
  });

  it('deletes everything and says how many', async () => {
    await repository.upsertMany([aCard(), aCard({ code: 'OP01-002' })]);
    expect(await repository.deleteAll()).toBe(2);
    expect(await repository.count()).toBe(0);
  });

  it('finds a card by code', async () => {
    await repository.upsertMany([aCard(), aCard({ code: 'OP01-002', name: 'Law' })]);
    expect(await repository.findByCode('OP01-002')).toMatchObject({ name: 'Law' });
    expect(await repository.findByCode('OP01-999')).toBeNull();
  });

  it('finds cards by ids or codes, skipping unknown ones', async () => {
    await repository.upsertMany([aCard(), aCard({ code: 'OP01-002' }), aCard({ code: 'OP01-003' })]);
    const byCode = Object.fromEntries((await repository.findAll()).map((card) => [card.code, card.id]));
    const found = await repository.findByIdsOrCodes([byCode['OP01-001'], 999999], ['OP01-003', 'NOPE-1']);
    expect(found.map((card) => card.code).sort()).toEqual(['OP01-001', 'OP01-003']);
    expect(await repository.findByIdsOrCodes([], [])).toEqual([]);
  });

  it("finds every printing of a card from any printing's code, base first", async () => {
    await repository.upsertMany([
      aCard({ code: 'OP01-016_p1' }),
      aCard({ code: 'OP01-016' }),
      aCard({ code: 'OP01-016-r1' }),
      aCard({ code: 'OP01-0160' }),
      aCard({ code: 'OP01-017' }),
    ]);
    const codes = async (code: string) => (await repository.findPrintings(code)).map((card) => card.code);
    expect(await codes('OP01-016')).toEqual(['OP01-016', 'OP01-016-r1', 'OP01-016_p1']);
    expect(await codes('op01-016_P1')).toEqual(['OP01-016', 'OP01-016-r1', 'OP01-016_p1']);
    expect(await codes('OP01-018')).toEqual([]);
    expect(await codes("x' OR 1=1")).toEqual([]);
  });

  it('updates one card and tells when the id is unknown', async () => {
    await repository.upsertMany([aCard()]);
    const [card] = await repository.findAll();
    expect(await repository.update(card.id, { name: 'Zoro', cost: null, ability: 'new text' })).toMatchObject({
      id: card.id,
      code: 'OP01-001',
      name: 'Zoro',
      cost: null,
      ability: 'new text',
      power: 5000,
    });
    expect(await repository.update(987654, { name: 'x' })).toBeNull();
  });

  it('sets the types of many cards at once', async () => {
    await repository.upsertMany([aCard({ type: 'Leader' }), aCard({ code: 'OP01-002', type: 'character' }), aCard({ code: 'OP01-003', type: 'EVENT' })]);
    const cards = await repository.findAll();
    const byCode = Object.fromEntries(cards.map((card) => [card.code, card]));
    await repository.updateTypes([
      { id: byCode['OP01-001'].id, type: 'LEADER' },
      { id: byCode['OP01-002'].id, type: 'CHARACTER' },
    ]);
    expect((await repository.findAll()).map((card) => card.type).sort()).toEqual(['CHARACTER', 'EVENT', 'LEADER']);
  });

  it('deletes one card by id', async () => {
    await repository.upsertMany([aCard(), aCard({ code: 'OP01-002' })]);
    const [first] = await repository.findAll();
    expect(await repository.deleteById(first.id)).toBe(true);
    expect(await repository.deleteById(first.id)).toBe(false);
    expect(await repository.count()).toBe(1);
  });

  it('adds one card with an id and a creation date, and refuses a code already taken', async () => {
    await repository.upsertMany([aCard()]);
    const created = await repository.create(aCard({ code: 'OP01-016', name: 'Nami', type: 'CHARACTER', cost: 1, power: null }));
    expect(created).toMatchObject({ code: 'OP01-016', name: 'Nami', type: 'CHARACTER', cost: 1, power: null, rarity: null });
    expect(created!.id).toEqual(expect.any(Number));
    expect(created!.createdAt).toBeInstanceOf(Date);
    expect(await repository.create(aCard({ name: 'Another Zoro' }))).toBeNull();
    expect((await repository.findByCode('OP01-001'))!.name).toBe('Roronoa Zoro');
    expect(await repository.count()).toBe(2);
  });

  it('deletes the cards with some ids at once, skipping unknown and repeated ids', async () => {
    await repository.upsertMany([aCard(), aCard({ code: 'OP01-002' }), aCard({ code: 'OP01-003' })]);
    const byCode = Object.fromEntries((await repository.findAll()).map((card) => [card.code, card.id]));
    expect(await repository.deleteByIds([byCode['OP01-001']!, byCode['OP01-003']!, byCode['OP01-003']!, 987654])).toBe(2);
    expect((await repository.findAll()).map((card) => card.code)).toEqual(['OP01-002']);
    expect(await repository.deleteByIds([])).toBe(0);
  });

  it('deletes by code prefix, case-insensitively, treating wildcards literally', async () => {
    await repository.upsertMany([
      aCard({ code: 'OP10-001' }),
      aCard({ code: 'OP10-002_p1' }),
      aCard({ code: 'op10-003' }),
      aCard({ code: 'OP01-001' }),
      aCard({ code: 'OP100-001' }),
      aCard({ code: 'ST10-001' }),
    ]);
    expect(await repository.deleteByCodePrefix('op10-')).toBe(3);
    expect((await repository.findAll()).map((card) => card.code).sort()).toEqual(['OP01-001', 'OP100-001', 'ST10-001']);
    expect(await repository.deleteByCodePrefix('%')).toBe(0);
    expect(await repository.deleteByCodePrefix('OP_0')).toBe(0);
    expect(await repository.count()).toBe(3);
  });
}
