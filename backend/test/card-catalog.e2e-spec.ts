import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;
interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
}

const ZORO = { code: 'OP01-001', name: 'Roronoa Zoro', type: 'LEADER', cost: 5, power: 5000, color: 'Red' };

/** A loopback HTTP server that records what it is asked and answers with `answer`. */
async function loopback(answer: (path: string, respond: (status: number, headers?: Record<string, string>, body?: string) => void) => void) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ path: req.url!, headers: req.headers });
    answer(req.url!, (status, headers = {}, body = '') => void res.writeHead(status, headers).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Issue 32 item 4: the catalogue client follows no redirect to another host (nor sends its key
 * there), follows one within its own origin, and never puts something that is not a card code in
 * the address.
 */
describe('card catalogue client (issue 32)', () => {
  let app: TestApp;
  let admin: Agent;
  let elsewhere: Awaited<ReturnType<typeof loopback>>;
  let catalog: Awaited<ReturnType<typeof loopback>>;

  beforeAll(async () => {
    // Another port on loopback: another origin, standing for 127.0.0.1's private services.
    elsewhere = await loopback((_path, respond) => respond(200, { 'content-type': 'application/json' }, JSON.stringify({ data: [ZORO] })));
    catalog = await loopback((path, respond) => {
      const url = new URL(path, 'http://catalog');
      const code = url.searchParams.get('code');
      if (url.pathname === '/v1/cards' && code === 'OP01-001') return respond(302, { location: `${elsewhere.origin}/steal?code=OP01-001` });
      if (url.pathname === '/v1/cards' && code === 'OP01-002') return respond(301, { location: `/v2/cards?code=OP01-002` });
      if (url.pathname === '/v1/cards' && code === 'OP01-003') return respond(307, { location: `/v1/cards?code=OP01-003` });
      if (url.pathname === '/v2/cards') return respond(200, { 'content-type': 'application/json' }, JSON.stringify({ data: [{ ...ZORO, code }] }));
      respond(404);
    });
    app = await startTestApp({ AUTH_RATE_LIMIT: '1000', CARD_CATALOG_URL: `${catalog.origin}/v1`, CARD_CATALOG_API_KEY: 'catalog-secret' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
  });
  afterAll(async () => {
    await app.close();
    await catalog.close();
    await elsewhere.close();
  });

  it('refuses a redirect to another host: the other server is never asked and never sees the key', async () => {
    const answer = await admin.post('/api/cards/search-online').send({ cardCode: 'OP01-001' }).expect(503);
    expect(answer.body).toMatchObject({ statusCode: 503, code: 'card_catalog_unavailable' });
    expect(catalog.seen.map((entry) => entry.path)).toContain('/v1/cards?code=OP01-001');
    expect(catalog.seen[0]!.headers['x-api-key']).toBe('catalog-secret');
    expect(elsewhere.seen).toEqual([]);
    expect((await request(app.server).get('/api/cards').expect(200)).body).toEqual([]);
  });

  it('follows a redirect within its own origin, with the key', async () => {
    const found = await admin.post('/api/cards/search-online').send({ cardCode: 'op01-002' }).expect(200);
    expect(found.body).toMatchObject({ success: true, card: { code: 'OP01-002', name: 'Roronoa Zoro' } });
    const hop = catalog.seen.find((entry) => entry.path === '/v2/cards?code=OP01-002');
    expect(hop?.headers['x-api-key']).toBe('catalog-secret');
  });

  it('gives up after 3 redirects', async () => {
    const before = catalog.seen.length;
    expect((await admin.post('/api/cards/search-online').send({ cardCode: 'OP01-003' }).expect(503)).body.code).toBe('card_catalog_unavailable');
    expect(catalog.seen.length - before).toBe(4);
  });

  it('refuses a card code that is not one (../../ETC) with 422, before any request', async () => {
    const before = catalog.seen.length;
    for (const cardCode of ['../../ETC', 'OP01-001/../../admin', 'OP01-001?x=1', 'OP01-001#x', '%2e%2e%2fETC', 'OP01 001']) {
      const answer = await admin.post('/api/cards/search-online').send({ cardCode }).expect(422);
      expect(answer.body).toMatchObject({ statusCode: 422, code: 'validation_failed', details: [{ field: 'cardCode', code: 'invalid_format' }] });
    }
    expect(catalog.seen.length).toBe(before);
    expect(elsewhere.seen).toEqual([]);
  });
});
