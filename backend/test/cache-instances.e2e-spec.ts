import request from 'supertest';
import { CACHE_SYNC_MS } from '../src/shared/cache/cache-revisions.js';
import { startTestAppOn, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

type Agent = ReturnType<typeof request.agent>;

/** One look of the other instance every CACHE_SYNC_MS, then the read itself: a write shows within this. */
const DEADLINE_MS = CACHE_SYNC_MS + 500;

/**
 * Reads `checks` on the other instance until every one is true or the deadline passes; answers the
 * names of the checks still false (none when the write showed everywhere in time).
 */
async function staleAfterDeadline(checks: Record<string, () => Promise<boolean>>): Promise<string[]> {
  const started = Date.now();
  for (;;) {
    const results = await Promise.all(Object.entries(checks).map(async ([name, check]) => ((await check()) ? null : name)));
    const stale = results.filter((name): name is string => name !== null);
    if (!stale.length || Date.now() - started > DEADLINE_MS) return stale;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A card's fields as the admin's edit form sends them back. */
const EDITABLE = ['code', 'name', 'type', 'imageUrl', 'cost', 'power', 'counter', 'color', 'attribute', 'family', 'ability', 'trigger', 'set'];
const pick = (value: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, value[key]]));

const text = async (app: TestApp, path: string) => JSON.stringify((await request(app.server).get(path).expect(200)).body);

/**
 * Two instances on one MariaDB database (collected only under TEST_DB=mysql). Each caches on its
 * own: cached HTTP answers (ADR 0022) and the card list, tier list and game rules in process. A write
 * on A drops every cache built from what it changed on B within about a second (ADR 0049). Every
 * check first makes B cache the old answer, then writes on A, then reads on B.
 */
describe('caches across instances (ADR 0022, 0049)', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let admin: Agent;
  const cardId: Record<string, number> = {};

  const deckBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Shared Luffy',
    author: 'Nami',
    tier: 'Tier 1',
    format: 'OP10',
    leaderId: cardId['ST01-001'],
    isDraft: false,
    cards: [
      { cardId: cardId['ST01-002'], quantity: 4 },
      { cardId: cardId['ST01-004'], quantity: 4 },
      { cardId: cardId['ST01-013'], quantity: 2 },
    ],
    ...overrides,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    // B first, on the empty database; A starts in the first test, with the demo content.
    b = await startTestAppOn(database);
  }, 120_000);
  afterAll(async () => {
    await Promise.allSettled([a?.app.close(), b?.app.close()]);
    await database?.drop();
  });

  it('shows the demo content seeded at start by a new instance on the one already running (written outside any request)', async () => {
    for (let twice = 0; twice < 2; twice += 1) {
      expect(await text(b, '/api/cards')).toBe('[]');
      expect(await text(b, '/api/news')).toBe('[]');
      expect(await text(b, '/api/tierlist')).not.toContain('"deck"');
    }

    a = await startTestAppOn(database, { SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(a.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);

    expect(
      await staleAfterDeadline({
        cards: async () => (await text(b, '/api/cards')).includes('ST01-001'),
        news: async () => (await text(b, '/api/news')) !== '[]',
        tierList: async () => (await text(b, '/api/tierlist')).includes('"deck"'),
      }),
    ).toEqual([]);
    for (const card of (await request(a.server).get('/api/cards').expect(200)).body as Array<{ id: number; code: string }>) cardId[card.code] = card.id;
  }, 120_000);

  it('shows a card edit made on A in B’s card list, search, gallery, decks and tier list', async () => {
    const leader = (await request(a.server).get(`/api/cards`).expect(200)).body.find((card: { code: string }) => card.code === 'ST01-001');
    const deckId = (await request(a.server).get('/api/tierlist?format=OP10').expect(200)).body.formats[0].tiers
      .flatMap((tier: { entries: Array<{ deck: { id: number; leader: { code: string } | null } }> }) => tier.entries)
      .find((entry: { deck: { leader: { code: string } | null } }) => entry.deck.leader?.code === 'ST01-001').deck.id as number;
    const reads = {
      list: () => text(b, '/api/cards'),
      search: () => text(b, '/api/cards/search?q=Zoltan'),
      gallery: () => text(b, '/api/cards/gallery?q=Zoltan'),
      deck: () => text(b, `/api/decks/${deckId}`),
      tierList: () => text(b, '/api/tierlist'),
    };
    for (const read of Object.values(reads)) expect(await read()).not.toContain('Zoltan Luffy');
    expect(JSON.parse(await reads.search()).total).toBe(0);

    await admin
      .put(`/api/cards/${leader.id}`)
      .send({ ...pick(leader, EDITABLE), name: 'Zoltan Luffy' })
      .expect(200);

    expect(
      await staleAfterDeadline({
        list: async () => (await reads.list()).includes('Zoltan Luffy'),
        search: async () => JSON.parse(await reads.search()).total === 1,
        gallery: async () => (await reads.gallery()).includes('Zoltan Luffy'),
        deck: async () => (await reads.deck()).includes('Zoltan Luffy'),
        tierList: async () => (await reads.tierList()).includes('Zoltan Luffy'),
      }),
    ).toEqual([]);
  }, 60_000);

  it('shows decks created, placed in the tier list, renamed and moved on A in B’s deck pages and tier list', async () => {
    const page = () => text(b, '/api/decks/page');
    const tierList = async () =>
      (await request(b.server).get('/api/tierlist?format=OP10').expect(200)).body.formats[0].tiers as Array<{
        tier: string;
        entries: Array<{ id: number; deck: { id: number; name: string } }>;
      }>;
    const tierOf = async (name: string) => (await tierList()).find((tier) => tier.entries.some((entry) => entry.deck.name === name))?.tier;
    expect(await page()).not.toContain('Shared Luffy');
    expect(await page()).not.toContain('Shared Luffy');
    expect(await tierOf('Shared Luffy')).toBeUndefined();

    // Created: B's gallery page shows it.
    const id = (await admin.post('/api/decks').send(deckBody()).expect(201)).body.id as number;
    expect(await staleAfterDeadline({ page: async () => (await page()).includes('Shared Luffy') })).toEqual([]);

    // Placed in the tier list (a tier-list write, tagged narrowly): B's tier list shows it.
    const entry = (await admin.post('/api/tierlist').send({ deckId: id, format: 'OP10', tier: 'Tier 2' }).expect(201)).body.id as number;
    expect(await staleAfterDeadline({ tierList: async () => (await tierOf('Shared Luffy')) === 'Tier 2' })).toEqual([]);
    expect(await text(b, `/api/decks/${id}`)).toContain('Shared Luffy'); // now cached by B

    // Renamed (a deck write): B's deck, gallery page and tier list, whose cache is built from decks too.
    await admin
      .put(`/api/decks/${id}`)
      .send(deckBody({ name: 'Shared Luffy Renamed' }))
      .expect(200);
    expect(
      await staleAfterDeadline({
        detail: async () => (await text(b, `/api/decks/${id}`)).includes('Shared Luffy Renamed'),
        page: async () => (await page()).includes('Shared Luffy Renamed'),
        tierList: async () => (await tierOf('Shared Luffy Renamed')) === 'Tier 2',
      }),
    ).toEqual([]);

    // Moved to another tier.
    await admin.put(`/api/tierlist/${entry}/position`).send({ tier: 'Tier 3', position: 1 }).expect(200);
    expect(await staleAfterDeadline({ tierList: async () => (await tierOf('Shared Luffy Renamed')) === 'Tier 3' })).toEqual([]);
  }, 60_000);

  it('shows a format change made on A in B’s formats, game rules and tier list', async () => {
    const reads = { formats: () => text(b, '/api/formats'), rules: () => text(b, '/api/game-rules'), tierList: () => text(b, '/api/tierlist') };
    for (const read of Object.values(reads)) expect(await read()).not.toContain('OP-10 Shared');
    for (const read of Object.values(reads)) expect(await read()).not.toContain('OP-10 Shared');

    const current = (await request(a.server).get('/api/formats').expect(200)).body.find((format: { code: string }) => format.code === 'OP10');
    await admin.put('/api/formats/OP10').send({ name: 'OP-10 Shared', legalSets: current.legalSets, banList: current.banList }).expect(200);

    expect(
      await staleAfterDeadline({
        formats: async () => (await reads.formats()).includes('OP-10 Shared'),
        rules: async () => (await reads.rules()).includes('OP-10 Shared'),
        tierList: async () => (await reads.tierList()).includes('OP-10 Shared'),
      }),
    ).toEqual([]);
  }, 60_000);

  it('shows news written on A in B’s news list', async () => {
    const titles = () => text(b, '/api/news');
    expect(await titles()).not.toContain('Written on A');
    expect(await titles()).not.toContain('Written on A'); // now cached by B

    await admin.post('/api/news').send({ title: 'Written on A', content: '<p>Shared</p>', author: 'Nami' }).expect(201);
    expect(await text(a, '/api/news')).toContain('Written on A');
    expect(await staleAfterDeadline({ news: async () => (await titles()).includes('Written on A') })).toEqual([]);
  }, 60_000);
});
