import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DeckCreationOrmEntity } from '../src/modules/decks/infrastructure/persistence/deck.orm-entity.js';
import { aDeckBody } from './support/deck-body.js';
import { startTestApp, TestApp } from './support/test-app.js';

/** Issue 32 item 6: a deck save carrying an Idempotency-Key is created once, however often it is sent. */
describe('idempotent deck saves (Idempotency-Key)', () => {
  let app: TestApp;
  let admin: ReturnType<typeof request.agent>;
  let cookie: string;
  let leaderId: number;
  const cardIds: number[] = [];

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '100000' });
    admin = request.agent(app.server);
    const login = await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    cookie = (login.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
    const cards = (await request(app.server).get('/api/cards').expect(200)).body as Array<{ id: number; code: string }>;
    leaderId = cards.find((card) => card.code === 'ST01-001')!.id;
    for (const code of ['ST01-002', 'ST01-004', 'ST01-013']) cardIds.push(cards.find((card) => card.code === code)!.id);
  });
  afterAll(async () => app?.close());

  const deckBody = (name: string, overrides: Record<string, unknown> = {}) => aDeckBody(leaderId, cardIds, { name, ...overrides });
  const decksNamed = async (name: string) =>
    ((await admin.get('/api/decks?includeDrafts=true').expect(200)).body as Array<{ id: number; name: string }>).filter((deck) => deck.name === name);

  it('creates one deck for the same key sent twice, and answers the same deck both times', async () => {
    const first = await admin.post('/api/decks').set('Idempotency-Key', 'same-key-1').send(deckBody('Twice')).expect(201);
    const again = await admin.post('/api/decks').set('Idempotency-Key', 'same-key-1').send(deckBody('Twice')).expect(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body).toEqual(first.body);
    expect(await decksNamed('Twice')).toHaveLength(1);
  });

  it('creates two decks for two keys, and two for two saves without a key (as before)', async () => {
    const a = await admin.post('/api/decks').set('Idempotency-Key', 'key-a').send(deckBody('Two keys')).expect(201);
    const b = await admin.post('/api/decks').set('Idempotency-Key', 'key-b').send(deckBody('Two keys')).expect(201);
    expect(a.body.id).not.toBe(b.body.id);
    expect(await decksNamed('Two keys')).toHaveLength(2);
    await admin.post('/api/decks').send(deckBody('No key')).expect(201);
    await admin.post('/api/decks').send(deckBody('No key')).expect(201);
    expect(await decksNamed('No key')).toHaveLength(2);
  });

  it('refuses a malformed key with 422 validation_failed, creating nothing', async () => {
    for (const key of ['', 'a'.repeat(65), 'has space', 'semi;colon', 'ü-umlaut']) {
      const response = await admin.post('/api/decks').set('Idempotency-Key', key).send(deckBody('Malformed key')).expect(422);
      expect(response.body).toMatchObject({ statusCode: 422, code: 'validation_failed', details: [{ field: 'Idempotency-Key', code: 'invalid_format' }] });
    }
    await admin.post('/api/decks').set('Idempotency-Key', 'a'.repeat(64)).send(deckBody('Longest key')).expect(201);
    expect(await decksNamed('Malformed key')).toHaveLength(0);
  });

  it('answers 409 conflict for the same key with a different deck', async () => {
    await admin.post('/api/decks').set('Idempotency-Key', 'reused').send(deckBody('First under key')).expect(201);
    const response = await admin.post('/api/decks').set('Idempotency-Key', 'reused').send(deckBody('Other under key')).expect(409);
    expect(response.body).toMatchObject({ statusCode: 409, code: 'conflict' });
    expect(await decksNamed('Other under key')).toHaveLength(0);
  });

  it('creates one deck when two saves with one key arrive together', async () => {
    const [a, b] = await Promise.all([
      admin.post('/api/decks').set('Idempotency-Key', 'together').send(deckBody('Together')),
      admin.post('/api/decks').set('Idempotency-Key', 'together').send(deckBody('Together')),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await decksNamed('Together')).toHaveLength(1);
  });

  it('a save whose answer was lost (the client hung up) committed; its retry answers that deck, not a second one', async () => {
    const server = app.server as import('node:http').Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const payload = JSON.stringify(deckBody('Lost answer'));
    // Sent whole; the connection is dropped once the deck is committed, before any answer is read.
    const lost = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/decks',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie, 'idempotency-key': 'lost-answer' },
    });
    lost.on('error', () => undefined);
    lost.end(payload);
    let committed: Array<{ id: number }> = [];
    for (let attempt = 0; attempt < 200 && !committed.length; attempt++) {
      committed = await decksNamed('Lost answer');
      if (!committed.length) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    lost.destroy();
    expect(committed).toHaveLength(1);
    const retry = await admin.post('/api/decks').set('Idempotency-Key', 'lost-answer').send(deckBody('Lost answer')).expect(201);
    expect(retry.body.id).toBe(committed[0].id);
    expect(await decksNamed('Lost answer')).toHaveLength(1);
  });

  it('lets a key be used again once its deck was deleted', async () => {
    const first = await admin.post('/api/decks').set('Idempotency-Key', 'deleted-deck').send(deckBody('Deleted under key')).expect(201);
    await admin.delete(`/api/decks/${first.body.id}`).expect(200);
    const second = await admin.post('/api/decks').set('Idempotency-Key', 'deleted-deck').send(deckBody('Deleted under key')).expect(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect(await decksNamed('Deleted under key')).toHaveLength(1);
  });

  it('forgets a key after 24 h: the same key then creates a new deck', async () => {
    const first = await admin.post('/api/decks').set('Idempotency-Key', 'day-old').send(deckBody('Day old')).expect(201);
    const dayAndAMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
    await app.app.get(DataSource).getRepository(DeckCreationOrmEntity).update({ key: 'day-old' }, { createdAt: dayAndAMinuteAgo });
    const second = await admin.post('/api/decks').set('Idempotency-Key', 'day-old').send(deckBody('Day old, again')).expect(201);
    expect(second.body.id).not.toBe(first.body.id);
    const third = await admin.post('/api/decks').set('Idempotency-Key', 'day-old').send(deckBody('Day old, again')).expect(201);
    expect(third.body.id).toBe(second.body.id);
  });
});
