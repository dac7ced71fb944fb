import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { CardRepository } from '../src/modules/cards/domain/card.repository.js';
import type { NewCard } from '../src/modules/cards/domain/card.js';
import { ImageStorage } from '../src/shared/storage/image-storage.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * /api/card-images/{code} against a loopback server of our own standing in for the card maker's site
 * (issue 13): fetched once and kept, thumbnails, caching headers, and every SSRF rule.
 */

interface FakeSite {
  server: Server;
  base: string;
  hits: Map<string, number>;
}

async function startSite(host: string, handler: (req: IncomingMessage, res: ServerResponse, site: FakeSite) => void): Promise<FakeSite> {
  const site = { hits: new Map<string, number>() } as FakeSite;
  site.server = createServer((req, res) => {
    site.hits.set(req.url ?? '', (site.hits.get(req.url ?? '') ?? 0) + 1);
    handler(req, res, site);
  });
  await new Promise<void>((resolve) => site.server.listen(0, host, resolve));
  site.base = `http://${host}:${(site.server.address() as AddressInfo).port}`;
  return site;
}

const card = (code: string, imageUrl: string | null): NewCard => ({
  code,
  name: `Card ${code}`,
  type: 'CHARACTER',
  imageUrl,
  cost: 1,
  power: 1000,
  counter: null,
  color: 'Red',
  attribute: null,
  family: null,
  ability: null,
  trigger: null,
  set: 'OP-01',
});

describe('card images (/api/card-images/{code})', () => {
  let app: TestApp;
  let remote: FakeSite;
  let privateSite: FakeSite;
  let picture: Buffer;
  let cardBack: Buffer;
  const stalled: ServerResponse[] = [];

  beforeAll(async () => {
    picture = await sharp({ create: { width: 630, height: 880, channels: 3, background: '#c0392b' } })
      .composite([{ input: Buffer.from('<svg width="630" height="880"><circle cx="315" cy="440" r="200" fill="#fff"/></svg>') }])
      .png()
      .toBuffer();
    // 127.0.0.2 is loopback too: a fetch that reached it would show up in its hit count.
    privateSite = await startSite('127.0.0.2', (_req, res) => res.end(picture));
    remote = await startSite('127.0.0.1', (req, res) => {
      if (req.url === '/ok.png' || req.url === '/other.png') {
        res.setHeader('content-type', 'image/png');
        res.end(picture);
      } else if (req.url === '/to-private') {
        res.statusCode = 302;
        res.setHeader('location', `${privateSite.base}/ok.png`);
        res.end();
      } else if (req.url === '/to-elsewhere') {
        res.statusCode = 301;
        res.setHeader('location', 'http://169.254.169.254/latest/meta-data/');
        res.end();
      } else if (req.url === '/page.png') {
        res.setHeader('content-type', 'image/png');
        res.end('<html><body>Not a picture</body></html>');
      } else if (req.url === '/huge.png') {
        // 20 MB, streamed without a length, as a hostile server would.
        res.setHeader('content-type', 'image/png');
        const chunk = Buffer.alloc(1024 * 1024, 0x89);
        let sent = 0;
        const pump = () => {
          while (sent < 20 && res.write(chunk)) sent += 1;
          if (sent >= 20) res.end();
          else res.once('drain', () => ((sent += 1), pump()));
        };
        res.on('error', () => {});
        pump();
      } else if (req.url === '/slow.png') {
        res.setHeader('content-type', 'image/png');
        res.write(picture.subarray(0, 100));
        stalled.push(res);
      } else {
        res.statusCode = 404;
        res.end();
      }
    });

    app = await startTestApp({
      CARD_IMAGE_HOSTS: '127.0.0.1,127.0.0.2',
      CARD_IMAGE_PRIVATE_ALLOWED: '127.0.0.1',
      CARD_IMAGE_TIMEOUT_MS: '1500',
    });
    await app.app
      .get(CardRepository)
      .upsertMany([
        card('OP01-001', `${remote.base}/ok.png`),
        card('OP01-002', `${privateSite.base}/ok.png`),
        card('OP01-003', `${remote.base}/to-private`),
        card('OP01-004', `${remote.base}/page.png`),
        card('OP01-005', `${remote.base}/huge.png`),
        card('OP01-006', `${remote.base}/slow.png`),
        card('OP01-007', 'http://not-allowed.example/x.png'),
        card('OP01-008', `${remote.base}/to-elsewhere`),
        card('OP01-009', null),
        card('OP01-010', `${remote.base}/other.png`),
      ]);
    cardBack = (await request(app.server).get('/api/card-images/OP01-009').expect(200)).body as Buffer;
  });

  afterAll(async () => {
    for (const res of stalled) res.destroy();
    await app.close();
    remote.server.closeAllConnections();
    privateSite.server.closeAllConnections();
    await new Promise((resolve) => remote.server.close(resolve));
    await new Promise((resolve) => privateSite.server.close(resolve));
  });

  it('fetches a picture once, keeps it, and serves it with long-lived caching and an ETag', async () => {
    const first = await request(app.server).get('/api/card-images/OP01-001?v=abc123').expect(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Buffer.compare(first.body as Buffer, picture)).toBe(0);

    const again = await request(app.server).get('/api/card-images/OP01-001').expect(200);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
    await request(app.server).get('/api/card-images/OP01-001?v=abc123').set('If-None-Match', first.headers.etag!).expect(304);
    expect(remote.hits.get('/ok.png')).toBe(1);
  });

  it('serves a WebP thumbnail for grids, a fraction of the original', async () => {
    const thumb = await request(app.server).get('/api/card-images/OP01-001?size=thumb').expect(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(thumb.body as Buffer).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(240);
    expect(metadata.height).toBe(335);
    expect((thumb.body as Buffer).length).toBeLessThan(picture.length / 3);
  });

  it.each([
    ['a private address', 'OP01-002'],
    ['a redirect to a private address', 'OP01-003'],
    ['a redirect to a host not allowed (cloud metadata)', 'OP01-008'],
    ['a body that is not an image', 'OP01-004'],
    ['a 20 MB body', 'OP01-005'],
    ['a server that stops answering', 'OP01-006'],
    ['a host that is not allowed', 'OP01-007'],
  ])('answers the card back for %s, briefly cached', async (_label, code) => {
    const response = await request(app.server).get(`/api/card-images/${code}?v=abc`).expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(Buffer.compare(response.body as Buffer, cardBack)).toBe(0);
    expect(privateSite.hits.size).toBe(0);
  });

  it('with fallback=none answers 204 No Content instead of the card back, so a page can show the card as text without a failed load', async () => {
    for (const code of ['OP01-004', 'OP01-009']) {
      const response = await request(app.server).get(`/api/card-images/${code}?size=thumb&fallback=none`).expect(204);
      expect(response.body).toEqual({});
      expect(response.headers['content-type']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    }
    // A picture that exists is served as ever.
    await request(app.server).get('/api/card-images/OP01-001?size=thumb&fallback=none').expect(200);
    await request(app.server).get('/api/card-images/OP01-001?fallback=maybe').expect(422);
  });

  it('does not hammer a failing site: the next attempt waits', async () => {
    await request(app.server).get('/api/card-images/OP01-004').expect(200);
    await request(app.server).get('/api/card-images/OP01-004?size=thumb').expect(200);
    expect(remote.hits.get('/page.png')).toBe(1);
  });

  it('serves an upload through the same path, and 404 for an unknown card', async () => {
    const storage = app.app.get(ImageStorage);
    const other = await sharp(picture).jpeg().toBuffer();
    const path = await storage.save('cards', other, 'jpg');
    const cards = app.app.get(CardRepository);
    const uploaded = (await cards.findByCode('OP01-010'))!;
    await cards.update(uploaded.id, { imageUrl: path });

    const full = await request(app.server).get('/api/card-images/OP01-010').expect(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(full.body as Buffer, other)).toBe(0);
    expect(remote.hits.get('/other.png')).toBeUndefined();

    const missing = await request(app.server).get('/api/card-images/XX99-999').expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, code: 'card_not_found' });
    await request(app.server).get('/api/card-images/OP01-001?size=huge').expect(422);
  });
});
