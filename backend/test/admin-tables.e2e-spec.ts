import request from 'supertest';
import { DataSource } from 'typeorm';
import { officialKeyedCards } from './fixtures/cards/real-cards.js';
import { registerAndLogIn } from './support/accounts.js';
import { aDeckBody } from './support/deck-body.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;
type Row = Record<string, unknown>;
type Page = { items: Row[]; page: number; pageSize: number; total: number };

/** Text compared as the tables order it: without case. */
const caseless = (value: unknown) => String(value ?? '').toLowerCase();

/**
 * The back office's four tables read in SQL (ADR 0074): GET /api/admin/decks, /api/admin/news,
 * /api/admin/cards and /api/admin/all-users/page search, filter, sort by a column and page as every
 * list (ADR 0067); anything outside a whitelist is 422 naming the allowed values; admins only
 * (super admins for the accounts). On the real card list.
 */
describe('admin tables: search, filters and sorting on the server', () => {
  let app: TestApp;
  let superAdmin: Agent;
  let admin: Agent;
  let player: Agent;
  let leaderId: number;
  let cardIds: number[];

  const read = async (agent: Agent, path: string): Promise<Page> => (await agent.get(path).expect(200)).body as Page;
  /** Every row of a list, following the pages (the default page size is the screen's). */
  const all = async (agent: Agent, path: string): Promise<Row[]> => {
    const separator = path.includes('?') ? '&' : '?';
    return (await read(agent, `${path}${separator}pageSize=100`)).items;
  };
  const field = (rows: Row[], name: string) => rows.map((row) => row[name]);

  async function account(username: string, options: { verified?: boolean; admin?: boolean } = {}): Promise<Agent> {
    const agent = request.agent(app.server);
    const user = await registerAndLogIn(agent, { username, email: `${username}@example.com`, password: 'password1' });
    const database = app.app.get(DataSource);
    if (options.verified) await database.query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, user.id]);
    if (options.admin) await database.query('UPDATE users SET isAdmin = ?, isEmailVerified = ? WHERE id = ?', [true, true, user.id]);
    return agent;
  }

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '100000' });
    superAdmin = request.agent(app.server);
    await superAdmin.post('/api/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    await superAdmin.post('/api/cards/import').set('Content-Type', 'application/json').send(JSON.stringify(officialKeyedCards())).expect(200);
    const database = app.app.get(DataSource);
    // Types the form does not accept, as older imports left them.
    await database.query("UPDATE cards SET type = 'Leader' WHERE code = 'OP01-002'");
    await database.query("UPDATE cards SET type = '' WHERE code = 'OP01-003'");
    const [leader] = (await database.query("SELECT id FROM cards WHERE code = 'OP01-001'")) as Array<{ id: number }>;
    leaderId = leader!.id;
    cardIds = ((await database.query("SELECT id FROM cards WHERE code IN ('OP01-004', 'OP01-005', 'OP01-006') ORDER BY code")) as Array<{ id: number }>).map(
      (row) => row.id,
    );
    const decks = [
      { name: 'zoro aggro', author: 'Brook', tier: 'Tier 1', format: 'OP10', isDraft: 0, priority: 3 },
      { name: 'Alpha Control', author: 'usopp', tier: 'Tier 2', format: 'OP09', isDraft: 1, priority: 1 },
      { name: 'mid Range', author: 'Chopper', tier: 'Tier 3', format: 'OP08', isDraft: 0, priority: 7 },
      { name: 'Beta 100%_deck', author: 'Nami', tier: 'Tier 1', format: 'OP09', isDraft: 1, priority: 5 },
    ];
    for (const deck of decks)
      await superAdmin
        .post('/api/decks')
        .send(aDeckBody(leaderId, cardIds, deck))
        .expect(201);
    player = await account('table-player', { verified: true });
    await player
      .post('/api/decks')
      .send(aDeckBody(leaderId, cardIds, { name: 'Community zoro', author: 'player', visibility: 'private' }))
      .expect(201);
    const news = [
      { title: 'Zeta news', title_it: 'Notizia zeta', content: '<p>en</p>', content_it: '<p>it</p>', author: 'robin', is_draft: false },
      { title: 'alpha draft', content: '<p>en</p>', author: 'Franky', is_draft: true },
      { title: 'Middle 50% off', content: '<p>en</p>', author: 'brook', is_draft: false },
    ];
    for (const item of news) await superAdmin.post('/api/news').send(item).expect(201);
    admin = await account('table-admin', { admin: true });
    await account('table-unverified');
    // The whole official card list is imported first: minutes on a busy machine.
  }, 300_000);
  afterAll(async () => app.close());

  describe('GET /api/admin/decks', () => {
    it('lists the curated decks with drafts, newest first, as the gallery summaries (no guides)', async () => {
      const page = await read(admin, '/api/admin/decks');
      expect(page).toMatchObject({ page: 1, pageSize: 20, total: 4 });
      expect(field(page.items, 'name')).toEqual(['Beta 100%_deck', 'mid Range', 'Alpha Control', 'zoro aggro']);
      expect(page.items[0]).not.toHaveProperty('description');
      expect(page.items[0]).toMatchObject({ isDraft: 1, curated: 1, leader: { code: 'OP01-001' } });
    });

    it('searches name or author without case, wildcards taken literally', async () => {
      expect(field(await all(admin, '/api/admin/decks?q=ZORO'), 'name')).toEqual(['zoro aggro']);
      expect(field(await all(admin, '/api/admin/decks?q=USOPP'), 'name')).toEqual(['Alpha Control']);
      expect(field(await all(admin, '/api/admin/decks?q=100%25_'), 'name')).toEqual(['Beta 100%_deck']);
      expect(await all(admin, '/api/admin/decks?q=_')).toHaveLength(1);
    });

    it('filters by format, tier, draft or published, and source', async () => {
      expect(field(await all(admin, '/api/admin/decks?format=OP09'), 'name').sort()).toEqual(['Alpha Control', 'Beta 100%_deck']);
      expect(field(await all(admin, '/api/admin/decks?tier=Tier%201'), 'name').sort()).toEqual(['Beta 100%_deck', 'zoro aggro']);
      expect(field(await all(admin, '/api/admin/decks?status=draft'), 'isDraft')).toEqual([1, 1]);
      expect(field(await all(admin, '/api/admin/decks?status=published'), 'name').sort()).toEqual(['mid Range', 'zoro aggro']);
      expect(field(await all(admin, '/api/admin/decks?source=community'), 'name')).toEqual(['Community zoro']);
      expect(await all(admin, '/api/admin/decks?source=all')).toHaveLength(5);
      expect(field(await all(admin, '/api/admin/decks?source=all&q=zoro&status=published&format=OP10'), 'name').sort()).toEqual([
        'Community zoro',
        'zoro aggro',
      ]);
    });

    it('sorts by each column either way, text without case', async () => {
      expect(field(await all(admin, '/api/admin/decks?sort=name'), 'name')).toEqual(['Alpha Control', 'Beta 100%_deck', 'mid Range', 'zoro aggro']);
      expect(field(await all(admin, '/api/admin/decks?sort=-name'), 'name')).toEqual(['zoro aggro', 'mid Range', 'Beta 100%_deck', 'Alpha Control']);
      expect(field(await all(admin, '/api/admin/decks?sort=author'), 'author')).toEqual(['Brook', 'Chopper', 'Nami', 'usopp']);
      expect(field(await all(admin, '/api/admin/decks?sort=-author'), 'author')).toEqual(['usopp', 'Nami', 'Chopper', 'Brook']);
      // Ties newest first.
      expect(field(await all(admin, '/api/admin/decks?sort=tier'), 'name')).toEqual(['Beta 100%_deck', 'zoro aggro', 'Alpha Control', 'mid Range']);
      expect(field(await all(admin, '/api/admin/decks?sort=-tier'), 'tier')).toEqual(['Tier 3', 'Tier 2', 'Tier 1', 'Tier 1']);
      expect(field(await all(admin, '/api/admin/decks?sort=format'), 'format')).toEqual(['OP08', 'OP09', 'OP09', 'OP10']);
      expect(field(await all(admin, '/api/admin/decks?sort=-format'), 'format')).toEqual(['OP10', 'OP09', 'OP09', 'OP08']);
      expect(field(await all(admin, '/api/admin/decks?sort=priority'), 'priority')).toEqual([1, 3, 5, 7]);
      expect(field(await all(admin, '/api/admin/decks?sort=-priority'), 'priority')).toEqual([7, 5, 3, 1]);
      expect(field(await all(admin, '/api/admin/decks?sort=createdAt'), 'name')).toEqual(['zoro aggro', 'Alpha Control', 'mid Range', 'Beta 100%_deck']);
      expect(field(await all(admin, '/api/admin/decks?sort=-createdAt'), 'name')).toEqual(['Beta 100%_deck', 'mid Range', 'Alpha Control', 'zoro aggro']);
    });

    it('pages as every list: Link header, 404 past the end, page 1 of nothing', async () => {
      const second = await admin.get('/api/admin/decks?sort=name&pageSize=3&page=2').expect(200);
      expect(second.body).toMatchObject({ page: 2, pageSize: 3, total: 4 });
      expect(field(second.body.items, 'name')).toEqual(['zoro aggro']);
      expect(second.headers.link).toContain('</api/admin/decks?sort=name&pageSize=3&page=1>; rel="prev"');
      expect((await admin.get('/api/admin/decks?pageSize=3&page=3').expect(404)).body).toMatchObject({
        code: 'page_out_of_range',
        details: [{ field: 'page', code: 'too_large', max: 2 }],
      });
      expect(await read(admin, '/api/admin/decks?q=nothing-like-this')).toMatchObject({ items: [], total: 0, page: 1 });
    });

    it('refuses what is not in its lists with 422, the sort naming the allowed values', async () => {
      const refused = await admin.get('/api/admin/decks?sort=leader').set('Accept-Language', 'en').expect(422);
      const allowed = ['createdAt', '-createdAt', 'name', '-name', 'author', '-author', 'tier', '-tier', 'format', '-format', 'priority', '-priority'];
      expect(refused.body).toEqual({
        statusCode: 422,
        code: 'validation_failed',
        message: `sort: use one of ${allowed.join(', ')}`,
        details: [{ field: 'sort', code: 'not_allowed', allowed }],
      });
      const italian = await admin.get('/api/admin/decks?sort=name;DROP').set('Accept-Language', 'it').expect(422);
      expect(italian.body.message).toBe(`sort: usa uno di questi valori: ${allowed.join(', ')}`);
      for (const bad of ['status=hidden', 'source=mine', 'tier=Tier%209', 'page=0', 'pageSize=101', 'unknown=1'])
        expect((await admin.get(`/api/admin/decks?${bad}`).expect(422)).body.code).toBe('validation_failed');
    });
  });

  describe('GET /api/admin/news', () => {
    it('lists every article with drafts, newest first, without bodies', async () => {
      const page = await read(admin, '/api/admin/news');
      expect(page).toMatchObject({ total: 3, pageSize: 20 });
      expect(field(page.items, 'title')).toEqual(['Middle 50% off', 'alpha draft', 'Zeta news']);
      expect(page.items[0]).not.toHaveProperty('content');
    });

    it('searches the titles in either language and the author, and filters by status and language', async () => {
      expect(field(await all(admin, '/api/admin/news?q=NOTIZIA'), 'title')).toEqual(['Zeta news']);
      expect(field(await all(admin, '/api/admin/news?q=franky'), 'title')).toEqual(['alpha draft']);
      expect(field(await all(admin, '/api/admin/news?q=50%25'), 'title')).toEqual(['Middle 50% off']);
      expect(field(await all(admin, '/api/admin/news?status=draft'), 'title')).toEqual(['alpha draft']);
      expect(field(await all(admin, '/api/admin/news?status=published'), 'title')).toEqual(['Middle 50% off', 'Zeta news']);
      expect(field(await all(admin, '/api/admin/news?language=it'), 'title')).toEqual(['Zeta news']);
      expect(field(await all(admin, '/api/admin/news?language=en'), 'title')).toEqual(['Middle 50% off', 'alpha draft']);
      expect(field(await all(admin, '/api/admin/news?language=en&status=published'), 'title')).toEqual(['Middle 50% off']);
    });

    it('sorts by each column either way', async () => {
      expect(field(await all(admin, '/api/admin/news?sort=title'), 'title')).toEqual(['alpha draft', 'Middle 50% off', 'Zeta news']);
      expect(field(await all(admin, '/api/admin/news?sort=-title'), 'title')).toEqual(['Zeta news', 'Middle 50% off', 'alpha draft']);
      expect(field(await all(admin, '/api/admin/news?sort=author'), 'author')).toEqual(['brook', 'Franky', 'robin']);
      expect(field(await all(admin, '/api/admin/news?sort=-author'), 'author')).toEqual(['robin', 'Franky', 'brook']);
      expect(field(await all(admin, '/api/admin/news?sort=created_at'), 'title')).toEqual(['Zeta news', 'alpha draft', 'Middle 50% off']);
      expect(field(await all(admin, '/api/admin/news?sort=-created_at'), 'title')).toEqual(['Middle 50% off', 'alpha draft', 'Zeta news']);
      const updated = await all(admin, '/api/admin/news?sort=updated_at');
      expect(field(updated, 'updated_at')).toEqual([...field(updated, 'updated_at')].sort());
      expect(field(await all(admin, '/api/admin/news?sort=-updated_at'), 'updated_at')).toEqual([...field(updated, 'updated_at')].reverse());
    });

    it('pages, and refuses what is not in its lists', async () => {
      expect(field((await read(admin, '/api/admin/news?sort=title&pageSize=2&page=2')).items, 'title')).toEqual(['Zeta news']);
      expect((await admin.get('/api/admin/news?pageSize=2&page=3').expect(404)).body.code).toBe('page_out_of_range');
      expect((await admin.get('/api/admin/news?sort=excerpt').expect(422)).body.details).toEqual([
        { field: 'sort', code: 'not_allowed', allowed: ['created_at', '-created_at', 'updated_at', '-updated_at', 'title', '-title', 'author', '-author'] },
      ]);
      for (const bad of ['status=hidden', 'language=fr', 'includeDrafts=1'])
        expect((await admin.get(`/api/admin/news?${bad}`).expect(422)).body.code).toBe('validation_failed');
    });
  });

  describe('GET /api/admin/cards', () => {
    it('pages the whole real list, 10 a page, in set-number order', async () => {
      const first = await admin.get('/api/admin/cards').expect(200);
      expect(first.body).toMatchObject({ page: 1, pageSize: 10, total: 4779 });
      // The codes' order is the set-number order for the game's codes (prefix, two-digit set, number, then the variants).
      expect(field(first.body.items, 'code')).toEqual(Object.keys(officialKeyedCards()).sort().slice(0, 10));
      expect(first.body.items[0].code).toBe('EB01-001');
      expect(first.headers.link).toContain('</api/admin/cards?page=478&pageSize=10>; rel="last"');
      expect(first.body.items[0]).toMatchObject({ code: 'EB01-001', normalizedType: 'LEADER' });
      expect((await read(admin, '/api/admin/cards?page=478')).items).toHaveLength(9);
      expect((await admin.get('/api/admin/cards?page=479').expect(404)).body.details).toEqual([{ field: 'page', code: 'too_large', max: 478 }]);
    });

    it('searches name, code or set, and filters by type (or the invalid ones), colour and set', async () => {
      const nami = await all(admin, '/api/admin/cards?q=NAMI&type=LEADER');
      expect(nami.length).toBeGreaterThan(0);
      expect(nami.every((card) => caseless(card.name).includes('nami') && card.type === 'LEADER')).toBe(true);
      expect(field(await all(admin, '/api/admin/cards?q=op01-02'), 'code').every((code) => String(code).startsWith('OP01-02'))).toBe(true);
      const invalid = await all(admin, '/api/admin/cards?type=invalid');
      expect(field(invalid, 'code')).toEqual(['OP01-002', 'OP01-003']);
      expect(field(invalid, 'normalizedType')).toEqual(['LEADER', '']);
      // Exactly LEADER: the two leaders whose stored type is 'Leader' and '' are left out, their parallel printings are not.
      expect(field(await all(admin, '/api/admin/cards?type=LEADER&q=OP01-00'), 'code')).toEqual([
        'OP01-001',
        'OP01-001_p1',
        'OP01-001_p2',
        'OP01-002_p1',
        'OP01-003_p1',
      ]);
      const green = await read(admin, '/api/admin/cards?color=green&pageSize=100');
      expect(green.total).toBeGreaterThan(100);
      expect(green.items.every((card) => String(card.color).split('/').includes('Green'))).toBe(true);
      // Multicolour cards have each of their colours.
      expect(field((await read(admin, '/api/admin/cards?color=Red&q=OP01-001')).items, 'code')).toEqual(['OP01-001', 'OP01-001_p1', 'OP01-001_p2']);
      const multicolour = await all(admin, '/api/admin/cards?color=yellow&type=LEADER&q=ST');
      expect(multicolour.some((card) => String(card.color).includes('/'))).toBe(true);
      const set = await read(admin, '/api/admin/cards?set=OP-01&pageSize=100');
      expect(set.total).toBeGreaterThan(100);
      expect(set.items.every((card) => card.set === 'OP-01')).toBe(true);
    });

    it('sorts by each column either way', async () => {
      const codes = field(await all(admin, '/api/admin/cards?q=OP01-00&sort=-code'), 'code');
      expect(codes).toEqual([...codes].sort().reverse());
      // Text without case (each database's collation places punctuation: the initials are compared).
      const initials = (values: unknown[]) =>
        values.map((value) =>
          caseless(value)
            .replace(/[^a-z0-9]/g, '')
            .charAt(0),
        );
      const names = field(await all(admin, '/api/admin/cards?set=OP-01&sort=name'), 'name');
      expect(names).toHaveLength(100);
      expect(initials(names)).toEqual([...initials(names)].sort());
      expect(caseless(names[0])).toMatch(/^a/);
      const lastNames = field(await all(admin, '/api/admin/cards?set=OP-01&sort=-name'), 'name');
      expect(initials(lastNames)).toEqual([...initials(lastNames)].sort().reverse());
      const types = field(await all(admin, '/api/admin/cards?q=OP01-01&sort=type'), 'type') as string[];
      expect(types).toEqual([...types].sort());
      expect(field(await all(admin, '/api/admin/cards?q=OP01-01&sort=-type'), 'type')).toEqual([...types].sort().reverse());
      const sets = field(await all(admin, '/api/admin/cards?q=Luffy&sort=set'), 'set') as string[];
      expect(new Set(sets).size).toBeGreaterThan(3);
      expect(initials(sets)).toEqual([...initials(sets)].sort());
      const setsDown = field(await all(admin, '/api/admin/cards?q=Luffy&sort=-set'), 'set') as string[];
      expect(initials(setsDown)).toEqual([...initials(setsDown)].sort().reverse());
      expect(setsDown[0]).not.toBe(sets[0]);
      const ids = field(await all(admin, '/api/admin/cards?q=OP01-01&sort=id'), 'id') as number[];
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(field(await all(admin, '/api/admin/cards?q=OP01-01&sort=-id'), 'id')).toEqual([...ids].sort((a, b) => b - a));
    });

    it('refuses what is not in its lists', async () => {
      expect((await admin.get('/api/admin/cards?sort=power').expect(422)).body.details).toEqual([
        { field: 'sort', code: 'not_allowed', allowed: ['code', '-code', 'name', '-name', 'type', '-type', 'set', '-set', 'id', '-id'] },
      ]);
      for (const bad of ['type=leader', 'pageSize=1000', `q=${'x'.repeat(101)}`])
        expect((await admin.get(`/api/admin/cards?${bad}`).expect(422)).body.code).toBe('validation_failed');
    });
  });

  describe('GET /api/admin/all-users/page', () => {
    it('lists every account newest first, without secrets', async () => {
      const page = await read(superAdmin, '/api/admin/all-users/page');
      expect(page).toMatchObject({ total: 4, pageSize: 20 });
      expect(field(page.items, 'username')).toEqual(['table-unverified', 'table-admin', 'table-player', 'admin']);
      expect(Object.keys(page.items[0]!).sort()).toEqual(['createdAt', 'email', 'id', 'isAdmin', 'isEmailVerified', 'isSuperAdmin', 'username']);
    });

    it('searches username or e-mail and filters by admin and verified', async () => {
      expect(field(await all(superAdmin, '/api/admin/all-users/page?q=TABLE-P'), 'username')).toEqual(['table-player']);
      expect(field(await all(superAdmin, '/api/admin/all-users/page?q=admin%40example'), 'username')).toEqual(['table-admin']);
      expect(field(await all(superAdmin, '/api/admin/all-users/page?admin=true'), 'username')).toEqual(['table-admin', 'admin']);
      expect(field(await all(superAdmin, '/api/admin/all-users/page?admin=0'), 'username')).toEqual(['table-unverified', 'table-player']);
      expect(field(await all(superAdmin, '/api/admin/all-users/page?verified=false'), 'username')).toEqual(['table-unverified']);
      expect(field(await all(superAdmin, '/api/admin/all-users/page?verified=1&admin=false'), 'username')).toEqual(['table-player']);
    });

    it('sorts by each column either way', async () => {
      const byName = ['admin', 'table-admin', 'table-player', 'table-unverified'];
      expect(field(await all(superAdmin, '/api/admin/all-users/page?sort=username'), 'username')).toEqual(byName);
      expect(field(await all(superAdmin, '/api/admin/all-users/page?sort=-username'), 'username')).toEqual([...byName].reverse());
      const ids = field(await all(superAdmin, '/api/admin/all-users/page?sort=id'), 'id') as number[];
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(field(await all(superAdmin, '/api/admin/all-users/page?sort=-id'), 'id')).toEqual([...ids].reverse());
      const emails = ['admin@localhost', 'table-admin@example.com', 'table-player@example.com', 'table-unverified@example.com'];
      expect(field(await all(superAdmin, '/api/admin/all-users/page?sort=email'), 'email')).toEqual(emails);
      expect(field(await all(superAdmin, '/api/admin/all-users/page?sort=-email'), 'email')).toEqual([...emails].reverse());
      expect(field(await all(superAdmin, '/api/admin/all-users/page?sort=createdAt'), 'username')).toEqual([
        'admin',
        'table-player',
        'table-admin',
        'table-unverified',
      ]);
      expect(field(await all(superAdmin, '/api/admin/all-users/page?sort=-createdAt'), 'username')).toEqual([
        'table-unverified',
        'table-admin',
        'table-player',
        'admin',
      ]);
    });

    it('pages, and refuses what is not in its lists', async () => {
      expect(field((await read(superAdmin, '/api/admin/all-users/page?sort=username&pageSize=3&page=2')).items, 'username')).toEqual(['table-unverified']);
      expect((await superAdmin.get('/api/admin/all-users/page?pageSize=3&page=3').expect(404)).body.code).toBe('page_out_of_range');
      expect((await superAdmin.get('/api/admin/all-users/page?sort=password').expect(422)).body.details[0]).toMatchObject({
        field: 'sort',
        code: 'not_allowed',
      });
      expect((await superAdmin.get('/api/admin/all-users/page?admin=yes').expect(422)).body.code).toBe('validation_failed');
    });
  });

  it('answers admins only (super admins for the accounts): 401 to visitors, 403 to players', async () => {
    const visitor = request(app.server);
    for (const path of ['/api/admin/decks', '/api/admin/news', '/api/admin/cards', '/api/admin/all-users/page']) {
      expect((await visitor.get(path).expect(401)).body.code).toBe('authentication_required');
      expect((await player.get(path).expect(403)).body.code).toBe('access_denied');
    }
    for (const path of ['/api/admin/decks', '/api/admin/news', '/api/admin/cards']) await admin.get(path).expect(200);
    expect((await admin.get('/api/admin/all-users/page').expect(403)).body.code).toBe('access_denied');
  });
});
