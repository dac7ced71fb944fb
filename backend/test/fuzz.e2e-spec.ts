import type { OpenAPIObject } from '@nestjs/swagger';
import request from 'supertest';
import { buildOpenApiDocument } from '../src/app.factory.js';
import { startTestApp, TestApp } from './support/test-app.js';

/**
 * #15 item 1: no input gives a 500. Every operation of the OpenAPI document gets generated bad
 * input (wrong types, deep nesting, huge strings, lone surrogates, invalid UTF-8, missing and extra
 * fields, bad path and query parameters) as a visitor and as the super admin; any 5xx fails.
 * The generator is seeded, so a failure repeats; the number of cases per operation is bounded.
 */

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};
type Parameter = { name: string; in: string; schema?: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
};
interface Case {
  label: string;
  path: string;
  query?: string;
  body?: string | Buffer;
  contentType?: string;
}

const CASES_PER_OPERATION = 6;
/** The only 5xx an operation may answer on purpose: no external card catalogue is configured in tests. */
const DELIBERATE_5XX = new Set(['card_catalog_unavailable']);

function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BAD_VALUES: unknown[] = [
  123,
  -1,
  1.5,
  1e308,
  true,
  null,
  {},
  [],
  [[['x']]],
  { nested: { deeper: [1, { a: 'b' }] } },
  '',
  ' ',
  'x'.repeat(100_000),
  '\ud800',
  'abc\udfffdef',
  '💥'.repeat(50),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00\u0000',
  '../../etc/passwd',
  '9'.repeat(40),
  'NaN',
];
const BAD_PATH_PARAMS = ['0', '-1', 'abc', '99999999999999999999', '1.5', '%ED%A0%80', '%', '%00', 'x'.repeat(600), '%F0%9F%92%A5', '..%2F..'];
const BAD_QUERY_VALUES = ['', '-1', 'abc', '99999999999999999999', '%ED%A0%80', '%', 'x'.repeat(5000), '1e308', 'true'];

function resolve(document: OpenAPIObject, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops++) {
    current = (document.components?.schemas?.[current.$ref.split('/').pop()!] ?? {}) as Schema;
  }
  const combined = current.allOf ?? current.oneOf ?? current.anyOf;
  return combined?.length ? resolve(document, combined[0]) : current;
}

/** A plausible value for a schema: the starting point that one mutation then breaks. */
function sample(document: OpenAPIObject, raw: Schema | undefined, depth = 0): unknown {
  const schema = resolve(document, raw);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return depth > 3 ? [] : [sample(document, schema.items, depth + 1)];
    case 'string':
      return 'fuzz';
    default:
      if (!schema.properties || depth > 3) return {};
      return Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, sample(document, value, depth + 1)]));
  }
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)];
}

function bodyCases(document: OpenAPIObject, operation: Operation, random: () => number): Array<Pick<Case, 'label' | 'body' | 'contentType'>> {
  const schema = resolve(document, Object.values(operation.requestBody?.content ?? {})[0]?.schema);
  const base = sample(document, schema) as Record<string, unknown>;
  const fields = Object.keys(schema.properties ?? {});
  const json = (value: unknown) => JSON.stringify(value);
  const cases: Array<Pick<Case, 'label' | 'body' | 'contentType'>> = [
    { label: '5,000 objects deep', body: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` },
    { label: '100,000 arrays deep', body: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
    { label: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]) },
    { label: 'lone surrogate key', body: '{"\\ud800":1}' },
    { label: 'not JSON', body: '{"a":' },
    { label: 'a bare string', body: json('\ud800') },
    { label: 'an array', body: json([base]) },
    { label: 'null', body: 'null' },
    { label: 'a number', body: '42' },
    { label: 'no fields', body: '{}' },
    { label: 'extra field', body: json({ ...base, __proto__x: 1, constructor: { prototype: { polluted: true } } }) },
    { label: 'wrong content type', body: json(base), contentType: 'text/plain' },
  ];
  for (const field of fields) {
    cases.push({ label: `${field}: lone surrogate`, body: json({ ...base, [field]: '\ud800' }) });
    cases.push({ label: `${field}: missing`, body: json(Object.fromEntries(Object.entries(base).filter(([key]) => key !== field))) });
    for (let index = 0; index < 3; index++) {
      const value = pick(random, BAD_VALUES);
      cases.push({ label: `${field}: ${JSON.stringify(value)?.slice(0, 40)}`, body: json({ ...base, [field]: value }) });
    }
  }
  return cases;
}

function buildCases(document: OpenAPIObject, path: string, operation: Operation, random: () => number): Case[] {
  const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const goodPath = pathParams.reduce((current, parameter) => current.replace(`{${parameter.name}}`, '1'), path);
  const cases: Case[] = [];
  for (const parameter of pathParams) {
    for (const value of [...BAD_PATH_PARAMS].sort(() => random() - 0.5).slice(0, 6))
      cases.push({ label: `path ${parameter.name}=${value.slice(0, 20)}`, path: path.replace(`{${parameter.name}}`, value) });
  }
  for (const parameter of queryParams) {
    for (let index = 0; index < 2; index++) {
      const value = pick(random, BAD_QUERY_VALUES);
      cases.push({ label: `query ${parameter.name}=${value.slice(0, 20)}`, path: goodPath, query: `${parameter.name}=${value}` });
    }
    cases.push({ label: `query ${parameter.name} twice`, path: goodPath, query: `${parameter.name}=1&${parameter.name}=2` });
  }
  if (queryParams.length) cases.push({ label: 'unknown query', path: goodPath, query: 'zzz[a][b]=1&__proto__=x' });
  if (operation.requestBody) {
    const all = bodyCases(document, operation, random);
    // The fixed hostile bodies always; a seeded selection of the per-field mutations.
    const [fixed, mutations] = [all.slice(0, 12), all.slice(12)];
    const chosen = [...mutations].sort(() => random() - 0.5).slice(0, CASES_PER_OPERATION);
    for (const item of [...fixed, ...chosen]) cases.push({ ...item, path: goodPath });
  }
  if (!cases.length) cases.push({ label: 'as is', path: goodPath });
  return cases;
}

describe('fuzzing every operation (#15: no input gives a 500)', () => {
  let app: TestApp;
  let document: OpenAPIObject;

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '100000' });
    document = buildOpenApiDocument(app.app);
  });
  afterAll(async () => app.close());

  it('answers no 5xx to bad input, as a visitor and as the super admin', async () => {
    const admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    const random = prng(15);
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
        const operation = (item as Record<string, Operation>)[method];
        return operation ? [{ path, method, operation }] : [];
      }),
    );
    // Session-ending calls last, so the admin stays logged in for everything else.
    operations.sort((a, b) => Number(/logout|account/i.test(a.path)) - Number(/logout|account/i.test(b.path)));
    expect(operations.length).toBeGreaterThan(30);

    const failures: string[] = [];
    let sent = 0;
    for (const { path, method, operation } of operations) {
      const cases = buildCases(document, path, operation, random);
      const needsSession = ((operation as { security?: unknown[] }).security ?? []).length > 0;
      for (const role of ['visitor', 'admin'] as const) {
        // Every case for the role that gets past the route's policy; a sample for the other one
        // (a visitor's call to an admin route stops at 401 once the body parsers and guards ran).
        const full = needsSession === (role === 'admin');
        for (const item of full ? cases : cases.filter((_, index) => index % 5 === 0)) {
          const url = `${item.path}${item.query ? `?${item.query}` : ''}`;
          const client = role === 'admin' ? admin : request(app.server);
          // A hang detector, not a speed goal: generous for a busy CI machine (the card import parses off-thread).
          let call = client[method](url).timeout(30_000);
          // Bytes as they are (superagent would JSON.stringify a Buffer).
          if (item.body !== undefined)
            call = call
              .set('Content-Type', item.contentType ?? 'application/json')
              .serialize((raw: unknown) => raw as string)
              .send(item.body);
          sent++;
          try {
            const response = await call;
            if (response.status >= 500 && !DELIBERATE_5XX.has(response.body?.code)) {
              failures.push(`${role} ${method.toUpperCase()} ${path} [${item.label}] -> ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
            }
          } catch (error) {
            failures.push(`${role} ${method.toUpperCase()} ${path} [${item.label}] -> ${(error as Error).message}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    if (process.env.FUZZ_REPORT) console.log(`${sent} requests`);
    expect(failures).toEqual([]);
  }, 180_000);

  it('refuses the hostile bodies of the probe with the error contract', async () => {
    const deep = await request(app.server)
      .post('/api/register')
      .set('Content-Type', 'application/json')
      .send(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(deep.status).toBe(422);
    expect(deep.body).toMatchObject({ statusCode: 422, code: 'validation_failed', details: [{ field: 'body', code: 'too_deep' }] });

    const surrogate = await request(app.server)
      .post('/api/register')
      .set('Content-Type', 'application/json')
      .send('{"username":"surrogate","email":"a\\ud800@example.com","password":"password-123"}');
    expect(surrogate.status).toBe(422);
    expect(surrogate.body).toMatchObject({ code: 'validation_failed', details: [{ field: 'email', code: 'invalid_unicode' }] });

    const bytes = await request(app.server)
      .post('/api/register')
      .set('Content-Type', 'application/json')
      .serialize((raw: unknown) => raw as string)
      .send(Buffer.from('{"username":"\xc3\x28"}', 'latin1'));
    expect(bytes.status).toBe(422);
    expect(bytes.body).toMatchObject({ code: 'validation_failed', details: [{ field: 'body', code: 'invalid_utf8' }] });

    for (const login of ['/api/login', '/api/admin/login']) {
      const typed = await request(app.server).post(login).send({ username: 123, password: 'x' });
      expect(typed.status).toBe(422);
      expect(typed.body).toMatchObject({ code: 'validation_failed', details: [{ field: 'username', code: 'not_a_string' }] });
    }
  });
});
