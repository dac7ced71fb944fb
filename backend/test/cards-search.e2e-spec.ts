import request from 'supertest';
import { officialKeyedCards, type OfficialCard } from './fixtures/cards/real-cards.js';
import { startTestApp, TestApp } from './support/test-app.js';

const official = Object.values(officialKeyedCards());

/** Plain-JavaScript reading of the raw official file, written without the domain's code: the test's independent count. */
const lower = (text: string | null) => (text ?? '').toLowerCase();
const mentions = (card: OfficialCard, words: string) => [card.name, card.effect, card.trigger].some((text) => lower(text).includes(words));
const compactSet = (set: string) => set.toLowerCase().replace(/[^a-z0-9]/g, '');

const QUERIES: Array<[string, (card: OfficialCard) => boolean]> = [
  // Issue #16's example.
  [
    'c:red t:character cost<=2 counter>=1000 "rush"',
    (card) => card.colors.includes('Red') && card.category === 'Character' && (card.cost ?? 0) <= 2 && (card.counter ?? 0) >= 1000 && mentions(card, 'rush'),
  ],
  // "Slash" finds the cards whose attributes are Slash and Special too.
  ['a:Slash', (card) => card.attributes.includes('Slash')],
  // A whole trait: "Fake Straw Hat Crew" is another one.
  [
    'f:"straw hat crew" -t:leader power>=5000',
    (card) => card.types.some((type) => lower(type) === 'straw hat crew') && card.category === 'Character' && (card.power ?? 0) >= 5000,
  ],
  ['c:multi set:op-09 r:l', (card) => card.colors.length > 1 && compactSet(card.set).includes('op09') && card.rarity === 'Leader'],
  ['t:event cost=0', (card) => card.category === 'Event' && (card.cost ?? 0) === 0],
  ['life>=5 c:green', (card) => card.category === 'Leader' && (card.cost ?? 0) >= 5 && card.colors.includes('Green')],
  ['"draw 2 cards" -c:blue', (card) => mentions(card, 'draw 2 cards') && !card.colors.includes('Blue')],
  // Issue 35's hold-out queries.
  ['c:red OR c:blue', (card) => card.colors.includes('Red') || card.colors.includes('Blue')],
  ['(c:red or c:blue) t:leader', (card) => (card.colors.includes('Red') || card.colors.includes('Blue')) && card.category === 'Leader'],
  ['c:blue or c:red t:leader', (card) => card.colors.includes('Blue') || (card.colors.includes('Red') && card.category === 'Leader')],
  ['-(c:red OR c:blue) t:leader', (card) => !card.colors.includes('Red') && !card.colors.includes('Blue') && card.category === 'Leader'],
  ['!"Nami"', (card) => lower(card.name) === 'nami'],
  ['!"monkey.d.luffy" t:leader', (card) => card.name === 'Monkey.D.Luffy' && card.category === 'Leader'],
  ['f:"straw hat crew"', (card) => card.types.some((type) => lower(type) === 'straw hat crew')],
  ['f:~"straw hat"', (card) => card.types.some((type) => lower(type).includes('straw hat'))],
  [
    'f:"fake straw hat crew" or f:"straw hat crew" c:yellow',
    (card) => card.types.includes('Fake Straw Hat Crew') || (card.types.includes('Straw Hat Crew') && card.colors.includes('Yellow')),
  ],
  [
    'r:sr (cost>=7 or power>=9000)',
    (card) =>
      card.rarity === 'SuperRare' &&
      (card.category === 'Character' || card.category === 'Event' || card.category === 'Stage') &&
      ((card.cost ?? 0) >= 7 || (['Leader', 'Character'].includes(card.category) && (card.power ?? 0) >= 9000)),
  ],
];

describe('card search API (GET /api/cards?q=, GET /api/cards/search)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    const admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    await admin.post('/api/cards/clear').expect(200);
    await admin.post('/api/cards/import').set('Content-Type', 'application/json').send(JSON.stringify(officialKeyedCards())).expect(200);
    // The 4,779-card import on MariaDB takes tens of seconds on a busy machine.
  }, 120_000);
  afterAll(() => app.close());

  it.each(QUERIES)('%s gives the cards a count from the raw card file says', async (q, expected) => {
    const codes = official
      .filter(expected)
      .map((card) => card.id)
      .sort();
    expect(codes.length).toBeGreaterThan(0);

    const listed = (await request(app.server).get('/api/cards').query({ q }).expect(200)).body as Array<{ id: number; code: string }>;
    expect(listed.map((card) => card.code).sort()).toEqual(codes);

    // The ids the page uses are the same cards, in the same order.
    const searched = (await request(app.server).get('/api/cards/search').query({ q }).expect(200)).body as { q: string; total: number; ids: number[] };
    expect(searched).toMatchObject({ q, total: codes.length });
    expect(searched.ids).toEqual(listed.map((card) => card.id));
  });

  it('answers the example with both of its cards, and the terms as understood', async () => {
    const q = 'c:red t:character cost<=2 counter>=1000 "rush"';
    const { body } = await request(app.server).get('/api/cards/search').query({ q }).expect(200);
    expect(body.total).toBe(2);
    expect(body.terms.map((term: { text: string }) => term.text)).toEqual(['c:red', 't:character', 'cost<=2', 'counter>=1000', 'rush']);
    expect(body.terms[2]).toEqual({ field: 'cost', operator: '<=', value: '2', negated: false, text: 'cost<=2' });
  });

  it('refuses a query it cannot read with 422 validation_failed naming the problem, never a 500', async () => {
    const bad = await request(app.server).get('/api/cards/search').query({ q: 'zoro x:1' }).expect(422);
    expect(bad.body).toEqual({
      statusCode: 422,
      code: 'validation_failed',
      message: 'Unknown keyword "x:" (position 6; the syntax: /cards/syntax)',
      details: [{ field: 'q', code: 'unknown_keyword', position: 5, token: 'x:', help: '/cards/syntax' }],
    });
    const list = await request(app.server).get('/api/cards').query({ q: 'cost<=two' }).expect(422);
    expect(list.body.details).toEqual([{ field: 'q', code: 'not_a_number', position: 0, token: 'cost<=two', help: '/cards/syntax' }]);
    await request(app.server).get('/api/cards/search').query({ q: '"open' }).expect(422);
    const long = await request(app.server)
      .get('/api/cards/search')
      .query({ q: 'a'.repeat(501) })
      .expect(422);
    expect(long.body.details).toEqual([{ field: 'q', code: 'too_long' }]);
    await request(app.server).get('/api/cards/search').expect(422);
  });

  it.each<[string, string, number, string]>([
    // Issue 35: what answered a silent 0, or a puzzling refusal, is now read or refused where it goes wrong.
    ['name:/zor.*/', 'regex_not_supported', 0, 'name:/zor.*/'],
    ['(c:red or c:blue', 'unclosed_parenthesis', 0, '('],
    ['c:red or c:blue)', 'unexpected_parenthesis', 15, ')'],
    ['c:red OR', 'misplaced_operator', 6, 'OR'],
    ['t:leader ()', 'empty_group', 9, '()'],
    ['name:~nami', 'part_not_allowed', 0, 'name:~nami'],
  ])('refuses %s on every search route: 422 %s at offset %i, with the help page', async (q, code, position, token) => {
    for (const route of ['/api/cards', '/api/cards/search', '/api/cards/gallery']) {
      const { body } = await request(app.server).get(route).query({ q }).expect(422);
      expect(body).toMatchObject({ statusCode: 422, code: 'validation_failed', details: [{ field: 'q', code, position, token, help: '/cards/syntax' }] });
      expect(body.message).toContain(`position ${position + 1}`);
    }
  });

  it('answers the same cards for a query on every route, with the query as understood and no notice when the data has the field', async () => {
    const q = '(c:red or c:blue) t:leader';
    const listed = (await request(app.server).get('/api/cards').query({ q }).expect(200)).body as Array<{ id: number; baseCode: string }>;
    const searched = (await request(app.server).get('/api/cards/search').query({ q }).expect(200)).body;
    expect(searched.terms).toEqual([
      { field: 'group', operator: ':', value: 'c:red OR c:blue', negated: false, text: '(c:red OR c:blue)' },
      { field: 'type', operator: ':', value: 'leader', negated: false, text: 't:leader' },
    ]);
    expect(searched.notices).toEqual([]);
    const gallery = (await request(app.server).get('/api/cards/gallery').query({ q, printings: 'all', pageSize: 96 }).expect(200)).body;
    expect(gallery).toMatchObject({ total: listed.length, notices: [] });
    const shown = [...gallery.items];
    for (let page = 2; (page - 1) * 96 < gallery.total; page += 1)
      shown.push(...(await request(app.server).get('/api/cards/gallery').query({ q, printings: 'all', pageSize: 96, page }).expect(200)).body.items);
    expect(shown.map((group: { card: { id: number } }) => group.card.id).sort()).toEqual(listed.map((card) => card.id).sort());
    expect((await request(app.server).get('/api/cards/search').query({ q: 'r:sr' }).expect(200)).body.notices).toEqual([]);
  });

  it('keeps the plain list as docs/product.md has it, cached with an ETag; searches are cached too', async () => {
    const plain = await request(app.server).get('/api/cards').expect(200);
    expect(plain.body).toHaveLength(4779);
    await request(app.server).get('/api/cards').set('If-None-Match', plain.headers.etag!).expect(304);
    expect((await request(app.server).get('/api/cards').query({ q: '  ' }).expect(200)).body).toHaveLength(4779);

    const search = await request(app.server).get('/api/cards/search').query({ q: 't:leader' }).expect(200);
    expect(search.body.total).toBe(official.filter((card) => card.category === 'Leader').length);
    await request(app.server).get('/api/cards/search').query({ q: 't:leader' }).set('If-None-Match', search.headers.etag!).expect(304);
  });

  it('lists every printing with the code it shares with the others and which printing it is', async () => {
    const cards = (await request(app.server).get('/api/cards').expect(200)).body as Array<{
      code: string;
      baseCode: string;
      printing: string;
      rarity: string | null;
    }>;
    const byCode = new Map(cards.map((card) => [card.code, card]));
    expect(byCode.get('OP01-024')).toMatchObject({ baseCode: 'OP01-024', printing: 'base' });
    expect(byCode.get('OP01-024_p1')).toMatchObject({ baseCode: 'OP01-024', printing: 'parallel' });
    expect(byCode.get('OP01-006_r1')).toMatchObject({ baseCode: 'OP01-006', printing: 'reprint' });
    expect(byCode.get('EB01-001')!.rarity).toBe('Leader');
    // 4,779 printings of 2,665 cards.
    expect(new Set(cards.map((card) => card.baseCode)).size).toBe(new Set(official.map((card) => card.id.replace(/[_-][PRC]\d*$/i, ''))).size);
  });

  it('offers filter choices in set order with readable names, attributes split, rarities from the data', async () => {
    const { body } = await request(app.server).get('/api/cards/filter-options').expect(200);
    const sets = body.sets.map((option: { value: string }) => option.value);
    expect(sets.slice(0, 4)).toEqual(['EB-01', 'EB-02', 'EB-03', 'OP-01']);
    expect(sets.indexOf('OP-02')).toBeLessThan(sets.indexOf('OP-10'));
    expect(sets.at(-1)).toBe('PROMOTION-CARD');
    expect(body.attributes.map((option: { value: string }) => option.value)).toEqual(['Ranged', 'Slash', 'Special', 'Strike', 'Unknown', 'Wisdom']);
    expect(body.types.map((option: { term: string }) => option.term)).toEqual(['t:leader', 't:character', 't:event', 't:stage']);
    expect(body.rarities.map((option: { value: string }) => option.value)).toEqual([
      'Common',
      'Uncommon',
      'Rare',
      'SuperRare',
      'SecretRare',
      'Leader',
      'Special',
      'TreasureRare',
      'Promo',
    ]);
    // Every choice's term is a query the search reads.
    for (const option of [...body.sets, ...body.families.slice(0, 50), ...body.powers]) {
      await request(app.server).get('/api/cards/search').query({ q: option.term }).expect(200);
    }
  });

  describe('the /cards gallery (GET /api/cards/gallery)', () => {
    type Group = { card: { id: number; code: string; name: string; baseCode: string }; printings: Array<{ code: string }> };
    const gallery = async (query: Record<string, string | number>) => (await request(app.server).get('/api/cards/gallery').query(query).expect(200)).body;
    const baseCode = (code: string) => code.replace(/[_-][PRC]\d*$/i, '');

    it('answers the first 24 tiles, one per card with every printing, in list order; the totals beside them', async () => {
      const list = (await request(app.server).get('/api/cards').expect(200)).body as Array<{ id: number; code: string; baseCode: string }>;
      const body = await gallery({});
      const cards = new Set(official.map((card) => baseCode(card.id))).size;
      expect(body).toMatchObject({ q: '', total: cards, cardCount: 4779, page: 1, pageSize: 24, terms: [] });
      expect(body.items).toHaveLength(24);
      // The list's order, first printing of each card.
      const firstOfEach = list.filter((card, index) => list.findIndex((other) => other.baseCode === card.baseCode) === index);
      expect(body.items.map((group: Group) => group.card.id)).toEqual(firstOfEach.slice(0, 24).map((card) => card.id));
      const withParallel = (await gallery({ q: 'code:OP01-024' })).items as Group[];
      expect(withParallel.map((group) => group.card.code)).toEqual(['OP01-024']);
      expect(withParallel[0]!.printings.map((card) => card.code)).toEqual(list.filter((card) => card.baseCode === 'OP01-024').map((card) => card.code));
      expect(withParallel[0]!.printings.length).toBeGreaterThan(1);
    });

    it('pages through a query by page, sorted by name or with every printing, as the search matches; past the end is 404', async () => {
      const q = 't:leader c:red';
      const ids = new Set((await request(app.server).get('/api/cards/search').query({ q }).expect(200)).body.ids as number[]);
      const first = await gallery({ q, printings: 'all', pageSize: 10 });
      expect(first.total).toBe(ids.size);
      expect(first.terms.map((term: { text: string }) => term.text)).toEqual(['t:leader', 'c:red']);
      const shown = [...first.items];
      for (let page = 2; (page - 1) * 10 < first.total; page += 1) shown.push(...(await gallery({ q, printings: 'all', pageSize: 10, page })).items);
      expect(new Set(shown.map((group: Group) => group.card.id))).toEqual(ids);
      expect(shown).toHaveLength(ids.size);

      const byName = (await gallery({ q, sort: 'name', pageSize: 96 })).items.map((group: Group) => group.card.name) as string[];
      expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));
      const past = await request(app.server).get('/api/cards/gallery').query({ q, printings: 'all', pageSize: 10, page: 5000 }).expect(404);
      expect(past.body).toMatchObject({
        statusCode: 404,
        code: 'page_out_of_range',
        details: [{ field: 'page', code: 'too_large', max: Math.ceil(first.total / 10) }],
      });
    });

    it('refuses what it cannot read with 422 validation_failed, never a 500', async () => {
      for (const query of [
        { pageSize: 0 },
        { pageSize: 97 },
        { page: 0 },
        { page: 'x' },
        { offset: 24 },
        { sort: 'cost' },
        { printings: 'some' },
        { q: 'x:1' },
      ]) {
        const { body } = await request(app.server).get('/api/cards/gallery').query(query).expect(422);
        expect(body).toMatchObject({ statusCode: 422, code: 'validation_failed' });
      }
    });
  });

  // Last: it replaces the catalogue.
  it('says so when the imported data carries no rarity, instead of a silent 0', async () => {
    const admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    await admin.post('/api/cards/clear').expect(200);
    const withoutRarity = Object.fromEntries(official.slice(0, 40).map((card) => [card.id, { ...card, rarity: null }]));
    await admin.post('/api/cards/import').set('Content-Type', 'application/json').send(JSON.stringify(withoutRarity)).expect(200);
    const notice = {
      code: 'field_not_in_data',
      field: 'rarity',
      terms: ['r:sr'],
      message: 'No card in the imported data has a rarity: r:sr cannot match any card',
    };
    const searched = (await request(app.server).get('/api/cards/search').query({ q: 'r:sr' }).expect(200)).body;
    expect(searched).toMatchObject({ total: 0, notices: [notice] });
    // The list has no field for it: a header says it, the cached answer and its 304 too.
    for (let round = 0; round < 2; round++) {
      const listed = await request(app.server).get('/api/cards').query({ q: 'r:sr' }).expect(200);
      expect(listed.body).toEqual([]);
      expect(listed.headers['card-query-notice']).toBe('field_not_in_data; field=rarity');
      const unchanged = await request(app.server).get('/api/cards').query({ q: 'r:sr' }).set('If-None-Match', listed.headers.etag!).expect(304);
      expect(unchanged.headers['card-query-notice']).toBe('field_not_in_data; field=rarity');
    }
    expect((await request(app.server).get('/api/cards').query({ q: 't:leader' }).expect(200)).headers['card-query-notice']).toBeUndefined();
    const gallery = (await request(app.server).get('/api/cards/gallery').query({ q: 't:leader or r:sr' }).expect(200)).body;
    expect(gallery.total).toBeGreaterThan(0);
    expect(gallery.notices).toEqual([notice]);
    expect((await request(app.server).get('/api/cards/gallery').query({ q: 't:leader' }).expect(200)).body.notices).toEqual([]);
  });
});
