import { connect } from 'node:net';
import request from 'supertest';
import { documentedMethods, errorAnswerProblems } from './support/error-contract.js';
import { startTestApp, TestApp } from './support/test-app.js';

/**
 * Issue 32 item 5 (ADR 0051): every kind of error answer, provoked on the operations that give it,
 * is what the OpenAPI document says: the status is declared on the operation with the error schema,
 * and the body validates against that schema with nothing undeclared in it (details included).
 * Every other error answer of the API suites gets the same check after its suite
 * (support/error-contract.setup.ts).
 */
describe('error answers against the OpenAPI document', () => {
  let app: TestApp;
  let admin: ReturnType<typeof request.agent>;

  /** Its status is declared on the operation, with the error schema, and the body fits it, nothing undeclared in it. */
  function expectDocumented(method: string, path: string, response: { status: number; body: unknown }, code?: string): void {
    expect(errorAnswerProblems({ method, path: path.split('?')[0]!, status: response.status, body: response.body })).toEqual([]);
    if (code) expect(response.body).toMatchObject({ code });
  }

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    // Seeding takes a while on MariaDB on a busy machine.
  }, 120_000);
  afterAll(async () => app.close());

  it('the check itself finds an undeclared status, a body off the schema and a wrong statusCode', () => {
    expect(errorAnswerProblems({ method: 'POST', path: '/api/login', status: 418, body: {} })).toEqual([
      'POST /api/login 418: the status is not declared on POST /api/login',
    ]);
    const problems = errorAnswerProblems({ method: 'GET', path: '/api/decks/12', status: 404, body: { statusCode: 400, code: 'deck_not_found', extra: 1 } });
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringContaining('must NOT have additional properties'), expect.stringContaining('statusCode 400 in the body')]),
    );
    // A code the operation does not list for that status (ADR 0068): a known code, but not this route's.
    expect(errorAnswerProblems({ method: 'GET', path: '/api/decks/12', status: 404, body: { statusCode: 404, code: 'news_not_found', message: 'x' } })).toEqual(
      ['GET /api/decks/12 404: /code must be equal to one of the allowed values'],
    );
  });

  it('validation: 422 validation_failed with details [{ field, code }]', async () => {
    const response = await admin.post('/api/decks').send({ name: 42 });
    expect(response.status).toBe(422);
    expectDocumented('POST', '/api/decks', response, 'validation_failed');
    const search = await request(app.server).get('/api/cards/search').query({ q: 'nokeyword:x' });
    expect(search.status).toBe(422);
    expectDocumented('GET', '/api/cards/search', search, 'validation_failed');
    expect(search.body.details[0]).toMatchObject({ field: 'q', position: expect.any(Number), token: expect.any(String) });
  });

  it('unknown cards of a deck: one unknown_card detail per id', async () => {
    const cards = (await request(app.server).get('/api/cards').expect(200)).body as Array<{ id: number; code: string }>;
    const id = (code: string) => cards.find((card) => card.code === code)!.id;
    const response = await admin.post('/api/decks').send({
      name: 'x',
      author: 'y',
      tier: 'Tier 2',
      format: 'OP10',
      leaderId: id('ST01-001'),
      cards: [
        { cardId: id('ST01-002'), quantity: 4 },
        { cardId: id('ST01-004'), quantity: 4 },
        { cardId: 999999, quantity: 2 },
      ],
    });
    expect(response.status).toBe(422);
    expectDocumented('POST', '/api/decks', response, 'unknown_cards');
    expect(response.body.details).toEqual([{ field: 'cards', code: 'unknown_card', cardId: 999999 }]);
  });

  it('not found, bad request, unauthorized, forbidden, conflict', async () => {
    expectDocumented('GET', '/api/decks/999999', await request(app.server).get('/api/decks/999999').expect(404), 'deck_not_found');
    expectDocumented('GET', '/api/decks/abc', await request(app.server).get('/api/decks/abc').expect(400), 'bad_request');
    expectDocumented('POST', '/api/decks', await request(app.server).post('/api/decks').send({}).expect(401), 'authentication_required');
    expectDocumented(
      'POST',
      '/api/decks',
      await admin.post('/api/decks').set('Origin', 'https://elsewhere.example').send({}).expect(403),
      'csrf_origin_refused',
    );
    const user = request.agent(app.server);
    await user.post('/api/register').send({ username: 'contract_user', email: 'contract@example.com', password: 'password-123' }).expect(202);
    await user.post('/api/login').send({ username: 'contract_user', password: 'password-123' }).expect(200);
    expectDocumented('POST', '/api/cards/clear', await user.post('/api/cards/clear').send({}).expect(403), 'access_denied');
    const taken = await request(app.server).post('/api/register').send({ username: 'contract_user', email: 'other@example.com', password: 'password-123' });
    expect(taken.status).toBe(409);
    expectDocumented('POST', '/api/register', taken, 'username_taken');
  });

  it('tier list of an unknown format (format=zzz): 422 with a not_allowed detail on format', async () => {
    const response = await request(app.server).get('/api/tierlist').query({ format: 'zzz' }).expect(422);
    expectDocumented('GET', '/api/tierlist', response, 'tier_list_unknown_format');
    expect(response.body.details).toEqual([{ field: 'format', code: 'not_allowed', format: 'ZZZ' }]);
  });

  it('a card file with broken entries: 400 invalid_card_file, one invalid_entry detail per entry, too_many past 50', async () => {
    const broken = Array.from({ length: 60 }, (_, index) => ({ code: `BAD-${index}`, name: 'bad', power: 'strong' }));
    const response = await admin.post('/api/cards/import').send(broken).expect(400);
    expectDocumented('POST', '/api/cards/import', response, 'invalid_card_file');
    expect(response.body.details).toHaveLength(51);
    expect(response.body.details[0]).toMatchObject({ field: 'entries.0', code: 'invalid_entry', entry: '0', cardCode: 'BAD-0' });
    expect(response.body.details[50]).toEqual({ field: 'entries', code: 'too_many', count: 60 });
  });

  it('news without a title: 422 invalid_news, a detail per missing field', async () => {
    const response = await admin.post('/api/news').send({ title: '   ', content: '<p>x</p>', author: 'me' });
    expect(response.status).toBe(422);
    expectDocumented('POST', '/api/news', response, 'invalid_news');
    expect(response.body.details).toEqual([{ field: 'title', code: 'title_required' }]);
  });

  it("Decky's empty phrase: 422 invalid_phrase, required on text", async () => {
    const response = await admin.post('/api/decky/phrases').send({ text: '   ', language: 'it', category: 'tip' });
    expect(response.status).toBe(422);
    expectDocumented('POST', '/api/decky/phrases', response, 'invalid_phrase');
    expect(response.body.details).toEqual([{ field: 'text', code: 'required' }]);
  });

  it('413 for a body over the limit', async () => {
    const response = await admin
      .post('/api/decks')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(13 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expectDocumented('POST', '/api/decks', response, 'payload_too_large');
  });

  it.each([
    ['TRACE', '/api/decks'],
    ['PATCH', '/api/decks'],
    ['PUT', '/api/game-rules'],
    ['DELETE', '/api/tierlist'],
    ['OPTIONS', '/api/decks/12'],
  ])('405 with Allow for %s on the documented path %s', async (method, path) => {
    const response = await request(app.server)[method.toLowerCase() as 'get'](path);
    expect(response.status).toBe(405);
    expectDocumented(method, path, response, 'method_not_allowed');
    const documented = documentedMethods(path).map((name) => name.toUpperCase());
    expect(
      String(response.headers.allow)
        .split(', ')
        .filter((name) => name !== 'HEAD'),
    ).toEqual(documented.sort());
  });

  it('an unknown /api path is still a 404 whatever the method', async () => {
    expect((await request(app.server).patch('/api/no-such-thing').send({})).status).toBe(404);
  });

  it('431 for header fields too large: the right message, in the error shape', async () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') {
      await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    }
    const { port } = app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/decks HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(errorAnswerProblems({ method: 'GET', path: '(before routing)', status: 431, body })).toEqual([]);
    expect(body).toEqual({ statusCode: 431, code: 'request_header_fields_too_large', message: 'Request header fields too large' });
  });
});
