import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BulkDataService } from '../src/modules/bulk-data/application/bulk-data.service.js';
import { BulkFileStore } from '../src/modules/bulk-data/application/ports/bulk-file-store.js';
import { registerAndLogIn } from './support/accounts.js';
import { aDeckBody } from './support/deck-body.js';
import { officialKeyedCards } from './fixtures/cards/real-cards.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

interface BulkFile {
  type: 'cards' | 'decks';
  updatedAt: string;
  name: string;
  size: number;
  uncompressedSize: number;
  count: number;
  contentType: string;
  contentEncoding: string;
  downloadUri: string;
  etag: string;
}
interface BulkDeck {
  id: number;
  name: string;
  source: 'curated' | 'community';
  owner: string | null;
  format: string;
  tier: string | null;
  leader: string | null;
  cards: Array<{ code: string; quantity: number }>;
  url: string;
  [field: string]: unknown;
}

/** The body as bytes: the file is application/gzip, which supertest would not read otherwise. */
const bytes = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const parts: Buffer[] = [];
  response.on('data', (part: Buffer) => parts.push(part));
  response.on('end', () => done(null, Buffer.concat(parts)));
};

describe('bulk data API (GET /api/bulk)', () => {
  let app: TestApp;
  let admin: Agent;
  const cardId: Record<string, number> = {};

  const list = async () => (await request(app.server).get('/api/bulk').expect(200)).body as BulkFile[];
  const fileOf = async (type: BulkFile['type']) => (await list()).find((file) => file.type === type);
  /** Polls the listing until `ready` holds (the files are rebuilt in the background). */
  async function until(ready: (files: BulkFile[]) => boolean, what: string): Promise<BulkFile[]> {
    for (let tries = 0; tries < 100; tries += 1) {
      const files = await list();
      if (ready(files)) return files;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the bulk files never showed ${what}`);
  }
  const download = (type: string, etag?: string) => {
    const call = request(app.server).get(`/api/bulk/${type}`).buffer(true).parse(bytes);
    return etag ? call.set('If-None-Match', etag) : call;
  };
  const entries = async <T>(type: BulkFile['type']): Promise<T[]> =>
    JSON.parse(gunzipSync((await download(type).expect(200)).body as Buffer).toString('utf8')) as T[];

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000', BULK_DATA_INTERVAL_S: '0' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    for (const card of (await request(app.server).get('/api/cards').expect(200)).body) cardId[card.code] = card.id;
    // Built at start, then again once the demo seed's writes were heard.
    await until((files) => files.length === 2 && files.every((file) => file.count > 0), 'both files built from the demo content');
  });
  afterAll(async () => app.close());

  it('lists the two files, dated and described as Scryfall describes its bulk files', async () => {
    const files = await list();
    expect(files.map((file) => file.type)).toEqual(['cards', 'decks']);
    for (const file of files) {
      expect(file).toMatchObject({
        contentType: 'application/json',
        contentEncoding: 'gzip',
        downloadUri: `http://localhost:3000/api/bulk/${file.type}`,
        name: `op-decks-${file.type}-${file.updatedAt.slice(0, 10)}.json.gz`,
      });
      expect(Date.now() - new Date(file.updatedAt).getTime()).toBeLessThan(60_000);
      const response = await download(file.type).expect(200);
      const body = response.body as Buffer;
      expect(body.length).toBe(file.size);
      expect(response.headers.etag).toBe(file.etag);
      const json = gunzipSync(body);
      expect(json.length).toBe(file.uncompressedSize);
      expect(JSON.parse(json.toString('utf8'))).toHaveLength(file.count);
    }
  });

  it('serves the cards file as gzip with its name, ETag and caching headers, and 304 for its ETag', async () => {
    const file = (await fileOf('cards'))!;
    const response = await download('cards').expect(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${file.name}"`);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const again = await download('cards', file.etag).expect(304);
    expect(again.headers.etag).toBe(file.etag);
    await request(app.server).head('/api/bulk/decks').expect(200);
  });

  it('holds every printing as GET /api/cards answers it', async () => {
    const api = (await request(app.server).get('/api/cards').expect(200)).body as unknown[];
    expect(await entries('cards')).toEqual(api);
  });

  it('holds the listed decks with their lists, and neither drafts nor guides', async () => {
    const decks = await entries<BulkDeck>('decks');
    const gallery = (await request(app.server).get('/api/decks').expect(200)).body as Array<{ id: number; name: string }>;
    expect(decks.map((deck) => deck.id).sort((a, b) => a - b)).toEqual(gallery.map((deck) => deck.id).sort((a, b) => a - b));
    const rush = decks.find((deck) => deck.name === 'Straw Hat Rush')!;
    expect(rush).toMatchObject({ source: 'curated', format: 'OP10', tier: 'Tier 1', leader: 'ST01-001', url: `http://localhost:3000/decks/${rush.id}` });
    expect(rush.cards.length).toBeGreaterThan(0);
    for (const card of rush.cards) expect(cardId[card.code]).toBeDefined();
    expect(Object.keys(rush)).not.toEqual(expect.arrayContaining(['description']));
    expect(rush).not.toHaveProperty('description_en');
    expect(rush).not.toHaveProperty('matchups');
    expect(decks.some((deck) => deck.name.includes('work in progress'))).toBe(false);
  });

  it('answers 404 for a file it does not have', async () => {
    const response = await request(app.server).get('/api/bulk/users').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('is rebuilt after a community deck is made public, with its owner; private decks stay out', async () => {
    const before = (await fileOf('decks'))!;
    const player = request.agent(app.server);
    const user = await registerAndLogIn(player, { username: 'bulk-fan', email: 'bulk@example.com', password: 'password1' });
    await app.app.get(DataSource).query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, user.id]);
    const cards = [cardId['ST01-002']!, cardId['ST01-004']!, cardId['ST01-013']!];
    const shown = (
      await player
        .post('/api/decks')
        .send(aDeckBody(cardId['ST01-001']!, cards, { name: 'Bulk public' }))
        .expect(201)
    ).body.id as number;
    await player
      .post('/api/decks')
      .send(aDeckBody(cardId['ST01-001']!, cards, { name: 'Bulk private', visibility: 'private' }))
      .expect(201);
    await player.patch(`/api/decks/${shown}`).send({ visibility: 'public' }).expect(200);

    await until((files) => files.find((file) => file.type === 'decks')!.etag !== before.etag, 'the public deck');
    const decks = await entries<BulkDeck>('decks');
    expect(decks.find((deck) => deck.id === shown)).toMatchObject({
      name: 'Bulk public',
      source: 'community',
      owner: 'bulk-fan',
      tier: null,
      leader: 'ST01-001',
      cards: [
        { code: 'ST01-002', quantity: 4 },
        { code: 'ST01-004', quantity: 4 },
        { code: 'ST01-013', quantity: 2 },
      ],
    });
    expect(decks.some((deck) => deck.name === 'Bulk private')).toBe(false);
    // The old ETag no longer matches: a daily job downloads the new file.
    await download('decks', before.etag).expect(200);
  });

  it('is rebuilt after a card import', async () => {
    const before = (await fileOf('cards'))!;
    const official = officialKeyedCards();
    const code = Object.keys(official).find((known) => !cardId[known])!;
    await admin
      .post('/api/cards/import')
      .send({ [code]: official[code] })
      .expect(200);
    const [cards] = await until((files) => files[0]!.etag !== before.etag, 'the imported card');
    expect(cards!.count).toBe(before.count + 1);
    expect((await entries<{ code: string }>('cards')).map((card) => card.code)).toContain(code);
  });

  it('lets one instance at a time rebuild a file (the lease in the shared table)', async () => {
    // This instance's own rebuilds stopped first (the last test), so that only the test holds leases.
    await app.app.get(BulkDataService).onModuleDestroy();
    const store = app.app.get(BulkFileStore);
    const now = new Date();
    const later = new Date(now.getTime() + 60_000);
    expect(await store.claim('decks', later, now)).toBe(true);
    expect(await store.claim('decks', later, now)).toBe(false);
    // Another instance may take over once the lease has run out (a builder that died).
    expect(await store.claim('decks', new Date(later.getTime() + 60_000), new Date(later.getTime() + 1))).toBe(true);
    await store.release('decks');
    expect(await store.claim('decks', later, now)).toBe(true);
    await store.release('decks');
  });
});
