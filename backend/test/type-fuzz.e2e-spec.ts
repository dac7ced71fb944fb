import type { OpenAPIObject } from '@nestjs/swagger';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { buildOpenApiDocument } from '../src/app.factory.js';
import { registerAndLogIn } from './support/accounts.js';
import { startTestApp, TestApp } from './support/test-app.js';

/**
 * #32 item 1: every body field of every write is type-checked before use. Each JSON-bodied write of
 * the app's OpenAPI document is sent a valid body with one field at a time (top level, and each field
 * of the first item of an array of objects: a deck's cards and matchups, a format's ban list) set to
 * null, a number, a string, an object and an array, as the role that may call it. No answer may be a
 * 5xx, and a value the field's schema does not allow answers 422 with a detail naming that field.
 */

type Schema = {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  oneOf?: Schema[];
  allOf?: Schema[];
  anyOf?: Schema[];
};
type Operation = { operationId: string; description?: string; requestBody?: { content: Record<string, { schema?: Schema }> } };
type Role = 'visitor' | 'admin' | 'verified';
type Body = Record<string, unknown> | Array<Record<string, unknown>>;

/** The wrong values every field gets (two numbers: a fraction is no integer, a huge whole one is). */
const VALUES: Array<{ label: string; value: unknown; kind: 'null' | 'number' | 'integer' | 'string' | 'object' | 'array' }> = [
  { label: 'null', value: null, kind: 'null' },
  { label: '1.5', value: 1.5, kind: 'number' },
  { label: '1e308', value: 1e308, kind: 'integer' },
  { label: '"fuzz"', value: 'fuzz', kind: 'string' },
  { label: '{}', value: {}, kind: 'object' },
  { label: '{"a":[1]}', value: { a: [1] }, kind: 'object' },
  { label: '[]', value: [], kind: 'array' },
  { label: '[1,"x",null]', value: [1, 'x', null], kind: 'array' },
];
/** The only 5xx an operation may answer on purpose: no external card catalogue is configured in tests. */
const DELIBERATE_5XX = new Set(['card_catalog_unavailable']);

interface Fixtures {
  deckId: number;
  deck: { leaderId: number; cards: Array<{ cardId: number; quantity: number }>; format: string };
  newsId: number;
  cardId: number;
  commentId: number;
  tierEntryId: number;
  phraseId: number;
}

/** A valid body and the path's parameters, per operationId. A new JSON-bodied write must be added here. */
function validCalls(f: Fixtures): Record<string, { params?: Record<string, string | number>; body: Body }> {
  const deckBody = {
    name: 'Type fuzz deck',
    author: 'Fuzzer',
    tier: 'Tier 2',
    format: f.deck.format,
    leaderId: f.deck.leaderId,
    shortDescription: 'Short',
    description: '<p>Guida</p>',
    description_en: '<p>Guide</p>',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    matchups: [{ deck: 'Red Zoro', favorable: 'Even', strategy: 'Race them.' }],
    priority: 5,
    isDraft: true,
    cards: f.deck.cards,
  };
  const newsBody = {
    title: 'Type fuzz',
    title_it: 'Fuzz dei tipi',
    content: '<p>Body</p>',
    content_it: '<p>Corpo</p>',
    author: 'Fuzzer',
    deck_id: f.deckId,
    youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    is_highlighted: false,
    is_draft: true,
  };
  const formatBody = { name: 'Type fuzz format', legalSets: ['OP01', 'ST01'], banList: [{ code: 'ST01-001', maxCopies: 0 }] };
  const cardBody = {
    code: 'TF01-001',
    name: 'Type fuzz card',
    type: 'CHARACTER',
    imageUrl: 'https://example.com/tf01-001.png',
    cost: 2,
    power: 3000,
    counter: '1000',
    color: 'Red',
    attribute: 'Slash',
    family: 'Straw Hat Crew',
    ability: 'On Play: draw 1.',
    trigger: null,
    set: 'TF01',
  };
  return {
    register: { body: { username: 'typefuzz', email: 'typefuzz@example.com', password: 'password-123', language: 'en' } },
    login: { body: { username: 'admin', password: 'admin-password' } },
    adminLogin: { body: { username: 'admin', password: 'admin-password' } },
    // A well-formed token that unlocks nothing (422 unlock_token_invalid): the fuzz is about its type.
    unlockAccount: { body: { token: 'a'.repeat(64) } },
    createAdmin: { body: { username: 'fuzzadmin', password: 'password-123', email: 'fuzzadmin@example.com' } },
    importCards: { body: [{ code: 'TF02-001', name: 'Imported fuzz', type: 'CHARACTER', cost: 1, power: 1000, color: 'Red', set: 'TF02' }] },
    clearCardsByPrefix: { body: { prefix: 'TF99' } },
    searchCardOnline: { body: { cardCode: 'OP01-001' } },
    updateCard: { params: { id: f.cardId }, body: cardBody },
    createCard: { body: { ...cardBody, code: 'TF03-001' } },
    // Ids of no card: a body that gets through deletes nothing the other calls use.
    deleteSelectedCards: { body: { ids: [999_999] } },
    normalizeCardTypes: { body: { ids: [f.cardId] } },
    createFormat: { body: { ...formatBody, code: 'TF01' } },
    updateFormat: { params: { code: 'TF01' }, body: formatBody },
    createDeck: { body: deckBody },
    updateDeck: { params: { id: f.deckId }, body: deckBody },
    updateDeckVisibility: { params: { id: f.deckId }, body: { visibility: 'public' } },
    parseDeckList: { body: { text: '1xST01-001\n4xST01-004' } },
    checkDeckLegality: { body: { leaderId: f.deck.leaderId, format: f.deck.format, cards: f.deck.cards } },
    computeDeckStatistics: { body: { cards: f.deck.cards } },
    createNews: { body: newsBody },
    updateNews: { params: { id: f.newsId }, body: newsBody },
    createComment: { body: { contentType: 'deck', contentId: f.deckId, content: 'Nice deck', parent_id: null } },
    updateComment: { params: { id: f.commentId }, body: { content: 'Edited' } },
    addFavorite: { body: { deckId: f.deckId } },
    importTournament: {
      body: {
        name: 'Type fuzz cup',
        date: '2026-11-01',
        format: f.deck.format,
        players: 2,
        standings: [
          { placing: 1, player: 'Ann', record: { wins: 1, losses: 0, ties: 0 }, deck: '1xST01-001\n4xST01-004' },
          { placing: 2, player: 'Bob', record: { wins: 0, losses: 1, ties: 0 }, deck: '1xST01-001\n4xST01-004' },
        ],
        rounds: [{ round: 1, pairings: [{ player1: 'Ann', player2: 'Bob', winner: 'Ann' }] }],
      },
    },
    importTournamentCsv: {
      body: {
        name: 'Type fuzz CSV cup',
        date: '2026-11-02',
        format: f.deck.format,
        csv: 'placing,player,wins,losses,ties,deck\n1,Ann,1,0,0,"1xST01-001\n4xST01-004"\n',
      },
    },
    createReport: { body: { targetType: 'deck', targetId: f.deckId, reason: 'spam', note: 'Fuzz' } },
    placeTierListDeck: { body: { deckId: f.deckId, format: f.deck.format, tier: 'Tier 1', position: 1, notes: 'Strong' } },
    moveTierListEntry: { params: { id: f.tierEntryId }, body: { tier: 'Tier 2', position: 1 } },
    updateTierListNotes: { params: { id: f.tierEntryId }, body: { notes: 'Notes' } },
    updatePrivacyPolicy: { body: { value: '<p>Policy</p>' } },
    createDeckyPhrase: { body: { text: 'Ahoy!', language: 'en', category: 'tip', isActive: true } },
    updateDeckyPhrase: { params: { idOrLanguage: f.phraseId }, body: { isActive: false } },
  };
}

function resolve(document: OpenAPIObject, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops++) current = (document.components?.schemas?.[current.$ref.split('/').pop()!] ?? {}) as Schema;
  return current;
}

type Kind = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'any';

/** What a field takes, from its schema; a 0/1-or-boolean flag is a boolean. */
function kindOf(document: OpenAPIObject, raw: Schema | undefined): Kind {
  const schema = resolve(document, raw);
  if (schema.description === 'Ignored') return 'any';
  const alternatives = schema.oneOf ?? schema.anyOf ?? schema.allOf;
  if (alternatives?.length) {
    const kinds = alternatives.map((alternative) => kindOf(document, alternative));
    return kinds.includes('boolean') ? 'boolean' : kinds[0]!;
  }
  if (schema.type === 'string' || schema.type === 'integer' || schema.type === 'number' || schema.type === 'boolean' || schema.type === 'array')
    return schema.type;
  if (schema.type === 'object' || schema.properties) return 'object';
  return 'any';
}

/** Would the DTO refuse this value for this field on its type alone? */
function refusedByType(kind: Kind, nullable: boolean, value: (typeof VALUES)[number]): boolean {
  if (kind === 'any') return false;
  switch (value.kind) {
    case 'null':
      return !nullable;
    case 'number':
      return kind !== 'number';
    case 'integer':
      return kind !== 'number' && kind !== 'integer';
    case 'string':
      return kind !== 'string';
    case 'object':
      return kind !== 'object';
    case 'array':
      return kind !== 'array';
  }
}

interface Mutation {
  /** The field as the error details name it: `matchups`, `cards.0.quantity`. */
  field: string;
  label: string;
  body: Body;
  refused: boolean;
}

function mutations(document: OpenAPIObject, schema: Schema, base: Record<string, unknown>, prefix = ''): Mutation[] {
  const result: Mutation[] = [];
  for (const [field, raw] of Object.entries(schema.properties ?? {})) {
    const property = resolve(document, raw);
    const kind = kindOf(document, property);
    for (const value of VALUES) {
      result.push({
        field: `${prefix}${field}`,
        label: value.label,
        body: { ...base, [field]: value.value },
        refused: refusedByType(kind, property.nullable === true, value),
      });
    }
    // An array of objects: each field of its first item too.
    const items = kind === 'array' ? resolve(document, property.items) : undefined;
    const first = Array.isArray(base[field]) ? (base[field] as unknown[])[0] : undefined;
    if (items?.properties && first && typeof first === 'object') {
      for (const inner of mutations(document, items, first as Record<string, unknown>, `${prefix}${field}.0.`)) {
        const list = [...(base[field] as unknown[])];
        list[0] = inner.body;
        result.push({ ...inner, body: { ...base, [field]: list } });
      }
    }
  }
  return result;
}

/** The role an operation's description states (`(role: admin, superadmin)`), as one of the test's callers. */
function callerFor(operation: Operation): Role {
  const roles = /\(role: ([^)]*)\)/.exec(operation.description ?? '')?.[1]?.split(/,\s*/) ?? [];
  if (!roles.length) return 'visitor';
  if (roles.includes('admin') || roles.includes('superadmin')) return 'admin';
  return 'verified';
}

describe('type-checked write bodies (#32: null, wrong type, wrong shape → 422, never a 5xx)', () => {
  let app: TestApp;
  let document: OpenAPIObject;
  let admin: ReturnType<typeof request.agent>;
  let verified: ReturnType<typeof request.agent>;
  let fixtures: Fixtures;

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '100000', SEED_DEMO: 'true' });
    document = buildOpenApiDocument(app.app);
    const database = app.app.get(DataSource);
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    verified = request.agent(app.server);
    const user = await registerAndLogIn(verified, { username: 'typefuzzer', email: 'typefuzzer@example.com', password: 'password-123' });
    await database.query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, user.id]);
    await verified.post('/api/login').send({ username: 'typefuzzer', password: 'password-123' }).expect(200);

    const [{ id: deckId }] = (await database.query('SELECT id FROM decks WHERE isDraft = ? ORDER BY id LIMIT 1', [false])) as { id: number }[];
    const detail = (await admin.get(`/api/decks/${deckId}`).expect(200)).body as Fixtures['deck'];
    const comment = (await verified.post('/api/comments').send({ contentType: 'deck', contentId: deckId, content: 'First!' }).expect(201)).body as {
      id: number;
    };
    const first = async (sql: string) => Number(((await database.query(sql)) as { id: number }[])[0]!.id);
    await admin
      .post('/api/cards/import')
      .send([{ code: 'TF01-001', name: 'Type fuzz card', type: 'CHARACTER', cost: 2, power: 3000, color: 'Red', set: 'TF01' }])
      .expect((response) => expect(response.status).toBeLessThan(300));
    fixtures = {
      deckId,
      deck: { leaderId: detail.leaderId, format: detail.format, cards: detail.cards.map(({ cardId, quantity }) => ({ cardId, quantity })) },
      newsId: await first('SELECT id FROM news ORDER BY id LIMIT 1'),
      cardId: await first("SELECT id FROM cards WHERE code = 'TF01-001'"),
      commentId: comment.id,
      tierEntryId: await first('SELECT id FROM tier_list ORDER BY id LIMIT 1'),
      phraseId: await first('SELECT id FROM decky_phrases ORDER BY id LIMIT 1'),
    };
  }, 120_000);
  afterAll(async () => app?.close());

  it('answers 422 naming the field to "matchups": null on a deck save and update (the fuzzer\'s 500)', async () => {
    const valid = validCalls(fixtures).createDeck!.body;
    for (const field of ['matchups', 'cards']) {
      for (const call of [admin.post('/api/decks'), admin.put(`/api/decks/${fixtures.deckId}`)]) {
        const response = await call.send({ ...valid, [field]: null });
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ code: 'validation_failed', details: [{ field, code: 'not_an_array' }] });
      }
    }
    // Left out, an optional field takes its default; only a sent null is refused.
    const { matchups: _left, ...withoutMatchups } = valid as Record<string, unknown>;
    expect((await admin.post('/api/decks').send(withoutMatchups).expect(201)).body).toMatchObject({ matchups: [] });
  });

  it('gives every field of every write null, a number, a string, an object and an array: no 5xx, 422 on a wrong type', async () => {
    const calls = validCalls(fixtures);
    const writes = Object.entries(document.paths).flatMap(([path, item]) =>
      (['post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
        const operation = (item as Record<string, Operation | undefined>)[method];
        const schema = operation?.requestBody?.content['application/json']?.schema;
        return operation && schema ? [{ path, method, operation, schema }] : [];
      }),
    );
    // Every JSON-bodied write has a valid body here, so a new one cannot slip past.
    expect(writes.map(({ operation }) => operation.operationId).filter((id) => !calls[id])).toEqual([]);
    expect(writes.length).toBeGreaterThanOrEqual(20);

    const failures: string[] = [];
    let sent = 0;
    let refused = 0;
    for (const { path, method, operation, schema } of writes) {
      const { params = {}, body } = calls[operation.operationId]!;
      const url = Object.entries(params).reduce((current, [name, value]) => current.replace(`{${name}}`, String(value)), path);
      const role = callerFor(operation);
      const send = (payload: Body) => {
        const client = role === 'admin' ? admin : role === 'verified' ? verified : request(app.server);
        return client[method](url).timeout(10_000).send(payload);
      };
      // The import takes an array of free-form entries: its entry fields get the values, only 5xx counts.
      const cases = Array.isArray(body)
        ? mutations(document, { properties: Object.fromEntries(Object.keys(body[0]!).map((key) => [key, {}])) }, body[0]!).map((mutation) => ({
            ...mutation,
            body: [mutation.body as Record<string, unknown>],
          }))
        : mutations(document, resolve(document, schema), body);
      expect(cases.length).toBeGreaterThan(0);
      for (const mutation of cases) {
        const label = `${role} ${method.toUpperCase()} ${path} [${mutation.field}: ${mutation.label}]`;
        sent++;
        try {
          const response = await send(mutation.body);
          if (response.status >= 500 && !DELIBERATE_5XX.has(response.body?.code)) {
            failures.push(`${label} -> ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
          } else if (mutation.refused) {
            refused++;
            const details = (response.body?.details ?? []) as Array<{ field: string; code: string }>;
            // The field named with a code of its own (not_a_string, not_an_array, …), not the catch-all.
            const named = details.some(({ field, code }) => field === mutation.field && code !== 'invalid');
            if (response.status !== 422 || response.body.code !== 'validation_failed' || !named)
              failures.push(`${label} -> ${response.status} ${JSON.stringify(response.body).slice(0, 200)} (expected 422 naming ${mutation.field})`);
          }
        } catch (error) {
          failures.push(`${label} -> ${(error as Error).message}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 300_000);
});
