import request from 'supertest';
import { DataSource } from 'typeorm';
import { listRoutes } from './support/routes.js';
import { startTestApp, TestApp } from './support/test-app.js';

describe('foundation API', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(async () => app.close());

  it('reports health with the database up', async () => {
    const response = await request(app.server).get('/api/health').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', database: 'up', checks: { database: { state: 'up' } } });
  });

  it('seeds the demo cards into an empty database and lists them in set-number order', async () => {
    const response = await request(app.server).get('/api/cards').expect(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const cards = response.body as Array<Record<string, unknown>>;
    expect(cards.length).toBeGreaterThanOrEqual(50);
    // OP sets come before starter decks in set-number order (the seed has OP01–OP10 cards for its decks).
    expect(cards[0]).toMatchObject({ code: 'OP01-047', type: 'CHARACTER' });
    expect(cards.find((card) => card.code === 'ST01-001')).toMatchObject({
      name: 'Monkey.D.Luffy',
      type: 'LEADER',
      color: 'Red',
      cost: 5,
      power: 5000,
      baseCode: 'ST01-001',
      printing: 'base',
      rarity: 'Leader',
    });
    expect(Object.keys(cards[0]).sort()).toEqual(
      [
        'ability',
        'attribute',
        'code',
        'color',
        'cost',
        'counter',
        'createdAt',
        'family',
        'id',
        'imageUrl',
        'name',
        'normalizedType',
        'power',
        'set',
        'trigger',
        'type',
        // Issue #16: the printing's shared code and kind, and the rarity where the data has one.
        'baseCode',
        'printing',
        'rarity',
      ].sort(),
    );
    const codes = cards.map((card) => card.code as string);
    expect(codes.indexOf('ST01-017')).toBeLessThan(codes.indexOf('ST02-001'));
    expect(codes.indexOf('ST02-002')).toBe(codes.indexOf('ST02-001') + 1);
  });

  it('serves the card list compressed with an ETag and answers 304 when unchanged', async () => {
    const first = await request(app.server).get('/api/cards').set('Accept-Encoding', 'br').expect(200);
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const gzip = await request(app.server).get('/api/cards').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(first.body);
    await request(app.server).get('/api/cards').set('If-None-Match', etag).expect(304);
  });

  it('does not seed again when the database already has cards', async () => {
    const dataSource = app.app.get(DataSource);
    const [{ total }] = await dataSource.query('SELECT COUNT(*) AS total FROM cards');
    expect(Number(total)).toBe(193);
  });

  it('creates the super admin at start-up with a hashed password', async () => {
    const dataSource = app.app.get(DataSource);
    const [admin] = await dataSource.query('SELECT username, password, isSuperAdmin, isAdmin FROM users');
    expect(admin.username).toBe('admin');
    expect(Number(admin.isSuperAdmin)).toBe(1);
    expect(Number(admin.isAdmin)).toBe(1);
    expect(admin.password).toMatch(/^\$argon2id\$/);
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const get = await request(app.server).get('/api/does-not-exist').expect(404);
    expect(get.body).toEqual({ statusCode: 404, code: 'not_found', message: expect.any(String) });
    const post = await request(app.server).post('/api/does-not-exist').send({}).expect(404);
    expect(post.body).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('refuses malformed and oversized JSON bodies with a 4xx, never a 500', async () => {
    // POST /api/comments reads its body before the access check (1 MB limit); a deck save checks
    // the caller first (12 MB, admins only: body-limits.e2e-spec.ts).
    const malformed = await request(app.server).post('/api/comments').set('Content-Type', 'application/json').send('{"broken":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ statusCode: 400, code: 'bad_request' });
    const huge = await request(app.server)
      .post('/api/comments')
      .set('Content-Type', 'application/json')
      .send(`{"x":"${'a'.repeat(2 * 1024 * 1024)}"}`);
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ statusCode: 413, code: 'payload_too_large' });
  });

  it('sends security headers and no framework banner', async () => {
    const response = await request(app.server).get('/api/health');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('publishes the OpenAPI document with readable operation ids', async () => {
    const response = await request(app.server).get('/api/docs-json').expect(200);
    expect(response.body.paths['/api/cards'].get.operationId).toBe('listCards');
    expect(response.body.paths['/api/health'].get.operationId).toBe('getHealth');
    const card = response.body.components.schemas.CardDto;
    expect(card.required).toEqual(expect.arrayContaining(['code', 'name', 'type']));
    await request(app.server).get('/api/docs').expect(200);
  });

  it('declares an access policy on every route (default deny)', () => {
    const routes = listRoutes(app.app);
    expect(routes.length).toBeGreaterThan(2);
    const withoutPolicy = routes
      .filter((route) => route.policy === null)
      .map((route) => `${route.method} ${route.path} (${route.controller}.${route.handler})`);
    expect(withoutPolicy).toEqual([]);
  });

  it('answers a page address with the JSON 404 when it runs without the pages (the API alone)', async () => {
    const response = await request(app.server).get('/cards').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, code: 'not_found' });
  });
});
