import { officialKeyedCards, standardFormatSample } from '../../../../test/fixtures/cards/real-cards.js';
import { EXPECTED_ARRAY, INVALID_FORMAT, officialImageUrl, parseCardImport } from './card-import.js';

const standardSample = standardFormatSample();
const officialKeyed = officialKeyedCards();

/** The official list renamed into the product's "new keyed format" (as data/README.md suggests). */
function specKeyed(codes: string[]) {
  return Object.fromEntries(
    codes.map((code) => {
      const card = officialKeyed[code];
      return [
        code,
        {
          code,
          type: String(card.category).toLowerCase(),
          color: card.colors,
          attribute: card.attributes,
          ...(card.category === 'Leader' ? { life: card.cost, cost: null } : { cost: card.cost }),
          power: card.power,
          counter: card.counter,
          name: card.name,
          archetype: card.types,
          effectText: card.effect,
          triggerText: card.trigger,
          set: card.set,
        },
      ];
    }),
  );
}

describe('parseCardImport', () => {
  it('reads the standard format wrapped in { data } as the public API answers it', () => {
    const result = parseCardImport(standardSample);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.format).toBe('standard');
    expect(result.cards).toHaveLength(5);
    const law = result.cards.find((card) => card.code === 'OP01-002')!;
    expect(law).toMatchObject({
      name: 'Trafalgar Law',
      type: 'LEADER',
      cost: 4,
      power: 5000,
      counter: null,
      color: 'Red/Green',
      attribute: 'Slash',
      family: 'Supernovas/Heart Pirates',
      set: '-ROMANCE DAWN- [OP01]',
      trigger: null,
    });
    expect(law.imageUrl).toBe('https://en.onepiece-cardgame.com/images/cardlist/card/OP01-002.png');
  });

  it('reads the standard format as a bare array and as { cards }', () => {
    const array = parseCardImport(standardSample.data);
    const wrapped = parseCardImport({ cards: standardSample.data });
    expect(array.ok && array.cards).toEqual(wrapped.ok && wrapped.cards);
  });

  it('reads the keyed format: lowercase types uppercased, arrays joined, first attribute, life as a leader cost', () => {
    const result = parseCardImport(specKeyed(['OP01-001', 'OP01-016', 'OP01-024_p1', 'EB01-001']));
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.format).toBe('keyed');
    const oden = result.cards.find((card) => card.code === 'EB01-001')!;
    expect(oden).toMatchObject({ type: 'LEADER', cost: 4, color: 'Red/Green', family: 'Land of Wano/Kouzuki Clan', attribute: 'Slash', set: 'EB-01' });
    expect(oden.imageUrl).toBe(officialImageUrl('EB01-001'));
    expect(result.cards.map((card) => card.code)).toContain('OP01-024_p1');
    expect(result.cards.find((card) => card.code === 'OP01-016')!.type).toBe('CHARACTER');
  });

  it('reads the whole official list (4,779 cards, its own field names) without a single rejected entry', () => {
    const result = parseCardImport(officialKeyed);
    if (!result.ok) throw new Error(JSON.stringify(result.entries.slice(0, 3)));
    expect(result.cards).toHaveLength(4779);
    const nullPower = result.cards.filter((card) => card.type === 'CHARACTER' && card.power === null);
    expect(nullPower.length).toBeGreaterThan(200);
    expect(result.cards.every((card) => card.imageUrl?.startsWith('https://'))).toBe(true);
    // 419 entries write '-' for "no effect".
    expect(result.cards.filter((card) => card.ability === null).length).toBeGreaterThanOrEqual(419);
    expect(result.cards.some((card) => card.ability === '-')).toBe(false);
  });

  it('keeps the official list\'s rarity and every one of its attributes, so a search finds "Slash/Special" by either', () => {
    const result = parseCardImport(officialKeyed);
    if (!result.ok) throw new Error('the official list did not parse');
    const combined = Object.values(officialKeyed).filter((card) => card.attributes.length > 1);
    expect(combined.length).toBeGreaterThan(20);
    for (const card of combined) expect(result.cards.find((parsed) => parsed.code === card.id)!.attribute).toBe(card.attributes.join('/'));
    expect(result.cards.find((card) => card.code === 'EB01-001')).toMatchObject({ rarity: 'Leader', attribute: 'Slash' });
    expect(result.cards.every((card) => card.rarity)).toBe(true);
    // The standard format's letters are kept as written.
    const standard = parseCardImport(standardSample);
    expect(standard.ok && standard.cards[0]!.rarity).toBe('L');
  });

  it('stores set names readable, and no rarity where the file has none', () => {
    const result = parseCardImport([{ code: 'PRB02-001', name: 'Ace', set: { name: ' -Ace &amp; Newgate-  [PRB-02]' } }]);
    expect(result.ok && result.cards[0]).toMatchObject({ set: '-Ace & Newgate- [PRB-02]', rarity: null });
  });

  it('copes with the quirks of real files', () => {
    const result = parseCardImport([
      {
        code: ' OP02-001 ',
        name: 'Edward.Newgate',
        type: 'Leader',
        cost: '6',
        power: '6000',
        counter: '-',
        color: 'Red',
        attribute: {},
        family: 'Whitebeard Pirates',
        ability: 'Line one<br>Line two<br/>three',
        trigger: '',
        set: { name: 'OP-02' },
        images: { small: 'https://en.onepiece-cardgame.comundefined' },
      },
      { code: 'OP02-002', name: 'Event', type: 'EVENT', cost: null, power: null, counter: 2000, color: ['Blue'], ability: '-' },
      { code: 'OP02-003', name: 'Don card', type: 'DON!!' },
    ]);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const [leader, event, don] = result.cards;
    expect(leader).toMatchObject({
      code: 'OP02-001',
      cost: 6,
      power: 6000,
      counter: null,
      attribute: null,
      ability: 'Line one\nLine two\nthree',
      trigger: null,
      set: 'OP-02',
      imageUrl: officialImageUrl('OP02-001'),
    });
    expect(event).toMatchObject({ cost: null, power: null, counter: '2000', color: 'Blue', ability: null });
    expect(don.type).toBe('DON!!');
  });

  it('rejects a file with broken entries and names each of them', () => {
    const result = parseCardImport([{ code: 'OK-001', name: 'fine' }, { name: 'no code' }, { code: 'BAD-002', name: 'x', cost: 'lots' }, 'text']);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(INVALID_FORMAT);
    expect(result.entries).toEqual([
      { entry: '1', code: null, problems: ['code is missing'], issues: [{ field: 'code', issue: 'missing' }] },
      { entry: '2', code: 'BAD-002', problems: ['cost must be a number (got "lots")'], issues: [{ field: 'cost', issue: 'not_a_number' }] },
      { entry: '3', code: null, problems: ['not an object'], issues: [{ field: 'entry', issue: 'not_an_object' }] },
    ]);
  });

  it('refuses a cost or power beyond a 32-bit integer (the column) as not a number', () => {
    const result = parseCardImport([{ code: 'BIG-001', name: 'x', cost: 1e308, power: '99999999999' }]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.entries[0]!.issues).toEqual([
      { field: 'cost', issue: 'not_a_number' },
      { field: 'power', issue: 'not_a_number' },
    ]);
    expect(parseCardImport([{ code: 'OK-001', name: 'x', cost: 2_147_483_647 }])).toMatchObject({ ok: true, cards: [{ cost: 2_147_483_647 }] });
  });

  it.each([[42], ['text'], [null], [{ cards: 'nope' }], [{}], [[]], [{ code: 'OP01-001', name: 'single card, not a list' }]])(
    'says %j is not a card list',
    (data) => {
      const result = parseCardImport(data);
      expect(result).toEqual({ ok: false, message: EXPECTED_ARRAY, entries: [] });
    },
  );
});
