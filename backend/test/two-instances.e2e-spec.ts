import request from 'supertest';
import { DataSource } from 'typeorm';
import { SESSION_COOKIE } from '../src/modules/users/infrastructure/http/session-login.js';
import { startS3Server, type S3TestServer } from './support/s3-server.js';
import { startTestAppOn, type TestApp } from './support/test-app.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from './support/test-database.js';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const RATE_LIMIT = 12;

/** Remaining calls from the draft-8 `RateLimit: "<policy>"; r=<remaining>; t=<seconds>` header. */
function remaining(response: request.Response): number {
  const match = /;\s*r=(\d+)/.exec(String(response.headers['ratelimit'] ?? ''));
  if (!match) throw new Error(`no RateLimit header (status ${response.status})`);
  return Number(match[1]);
}

function sessionCookie(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.map((line) => line.split(';')[0]!).find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/**
 * Issue 15: two app instances started at the same moment on ONE fresh MariaDB database, images in one
 * S3-compatible store (s3rver), behave as one site. Collected only under TEST_DB=mysql (jest.config.cjs).
 */
describe('two instances, one site', () => {
  let database: TestDatabase;
  let s3: S3TestServer;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    if (TEST_DB !== 'mysql') throw new Error('two-instances.e2e-spec needs TEST_DB=mysql');
    database = await createTestDatabase();
    s3 = await startS3Server();
    const env = { ...s3.env, AUTH_RATE_LIMIT: String(RATE_LIMIT) };
    // The same moment, the same empty database: both run start-up (migrations, admin bootstrap) at once.
    const started = await Promise.allSettled([startTestAppOn(database, env), startTestAppOn(database, env)]);
    [a, b] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined!));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled([a?.app.close(), b?.app.close()]);
    await database?.drop();
    await s3?.close();
  });

  it('starts both on the empty database: both healthy, every migration applied once', async () => {
    await request(a.server).get('/api/health').expect(200);
    await request(b.server).get('/api/health').expect(200);
    const applied = (await a.app.get(DataSource).query('SELECT name FROM migrations ORDER BY id')) as { name: string }[];
    const names = applied.map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('RateLimits1733300000000');
    const admins = (await a.app.get(DataSource).query('SELECT COUNT(*) AS n FROM users WHERE username = ?', ['admin'])) as { n: number | string }[];
    expect(Number(admins[0]!.n)).toBe(1);
  });

  it('keeps a login made on A valid on B, and a logout on B ends it on A', async () => {
    const login = await request(a.server).post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    const cookie = sessionCookie(login);
    expect((await request(b.server).get('/api/admin/auth').set('Cookie', cookie).expect(200)).body).toMatchObject({
      isAuthenticated: true,
      user: { username: 'admin' },
    });
    await request(b.server).post('/api/admin/logout').set('Cookie', cookie).expect(200);
    expect((await request(a.server).get('/api/admin/auth').set('Cookie', cookie).expect(200)).body).toEqual({ isAuthenticated: false, user: null });
  });

  it('serves an image uploaded on A from B (one S3-compatible store, the same /uploads path)', async () => {
    const cookie = sessionCookie(await request(a.server).post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200));
    const article = {
      title: 'Two instances',
      title_it: 'Due istanze',
      content: '<p>One site.</p>',
      content_it: '<p>Un sito.</p>',
      author: 'Nami',
      is_draft: false,
    };
    const created = await request(a.server).post('/api/news').set('Cookie', cookie).send(article);
    expect(created.status).toBe(201);
    const uploaded = (
      await request(a.server)
        .post(`/api/news/${created.body.id}/image`)
        .set('Cookie', cookie)
        .attach('image', PNG, { filename: 'cover.png', contentType: 'image/png' })
        .expect(200)
    ).body;
    expect(uploaded.imageUrl).toMatch(/^\/uploads\/news\/[0-9a-f]{32}\.png$/);
    expect((await request(b.server).get(`/api/news/${created.body.id}`).expect(200)).body.image_url).toBe(uploaded.imageUrl);
    // The stored picture is the intake's re-encoding (ADR 0047), not the uploaded bytes: B serves what A stored.
    const served = await request(b.server).get(uploaded.imageUrl).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    const storedByA = await request(a.server).get(uploaded.imageUrl).buffer(true).expect(200);
    expect(Buffer.from(served.body as Buffer)).toEqual(Buffer.from(storedByA.body as Buffer));
    expect(
      Buffer.from(served.body as Buffer)
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    await request(b.server)
      .get(`/uploads/news/${'0'.repeat(32)}.png`)
      .expect(404);
  });

  it('counts the login rate limit across both instances', async () => {
    // A new username each time: this counts the per-IP limit, not the per-account one (ADR 0053).
    let tries = 0;
    const attempt = (server: TestApp['server']) =>
      request(server)
        .post('/api/login')
        .send({ username: `nobody-${++tries}`, password: 'wrong-password' });
    let left = remaining(await attempt(a.server));
    for (let call = 1; left > 0; call++) {
      const response = await attempt(call % 2 === 1 ? b.server : a.server);
      expect(response.status).toBe(401);
      // Each call on either instance takes one from the same count.
      expect(remaining(response)).toBe(left - 1);
      left -= 1;
    }
    expect((await attempt(a.server)).status).toBe(429);
    expect((await attempt(b.server)).status).toBe(429);
  });
});
