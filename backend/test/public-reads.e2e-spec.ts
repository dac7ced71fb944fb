import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Another site's page, calling the API from its visitors' browsers. */
const OTHER_SITE = 'https://deck-tracker.example';

/** The headers CORS and embedding are decided by. */
function crossOriginHeaders(response: request.Response): Record<string, string | undefined> {
  const names = [
    'access-control-allow-origin',
    'access-control-allow-credentials',
    'access-control-expose-headers',
    'access-control-allow-methods',
    'cross-origin-resource-policy',
    'vary',
  ];
  return Object.fromEntries(names.map((name) => [name, response.headers[name] as string | undefined]));
}

/** Issue 36 item 1, ADR 0066: public data from any origin, everything else as before. */
describe('public reads from other origins', () => {
  let app: TestApp;

  beforeAll(async () => {
    // No card picture host reachable: a picture is answered by the card back, never fetched.
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000', CARD_IMAGE_HOSTS: 'images.invalid' });
  });
  afterAll(async () => app.close());

  it('lets another origin read a public GET without credentials, with the headers a client needs exposed', async () => {
    const response = await request(app.server).get('/api/cards').set('Origin', OTHER_SITE).expect(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['access-control-expose-headers']?.split(',')).toEqual(
      expect.arrayContaining(['ETag', 'RateLimit', 'RateLimit-Policy', 'Retry-After', 'Link', 'X-Request-Id', 'Card-Query-Notice']),
    );
    // The same answer for every origin: no Vary: Origin, so one cached copy serves them all.
    expect(response.headers.vary ?? '').not.toMatch(/origin/i);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // HEAD too.
    const head = await request(app.server).head('/api/cards').set('Origin', OTHER_SITE).expect(200);
    expect(head.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends a kept answer (and its 304) with the same CORS headers as the answer built for the first reader', async () => {
    const built = await request(app.server).get('/api/news').set('Origin', OTHER_SITE).expect(200);
    const kept = await request(app.server).get('/api/news').set('Origin', OTHER_SITE).expect(200);
    const notModified = await request(app.server).get('/api/news').set('Origin', OTHER_SITE).set('If-None-Match', built.headers.etag!).expect(304);
    // And from the site itself (no Origin): the same, whoever asked first.
    const sameSite = await request(app.server).get('/api/news').expect(200);
    expect(kept.headers.etag).toBe(built.headers.etag);
    expect(crossOriginHeaders(kept)).toEqual(crossOriginHeaders(built));
    expect(crossOriginHeaders(notModified)).toEqual(crossOriginHeaders(built));
    expect(crossOriginHeaders(sameSite)).toEqual(crossOriginHeaders(built));
  });

  it("answers a public GET's preflight with 204 and what the read may send", async () => {
    const response = await request(app.server)
      .options('/api/decks/page')
      .set('Origin', OTHER_SITE)
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'if-none-match, accept-language')
      .expect(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('GET,HEAD');
    expect(response.headers['access-control-allow-headers']?.split(',')).toEqual(expect.arrayContaining(['If-None-Match', 'Accept-Language']));
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(Number(response.headers['access-control-max-age'])).toBeGreaterThan(0);
  });

  it('gives writes, their preflights and session-bound reads no CORS allowance; the origin check refuses the write as before', async () => {
    // A write's preflight (the same path has a public GET): no allowance, so the browser never sends the write.
    const preflight = await request(app.server)
      .options('/api/decks')
      .set('Origin', OTHER_SITE)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.status).not.toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();

    const write = await request(app.server).post('/api/login').set('Origin', OTHER_SITE).send({ username: 'admin', password: 'admin-password' }).expect(403);
    expect(write.body).toMatchObject({ statusCode: 403, code: 'csrf_origin_refused' });
    expect(write.headers['access-control-allow-origin']).toBeUndefined();

    // A signed-in admin's agent, as a browser holding the cookie would call from another site.
    const admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    for (const path of ['/api/session', '/api/admin/auth', '/api/decks/mine', '/api/favorites', '/api/admin/stats']) {
      const response = await admin.get(path).set('Origin', OTHER_SITE);
      expect({ path, cors: crossOriginHeaders(response) }).toEqual({
        path,
        cors: expect.objectContaining({ 'access-control-allow-origin': undefined, 'cross-origin-resource-policy': 'same-origin' }),
      });
    }
    const mine = await admin.options('/api/decks/mine').set('Origin', OTHER_SITE).set('Access-Control-Request-Method', 'GET');
    expect(mine.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets other sites embed card pictures; pages and the rest stay same-origin', async () => {
    const picture = await request(app.server).get('/api/card-images/ST01-001?size=thumb').set('Origin', OTHER_SITE).expect(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(picture.headers['access-control-allow-origin']).toBe('*');
    for (const path of ['/robots.txt', '/api/nothing-here', '/some/page']) {
      const response = await request(app.server).get(path);
      expect({ path, policy: response.headers['cross-origin-resource-policy'], cors: response.headers['access-control-allow-origin'] }).toEqual({
        path,
        policy: 'same-origin',
        cors: undefined,
      });
    }
  });
});

/** Issue 36 item 2, ADR 0066: public reads per client IP, the site's own render never counted. */
describe('public-read rate limit', () => {
  let app: TestApp;
  const LIMIT = 3;

  beforeAll(async () => {
    // One proxy in front (TRUST_PROXY=1): X-Forwarded-For names the client, as behind the site's proxy.
    app = await startTestApp({ SEED_DEMO: 'true', PUBLIC_READ_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '1', CARD_IMAGE_HOSTS: 'images.invalid' });
  });
  afterAll(async () => app.close());

  const from = (ip: string, path: string) => request(app.server).get(path).set('X-Forwarded-For', ip).set('Origin', OTHER_SITE);

  it('answers 429 too_many_requests with Retry-After and the RateLimit headers past the limit, per client IP', async () => {
    const client = '203.0.113.7';
    const remaining: string[] = [];
    // The news answer is kept after the first read: kept answers are counted as built ones are.
    for (let call = 0; call < LIMIT; call += 1) {
      const response = await from(client, call === 1 ? '/api/decks/page' : '/api/news').expect(200);
      expect(response.headers['ratelimit-policy']).toMatch(new RegExp(`^"public-reads"; q=${LIMIT}; w=60; pk=:[A-Za-z0-9+/=]+:$`));
      remaining.push(/r=(\d+)/.exec(response.headers.ratelimit ?? '')?.[1] ?? 'none');
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const refused = await from(client, '/api/news').expect(429);
    expect(refused.body).toEqual({ statusCode: 429, code: 'too_many_requests', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers.ratelimit).toMatch(/^"public-reads"; r=0; t=\d+$/);
    expect(refused.headers['ratelimit-policy']).toBeDefined();
    // Readable by the other site's script that made the call.
    expect(refused.headers['access-control-allow-origin']).toBe('*');

    // Another client is counted apart; card pictures are not counted.
    await from('203.0.113.8', '/api/news').expect(200);
    const picture = await from(client, '/api/card-images/ST01-001?size=thumb').expect(200);
    expect(picture.headers.ratelimit).toBeUndefined();
    // Reads about the session are not public data: not counted.
    const session = await from(client, '/api/session').expect(200);
    expect(session.headers['ratelimit-policy']).toBeUndefined();
  });

  it("never counts the site's own server render (the loaders call over loopback, without X-Forwarded-For)", async () => {
    for (let call = 0; call < LIMIT * 3; call += 1) {
      const response = await request(app.server).get('/api/news').expect(200);
      expect(response.headers.ratelimit).toBeUndefined();
    }
  });
});
