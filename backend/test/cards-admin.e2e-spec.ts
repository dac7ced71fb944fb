import { officialKeyedCards, standardFormatSample } from './fixtures/cards/real-cards.js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app.js';

const officialKeyed = officialKeyedCards();
const standardSample = standardFormatSample();
// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A stand-in for the public card API, on loopback: answers the standard format for known codes. */
async function startCatalog(): Promise<{ url: string; server: Server; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://catalog');
    requests.push(url.pathname + url.search);
    const code = url.searchParams.get('code');
    if (code === 'BROKEN-500') return void res.writeHead(500).end('boom');
    const match = standardSample.data.filter((card: { code: string }) => card.code === code);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ page: 1, data: match }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/one-piece`, server, requests };
}

describe('card administration API', () => {
  let app: TestApp;
  let admin: ReturnType<typeof request.agent>;
  let catalog: Awaited<ReturnType<typeof startCatalog>>;

  const listCards = async () => (await request(app.server).get('/api/cards').expect(200)).body as Array<Record<string, unknown>>;

  beforeAll(async () => {
    catalog = await startCatalog();
    app = await startTestApp({ AUTH_RATE_LIMIT: '1000', CARD_CATALOG_URL: catalog.url });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => catalog.server.close(resolve));
  });

  it('imports the whole official list (4,779 cards, ~2.5 MB) in one request, and again as an update', async () => {
    const body = JSON.stringify(officialKeyed);
    expect(body.length).toBeGreaterThan(2_400_000);
    const first = await admin.post('/api/cards/import').set('Content-Type', 'application/json').send(body).expect(200);
    expect(first.body).toEqual({ success: true, count: 4779 });
    const cards = await listCards();
    expect(cards).toHaveLength(4779);
    expect(cards.find((card) => card.code === 'OP01-024_p1')).toBeTruthy();
    const again = await admin.post('/api/cards/import').set('Content-Type', 'application/json').send(body).expect(200);
    expect(again.body.count).toBe(4779);
    expect(await listCards()).toHaveLength(4779);
  });

  it('imports the standard format and updates existing codes in place', async () => {
    const before = (await listCards()).find((card) => card.code === 'OP01-002')!;
    await admin.post('/api/cards/import').send(standardSample).expect(200);
    const after = (await listCards()).find((card) => card.code === 'OP01-002')!;
    expect(after.id).toBe(before.id);
    expect(after.set).toBe('-ROMANCE DAWN- [OP01]');
  });

  it('writes nothing from a broken file and names the broken entries', async () => {
    await admin.post('/api/cards/clear').expect(200);
    const response = await admin
      .post('/api/cards/import')
      .send([{ code: 'NEW-001', name: 'fine' }, { code: 'NEW-002', name: 'bad', power: 'strong' }, { name: 'no code' }])
      .expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      code: 'invalid_card_file',
      message: 'Invalid JSON format. Please check your file.',
      details: [
        {
          field: 'entries.1',
          code: 'invalid_entry',
          entry: '1',
          cardCode: 'NEW-002',
          problems: ['power must be a number (got "strong")'],
          issues: [{ field: 'power', issue: 'not_a_number' }],
        },
        { field: 'entries.2', code: 'invalid_entry', entry: '2', cardCode: null, problems: ['code is missing'], issues: [{ field: 'code', issue: 'missing' }] },
      ],
    });
    expect(await listCards()).toHaveLength(0);
    expect((await admin.post('/api/cards/import').send({ hello: 'world' }).expect(400)).body).toMatchObject({
      code: 'card_file_not_an_array',
      message: 'Invalid JSON format. Expected an array of cards.',
    });
    expect((await admin.post('/api/cards/import').set('Content-Type', 'application/json').send('{"cards": [').expect(400)).body.code).toBe('bad_request');
  });

  it('refuses a body far over the limit with a clear 413', async () => {
    // Over the import's own limit (64 MB; 20,000 cards are 13 MB, test/card-import-size.e2e-spec.ts).
    const huge = JSON.stringify(Array.from({ length: 300_000 }, (_, index) => ({ code: `BIG-${index}`, name: 'x'.repeat(200) })));
    const response = await admin.post('/api/cards/import').set('Content-Type', 'application/json').send(huge).expect(413);
    expect(response.body).toEqual({ statusCode: 413, code: 'payload_too_large', message: 'Request body too large' });
  });

  it('normalises types with the product result shape', async () => {
    await admin
      .post('/api/cards/import')
      .send([
        { code: 'N-001', name: 'a', type: 'Leader' },
        { code: 'N-002', name: 'b', type: 'DON!!' },
        { code: 'N-003', name: 'c', type: 'CHARACTER' },
      ])
      .expect(200);
    const result = (await admin.post('/api/cards/normalize-types').expect(200)).body;
    expect(result).toEqual({
      success: true,
      message: expect.any(String),
      updatedCount: 1,
      updatedExamples: [{ code: 'N-002', oldType: 'DON!!', newType: 'DON' }],
    });
    expect((await listCards()).map((card) => card.type).sort()).toEqual(['CHARACTER', 'DON', 'LEADER']);
  });

  it('edits a card with the product validation and refuses a taken code', async () => {
    const card = (await listCards()).find((entry) => entry.code === 'N-001')!;
    const form = {
      code: 'N-001',
      name: 'Edited',
      type: 'LEADER',
      imageUrl: 'https://example.com/a.png',
      cost: '',
      power: 5000,
      counter: '',
      color: 'Red',
      attribute: null,
      family: '',
      ability: 'Line\nbreak',
      trigger: null,
      set: 'OP-99',
    };
    const updated = await admin.put(`/api/cards/${card.id}`).send(form).expect(200);
    expect(updated.body).toMatchObject({
      success: true,
      card: { name: 'Edited', cost: null, power: 5000, counter: null, family: null, ability: 'Line\nbreak' },
    });
    // The SPEC's messages, for the Italian site (ADR 0068).
    const bad = await admin
      .put(`/api/cards/${card.id}`)
      .set('Accept-Language', 'it')
      .send({ ...form, code: 'N1', name: '', type: 'HERO', imageUrl: '', cost: 'ten' })
      .expect(422);
    for (const message of [
      'Il codice deve avere almeno 3 caratteri',
      'Il nome è obbligatorio',
      'Il tipo è obbligatorio',
      "L'URL dell'immagine è obbligatorio",
      'Il costo deve essere un numero',
    ])
      expect(bad.body.message).toContain(message);
    expect(
      (
        await admin
          .put(`/api/cards/${card.id}`)
          .send({ ...form, code: 'N-002' })
          .expect(409)
      ).body.code,
    ).toBe('card_code_taken');
    await admin.put('/api/cards/999999').send(form).expect(404);
  });

  it('uploads a real image, refuses a renamed text file and an oversized file', async () => {
    const card = (await listCards()).find((entry) => entry.code === 'N-001')!;
    const uploaded = await admin.post(`/api/cards/${card.id}/image`).attach('image', PNG, { filename: 'card.png', contentType: 'image/png' }).expect(200);
    expect(uploaded.body).toEqual({ success: true, imageUrl: expect.stringMatching(/^\/uploads\/cards\/[0-9a-f]{32}\.png$/) });
    const served = await request(app.server).get(uploaded.body.imageUrl).expect(200);
    // What the image intake wrote (issue 32): the same 1×1 picture, re-encoded.
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await listCards()).find((entry) => entry.id === card.id)!.imageUrl).toBe(uploaded.body.imageUrl);

    const renamed = await admin
      .post(`/api/cards/${card.id}/image`)
      .attach('image', Buffer.from('just some text, honest'), { filename: 'evil.png', contentType: 'image/png' })
      .set('Accept-Language', 'it')
      .expect(422);
    expect(renamed.body).toEqual({ statusCode: 422, code: 'not_an_image', message: "Il file selezionato non è un'immagine valida." });
    const oversized = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await admin.post(`/api/cards/${card.id}/image`).attach('image', oversized, 'big.png').expect(413)).body.code).toBe('payload_too_large');
    expect((await admin.post(`/api/cards/${card.id}/image`).field('other', 'x').expect(422)).body.code).toBe('image_missing');
  });

  it('deletes one card, a prefix, and everything', async () => {
    await admin
      .post('/api/cards/import')
      .send([
        { code: 'OP10-001', name: 'a' },
        { code: 'OP10-002', name: 'b' },
        { code: 'OP09-001', name: 'c' },
      ])
      .expect(200);
    expect((await admin.post('/api/cards/clear-prefix').send({ prefix: 'op10' }).expect(200)).body).toEqual({ success: true, count: 2 });
    expect((await admin.post('/api/cards/clear-prefix').set('Accept-Language', 'it').send({ prefix: '  ' }).expect(422)).body.message).toBe(
      'Inserisci un prefisso valido',
    );
    const target = (await listCards()).find((card) => card.code === 'OP09-001')!;
    expect((await admin.delete(`/api/cards/${target.id}`).expect(200)).body).toEqual({ success: true });
    await admin.delete(`/api/cards/${target.id}`).expect(404);
    const remaining = (await listCards()).length;
    expect((await admin.post('/api/cards/clear').expect(200)).body).toEqual({ success: true, count: remaining });
    expect(await listCards()).toEqual([]);
  });

  it('finds a card in the online catalogue over HTTP and stores it', async () => {
    const found = await admin.post('/api/cards/search-online').send({ cardCode: 'op01-001' }).expect(200);
    expect(found.body).toMatchObject({ success: true, card: { code: 'OP01-001', name: 'Roronoa Zoro', type: 'LEADER' } });
    expect(catalog.requests).toContain('/api/one-piece/cards?code=OP01-001');
    expect((await listCards()).map((card) => card.code)).toContain('OP01-001');
    expect((await admin.post('/api/cards/search-online').send({ cardCode: 'OP99-999' }).expect(404)).body.code).toBe('card_not_found_online');
    expect((await admin.post('/api/cards/search-online').send({ cardCode: 'BROKEN-500' }).expect(503)).body.code).toBe('card_catalog_unavailable');
  });

  it('serves a fresh list after every write (the cache is invalidated)', async () => {
    const before = await request(app.server).get('/api/cards').expect(200);
    await admin
      .post('/api/cards/import')
      .send([{ code: 'FRESH-001', name: 'fresh' }])
      .expect(200);
    const after = await request(app.server).get('/api/cards').set('If-None-Match', before.headers.etag).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('card catalogue not configured', () => {
  it('answers a clear 503 instead of crashing', async () => {
    const app = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    try {
      const admin = request.agent(app.server);
      await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
      const response = await admin.post('/api/cards/search-online').send({ cardCode: 'OP01-001' }).expect(503);
      expect(response.body).toEqual({
        statusCode: 503,
        code: 'card_catalog_unavailable',
        message: 'The online card catalogue is not available',
      });
    } finally {
      await app.close();
    }
  });
});
