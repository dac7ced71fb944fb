import { jest } from '@jest/globals';
import { Writable } from 'node:stream';
import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../src/app.factory.js';
import { createRootLogger } from '../src/shared/logging/pino-logger.js';
import { Readiness } from '../src/shared/observability/readiness.js';
import { UNMATCHED_ROUTE } from '../src/shared/observability/metrics.js';
import { requestContext } from '../src/shared/observability/request-context.js';
import { startTestApp } from './support/test-app.js';
import { createTestDatabase, testConfig, TestDatabase } from './support/test-database.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** Reads the Prometheus text format into samples: name, labels, value. Fails on any line it cannot read. */
function parsePrometheus(text: string): Array<{ name: string; labels: Record<string, string>; value: number }> {
  const samples: Array<{ name: string; labels: Record<string, string>; value: number }> = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/.exec(line);
    if (!match) throw new Error(`not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]] = pair[2];
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

describe('Observability: metrics, request ids, health (issue 32 item 7)', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;
  let server: ReturnType<NestExpressApplication['getHttpServer']>;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await createApp(testConfig(database, { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' }), { logDestination: sink });
    await app.init();
    server = app.getHttpServer();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const scrape = async () => {
    const response = await request(server).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheus(response.text);
  };

  it('refuses the metrics without the token (401) and with a wrong one', async () => {
    expect((await request(server).get('/api/metrics').expect(401)).body).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    await request(server).get('/api/metrics').set('Authorization', 'Bearer wrong-token-0123456789').expect(401);
    await request(server).get('/api/metrics').set('Authorization', TOKEN).expect(401);
  });

  it('answers 404 when METRICS_TOKEN is not set', async () => {
    const other = await startTestApp();
    try {
      expect((await request(other.server).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404)).body).toMatchObject({ code: 'not_found' });
    } finally {
      await other.close();
    }
  });

  it('counts and times requests by route pattern and status, answers from the cache included', async () => {
    await request(server).get('/api/cards').expect(200);
    await request(server).get('/api/cards').expect(200); // from the cache
    await request(server).get('/api/decks/999999').expect(404);
    await request(server).get('/api/decks/888888').expect(404);
    await request(server).get('/api/no-such-route-1').expect(404);
    await request(server).get('/api/no-such-route-2').expect(404);
    const samples = await scrape();

    const count = (route: string, status: string) =>
      samples.filter((s) => s.name === 'http_requests_total' && s.labels.route === route && s.labels.status === status).reduce((sum, s) => sum + s.value, 0);
    expect(count('/api/cards', '200')).toBe(2);
    expect(count('/api/decks/:id', '404')).toBe(2);
    // No API route: one label whatever the address (the site's catch-all pattern while modules/spa has one).
    expect(count('/{*path}', '404') + count(UNMATCHED_ROUTE, '404')).toBe(2);
    // Never a raw address as a label.
    expect(samples.some((s) => /999999|no-such-route/.test(s.labels.route ?? ''))).toBe(false);
    const bucket = samples.find((s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === '/api/cards' && s.labels.le === '+Inf');
    expect(bucket).toMatchObject({ labels: { method: 'GET', status: '200' }, value: 2 });
    expect(samples.find((s) => s.name === 'http_request_duration_seconds_count' && s.labels.route === '/api/decks/:id')?.value).toBe(2);

    expect(samples.find((s) => s.name === 'cache_hits_total' && s.labels.cache === 'response')?.value).toBeGreaterThanOrEqual(1);
    expect(samples.find((s) => s.name === 'db_query_duration_seconds_count' && s.labels.kind === 'select')?.value).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'db_pool_connections')).toBe(true);
    expect(samples.find((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBeDefined();
    expect(samples.find((s) => s.name === 'process_resident_memory_bytes')?.value).toBeGreaterThan(0);
    expect(samples.find((s) => s.name === 'nodejs_heap_size_used_bytes')?.value).toBeGreaterThan(0);
  });

  it('gives every answer an X-Request-Id, echoes a sent one and refuses one that is not a short token', async () => {
    const fresh = await request(server).get('/api/health').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await request(server).get('/api/cards').set('X-Request-Id', 'trace-abc.123').expect(200)).headers['x-request-id']).toBe('trace-abc.123');
    expect((await request(server).get('/api/decks/999999').set('X-Request-Id', 'err-1').expect(404)).headers['x-request-id']).toBe('err-1');
    expect((await request(server).get('/api/metrics').set('X-Request-Id', 'denied-1').expect(401)).headers['x-request-id']).toBe('denied-1');
    const bad = await request(server).get('/api/health').set('X-Request-Id', 'has space"and quote').expect(200);
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes the request id in the log lines of the request, a cached answer's included", async () => {
    logLines.length = 0;
    await request(server).get('/api/cards').set('X-Request-Id', 'log-kept-1').expect(200); // cached answer
    await request(server)
      .get('/api/decks/abc')
      .set('X-Request-Id', 'log-route-2')
      .expect((response) => expect(response.status).toBeGreaterThanOrEqual(400));
    await request(server).get('/api/decks/777777').set('X-Request-Id', 'log-route-3').expect(404);
    const completed = (id: string) =>
      logLines.filter((line) => line.msg === 'request completed' && (line.reqId === id || (line.req as { id?: string })?.id === id));
    expect(completed('log-kept-1')).toHaveLength(1);
    expect(completed('log-kept-1')[0].reqId).toBe('log-kept-1');
    expect(completed('log-route-3')).toHaveLength(1);
    expect(completed('log-route-3')[0].reqId).toBe('log-route-3');
    // No line carries an id other than its own request's.
    for (const line of logLines) if (line.reqId !== undefined) expect(['log-kept-1', 'log-route-2', 'log-route-3']).toContain(line.reqId);
  });

  it('adds the request id to every line logged while the request is answered, once', () => {
    const lines: string[] = [];
    const logger = createRootLogger('info', { write: (line: string) => lines.push(line) });
    logger.info('outside');
    requestContext.run({ requestId: 'ctx-1' }, () => {
      logger.info({ context: 'DeckService' }, 'inside');
      logger.child({ reqId: 'ctx-1' }).info('request logger');
    });
    expect(JSON.parse(lines[0]).reqId).toBeUndefined();
    expect(JSON.parse(lines[1])).toMatchObject({ reqId: 'ctx-1', msg: 'inside' });
    expect(lines[2].match(/"reqId"/g)).toHaveLength(1);
  });

  it('tells the state of each dependency in /api/health', async () => {
    const response = await request(server).get('/api/health').expect(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      database: 'up',
      checks: {
        database: { state: 'up' },
        storage: { state: 'up' },
        mail: { state: 'disabled' },
        redis: { state: 'disabled' },
      },
    });
    for (const check of Object.values(response.body.checks as Record<string, { reason: string }>)) expect(check.reason).toEqual(expect.any(String));
  });

  it('reports a configured but unreachable SMTP server as down', async () => {
    const other = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const response = await request(other.server).get('/api/health').expect(200);
      expect(response.body.checks).toMatchObject({ mail: { state: 'down', reason: expect.stringContaining('SMTP server') }, redis: { state: 'disabled' } });
    } finally {
      await other.close();
    }
  });

  it('marks migrations done once they ran and seeding once the app is initialised', async () => {
    const other = await createTestDatabase();
    const starting = await createApp(testConfig(other, { SEED_DEMO: 'true' }));
    try {
      expect(starting.get(Readiness).waitingFor()).toEqual(['seeding']);
      await starting.init();
      expect(starting.get(Readiness).waitingFor()).toEqual([]);
    } finally {
      await starting.close();
      await other.drop();
    }
  });

  it('answers /api/health/ready 503 while start-up work runs, 200 after', async () => {
    await request(server).get('/api/health/ready').expect(200, { status: 'ready' });
    const starting = new Readiness();
    const readiness = app.get(Readiness);
    // The same object the route reads: put a step back as pending, as during migrations.
    const waitingFor = jest.spyOn(readiness, 'waitingFor').mockImplementation(() => starting.waitingFor());
    try {
      const response = await request(server).get('/api/health/ready').expect(503);
      expect(response.body).toMatchObject({ statusCode: 503, code: 'unavailable' });
      expect(response.body.message).toContain('migrations');
      starting.done('migrations');
      starting.done('seeding');
      await request(server).get('/api/health/ready').expect(200);
    } finally {
      waitingFor.mockRestore();
    }
  });
});
