import type { OpenAPIObject } from '@nestjs/swagger';
import request from 'supertest';
import { buildOpenApiDocument } from '../src/app.factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The headers the document declares per response (issue 36 item 2, ADR 0066), by their names on the wire. */
const TRACKED = ['etag', 'cache-control', 'ratelimit', 'ratelimit-policy', 'retry-after', 'link'];

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { enum?: string[] };
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  security?: unknown[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
}

/** A value for a parameter without an enum, by name; `{id}` is the seeded deck's (or answers a documented 404). */
const SAMPLES: Record<string, (ids: { deck: number }) => string> = {
  id: ({ deck }) => String(deck),
  deckId: ({ deck }) => String(deck),
  contentId: ({ deck }) => String(deck),
  code: () => 'ST01-001',
  username: () => 'admin',
  idOrLanguage: () => 'en',
  q: () => 'luffy',
  prefix: () => 'ST01',
  format: () => 'OP10',
  ids: ({ deck }) => String(deck),
};

/**
 * The response headers in openapi.yaml are the ones the app sends: every GET of the document is
 * called (as a visitor when public, as the admin otherwise; with a client IP, as behind the proxy),
 * and each tracked header an answer carries must be declared on that operation's response for its
 * status; ETag, Cache-Control and the rate limit's headers where the code promises them must be
 * there. Then a 304, a 429 and a rate-limited write the same way.
 */
describe('response headers: the document against the running app', () => {
  let app: TestApp;
  let document: OpenAPIObject;
  let admin: request.Agent;
  let deck: number;

  beforeAll(async () => {
    app = await startTestApp({
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT: '1000',
      PUBLIC_READ_RATE_LIMIT: '100000',
      TRUST_PROXY: '1',
      CARD_IMAGE_HOSTS: 'images.invalid',
    });
    document = buildOpenApiDocument(app.app);
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').set('X-Forwarded-For', '198.51.100.1').send({ username: 'admin', password: 'admin-password' }).expect(200);
    deck = ((await request(app.server).get('/api/decks').expect(200)).body as Array<{ id: number }>)[0]!.id;
  });
  afterAll(async () => app.close());

  const operation = (path: string, method: string) => (document.paths[path] as Record<string, Operation> | undefined)?.[method];
  const documented = (op: Operation, status: number) => Object.keys(op.responses[String(status)]?.headers ?? {}).map((name) => name.toLowerCase());
  // Express gives every JSON body a weak ETag, error bodies included: documented on what a client revalidates (200 and 304).
  const sent = (response: request.Response) =>
    TRACKED.filter((name) => response.headers[name] !== undefined && (name !== 'etag' || response.status === 200 || response.status === 304));

  function address(path: string, op: Operation): string {
    const value = (parameter: Parameter) => {
      const sample = parameter.schema?.enum?.[0] ?? SAMPLES[parameter.name]?.({ deck });
      if (sample === undefined) throw new Error(`${op.operationId}: no sample for the ${parameter.in} parameter ${parameter.name} (add one to SAMPLES)`);
      return sample;
    };
    const parameters = op.parameters ?? [];
    const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(value(parameters.find((parameter) => parameter.name === name)!)));
    const query = parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map((parameter) => `${parameter.name}=${encodeURIComponent(value(parameter))}`);
    return query.length ? `${filled}?${query.join('&')}` : filled;
  }

  it('declares on each GET response every tracked header it sends, and sends the ETag and the rate limit where declared', async () => {
    const problems: string[] = [];
    let withEtag = 0;
    let limited = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      const op = (item as Record<string, Operation>).get;
      if (!op) continue;
      const url = address(path, op);
      const visitor = (op.security ?? []).length === 0;
      const response = await (visitor ? request(app.server) : admin).get(url).set('X-Forwarded-For', '198.51.100.1');
      const declared = documented(op, response.status);
      if (!op.responses[String(response.status)]) problems.push(`${op.operationId} ${url}: ${response.status} is not documented`);
      for (const name of sent(response))
        if (!declared.includes(name)) problems.push(`${op.operationId} ${url}: ${response.status} sends ${name}, undocumented`);
      // What the document promises by rule is really sent.
      if (response.status === 200 && declared.includes('etag')) {
        if (!response.headers.etag && visitor) problems.push(`${op.operationId}: ETag documented, not sent`);
        if (response.headers.etag) {
          withEtag += 1;
          const again = await (visitor ? request(app.server) : admin)
            .get(url)
            .set('X-Forwarded-For', '198.51.100.1')
            .set('If-None-Match', response.headers.etag);
          if (again.status !== 304) problems.push(`${op.operationId}: If-None-Match gave ${again.status}`);
          for (const name of sent(again)) if (!documented(op, 304).includes(name)) problems.push(`${op.operationId}: 304 sends ${name}, undocumented`);
        }
      }
      if (visitor && declared.includes('ratelimit')) {
        limited += 1;
        if (!response.headers.ratelimit || !response.headers['ratelimit-policy']) problems.push(`${op.operationId}: rate limit documented, not sent`);
      }
    }
    expect(problems).toEqual([]);
    // The rules reach what they should: the reads answering 200, the public reads.
    expect(withEtag).toBeGreaterThan(25);
    expect(limited).toBeGreaterThan(20);
  });

  it('declares the rate-limited write and a 429 as sent', async () => {
    const login = await request(app.server).post('/api/login').set('X-Forwarded-For', '198.51.100.2').send({ username: 'nobody', password: 'wrong-password' });
    expect(login.headers.ratelimit).toBeDefined();
    const op = operation('/api/login', 'post')!;
    expect(sent(login).filter((name) => !documented(op, login.status).includes(name))).toEqual([]);

    const limited = await startTestApp({ PUBLIC_READ_RATE_LIMIT: '1', TRUST_PROXY: '1' });
    try {
      await request(limited.server).get('/api/formats').set('X-Forwarded-For', '198.51.100.3').expect(200);
      const refused = await request(limited.server).get('/api/formats').set('X-Forwarded-For', '198.51.100.3').expect(429);
      const formats = operation('/api/formats', 'get')!;
      expect(sent(refused)).toEqual(expect.arrayContaining(['ratelimit', 'ratelimit-policy', 'retry-after']));
      expect(sent(refused).filter((name) => !documented(formats, 429).includes(name))).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('declares the headers once, in components.headers, with the API introduction saying how other sites may call', () => {
    expect(Object.keys(document.components?.headers ?? {})).toEqual(
      expect.arrayContaining(['ETag', 'CacheControl', 'RateLimit', 'RateLimitPolicy', 'RetryAfter']),
    );
    const deckRead = operation('/api/decks/{id}', 'get')!;
    expect(deckRead.responses['200']!.headers).toMatchObject({
      ETag: { $ref: '#/components/headers/ETag' },
      'Cache-Control': { $ref: '#/components/headers/CacheControl' },
    });
    expect(deckRead.responses['429']!.headers).toMatchObject({ 'Retry-After': { $ref: '#/components/headers/RetryAfter' } });
    expect(document.info.description).toContain('Access-Control-Allow-Origin: *');
  });
});
