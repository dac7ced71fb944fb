import { DataSource } from 'typeorm';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { aDeckBody } from './support/deck-body.js';
import { registerAndLogIn } from './support/accounts.js';
import { startTestApp, TestApp } from './support/test-app.js';

const MB = 1024 * 1024;

/**
 * Sends the headers of a write announcing `declared` bytes and only `firstChunk` of them, then waits
 * for the answer: it can only come before the body is complete if nothing waited for the body.
 */
function partialWrite(port: number, line: string, firstChunk: string, declared: number, cookie?: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `${line} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n` +
          (cookie ? `Cookie: ${cookie}\r\n` : '') +
          `\r\n${firstChunk}`,
      );
    });
    let text = '';
    const done = () => {
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (!match) return reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
      resolve({ status: Number(match[1]), body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) });
    };
    socket.on('data', (chunk) => {
      text += chunk.toString();
      const end = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      if (end >= 0 && length && text.length >= end + 4 + Number(length)) {
        socket.destroy();
        done();
      }
    });
    socket.on('close', () => (text ? done() : reject(new Error('closed without an answer'))));
    socket.on('error', () => undefined);
    socket.setTimeout(8000, () => socket.destroy());
  });
}

const cookieOf = (response: request.Response) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** Issue 32 item 6: JSON body limits per route; the large ones know their caller before the body. */
describe('body limits per route', () => {
  let app: TestApp;
  let port: number;
  let admin: ReturnType<typeof request.agent>;
  let user: ReturnType<typeof request.agent>;
  let userCookie: string;
  let deckId: number;
  let leaderId: number;
  const cardIds: number[] = [];

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '100000' });
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    port = (app.server.address() as AddressInfo).port;
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    user = request.agent(app.server);
    await registerAndLogIn(user, { username: 'limits', email: 'limits@example.com', password: 'password-123' });
    userCookie = cookieOf(await user.post('/api/login').send({ username: 'limits', password: 'password-123' }).expect(200));
    const cards = (await request(app.server).get('/api/cards').expect(200)).body as Array<{ id: number; code: string }>;
    leaderId = cards.find((card) => card.code === 'ST01-001')!.id;
    for (const code of ['ST01-002', 'ST01-004', 'ST01-013']) cardIds.push(cards.find((card) => card.code === code)!.id);
    deckId = ((await request(app.server).get('/api/decks').expect(200)).body as Array<{ id: number }>)[0].id;
  });
  afterAll(async () => app?.close());

  /** Every character past ASCII as a \u escape, as some JSON writers send them: 6 bytes each. */
  const escaped = (value: unknown) => JSON.stringify(value).replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  /** A deck at its largest: both guides and 50 matchups full (650,000 accented letters), each letter escaped: about 3.9 MB. */
  const largestDeck = () =>
    aDeckBody(leaderId, cardIds, {
      name: 'Largest deck',
      description: `<p>${'è'.repeat(200_000 - 7)}</p>`,
      description_en: `<p>${'é'.repeat(200_000 - 7)}</p>`,
      matchups: Array.from({ length: 50 }, (_, index) => ({ deck: `Deck ${index}`, favorable: 'Favorable', strategy: 'à'.repeat(5000) })),
    });

  it('refuses a 2 MB comment with 413 payload_too_large, whoever sends it', async () => {
    const body = { contentType: 'deck', contentId: deckId, content: 'x'.repeat(2 * MB) };
    for (const agent of [request(app.server), user, admin]) {
      const response = await agent.post('/api/comments').send(body);
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ statusCode: 413, code: 'payload_too_large', message: 'Request body too large' });
    }
    // Under the limit, the comment's own rule speaks (2,000 characters).
    expect((await user.post('/api/comments').send({ ...body, content: 'x'.repeat(5000) })).status).toBe(422);
  });

  it('takes an admin deck save of about 3.9 MB (its largest legitimate size), on create and on replace', async () => {
    const payload = escaped(largestDeck());
    expect(Buffer.byteLength(payload)).toBeGreaterThan(3.5 * MB);
    const created = await admin.post('/api/decks').set('Content-Type', 'application/json').send(payload).expect(201);
    expect(created.body.matchups).toHaveLength(50);
    await admin.put(`/api/decks/${created.body.id}`).set('Content-Type', 'application/json').send(payload).expect(200);
  });

  it('takes a 2 MB news article and a privacy policy over 1 MB (every character a \\u escape) from an admin', async () => {
    const article = { title: 'Large', author: 'Nami', content: `<p>${'è'.repeat(499_000)}</p>`, content_it: `<p>${'é'.repeat(499_000)}</p>` };
    const created = await admin.post('/api/news').send(article).expect(201);
    await admin.put(`/api/news/${created.body.id}`).send(article).expect(200);
    const policy = escaped({ value: 'è'.repeat(190_000) });
    expect(policy.length).toBeGreaterThan(MB);
    await admin.post('/api/settings/privacy_policy').set('Content-Type', 'application/json').send(policy).expect(200);
  });

  it('refuses a deck save over 12 MB from an admin with 413', async () => {
    const response = await admin
      .post('/api/decks')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(13 * MB) }));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ statusCode: 413, code: 'payload_too_large' });
  });

  it.each([
    ['POST /api/decks', 'email_not_verified'],
    ['PUT /api/decks/1', 'email_not_verified'],
    ['POST /api/news', 'access_denied'],
    ['PUT /api/news/1', 'access_denied'],
    ['POST /api/settings/privacy_policy', 'access_denied'],
  ])('%s: an anonymous caller gets 401 and an unverified account 403 (%s) before the body is sent', async (line, code) => {
    // Only 1 KB of the 10 MB announced is ever sent: the answer cannot wait for the body.
    const anonymous = await partialWrite(port, line, '{"name":"', 10 * MB);
    expect(anonymous).toEqual({ status: 401, body: { statusCode: 401, code: 'authentication_required', message: 'Login required' } });
    const unverified = await partialWrite(port, line, '{"name":"', 10 * MB, userCookie);
    expect(unverified.status).toBe(403);
    expect(unverified.body).toMatchObject({ statusCode: 403, code });
  });

  it("a verified player's deck save has the 1 MB limit (issue 34: players' guides are capped far lower)", async () => {
    const player = request.agent(app.server);
    const account = await registerAndLogIn(player, { username: 'builder', email: 'builder@example.com', password: 'password-123' });
    await app.app.get(DataSource).query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, account.id]);
    const tooLarge = await player
      .post('/api/decks')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(2 * MB) }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ statusCode: 413, code: 'payload_too_large' });
    const deck = { name: 'Mine', author: 'me', leaderId, cards: cardIds.map((cardId) => ({ cardId, quantity: 4 })), description: '<p>guide</p>' };
    await player.post('/api/decks').send(deck).expect(201);
  });

  it('a route with the small limit still reads its body before the access check (malformed JSON is a 400)', async () => {
    const response = await request(app.server).post('/api/comments').set('Content-Type', 'application/json').send('{"broken":');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'bad_request' });
  });
});
