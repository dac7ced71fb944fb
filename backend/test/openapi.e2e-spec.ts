import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../src/app.factory.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Operation = {
  operationId: string;
  summary?: string;
  security?: unknown[];
  requestBody?: unknown;
  parameters?: Array<{ in: string }>;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};

/** The published contract (ADR 0013): what redocly checks, plus what the error contract promises. */
describe('OpenAPI document', () => {
  let app: TestApp;
  let document: OpenAPIObject;
  let operations: Operation[];

  beforeAll(async () => {
    app = await startTestApp();
    document = buildOpenApiDocument(app.app);
    operations = Object.values(document.paths).flatMap((item) =>
      ['get', 'post', 'put', 'patch', 'delete'].flatMap((method) =>
        (item as Record<string, Operation>)[method] ? [(item as Record<string, Operation>)[method]] : [],
      ),
    );
  });
  afterAll(async () => app.close());

  it('gives every operation a summary and a security requirement, and names a server', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.filter((operation) => !operation.summary).map((operation) => operation.operationId)).toEqual([]);
    expect(operations.filter((operation) => !Array.isArray(operation.security)).map((operation) => operation.operationId)).toEqual([]);
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.components?.securitySchemes?.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });
  });

  /** The codes an operation's error answer with `status` may carry: the enum of the schema it points at (ADR 0068). */
  const codesOf = (operation: Operation, status: string): string[] | undefined => {
    const ref = operation.responses[status]?.content?.['application/json']?.schema?.$ref;
    const schema = ref ? (document.components?.schemas?.[ref.split('/').pop()!] as { allOf?: Array<Record<string, unknown>> } | undefined) : undefined;
    if (schema?.allOf?.[0]?.$ref !== '#/components/schemas/ErrorResponseDto') return undefined;
    return (schema.allOf[1] as { properties: { code: { enum: string[] } } }).properties.code.enum;
  };

  it('documents the errors from each route policy with the error schema, its code narrowed to the codes the route answers', () => {
    for (const operation of operations) {
      const needsSession = (operation.security ?? []).length > 0;
      const expected: Array<[string, string]> = [
        ...(needsSession
          ? ([
              ['401', 'authentication_required'],
              ['403', 'access_denied'],
            ] as Array<[string, string]>)
          : []),
        ...(operation.requestBody
          ? ([
              ['400', 'bad_request'],
              ['422', 'validation_failed'],
            ] as Array<[string, string]>)
          : []),
        ['503', 'database_unavailable'],
      ];
      for (const [status, code] of expected)
        expect({ operation: operation.operationId, status, lists: codesOf(operation, status)?.includes(code) }).toEqual({
          operation: operation.operationId,
          status,
          lists: true,
        });
      // Every error answer of every operation has its list, none the bare schema.
      for (const status of Object.keys(operation.responses).filter((status) => Number(status) >= 400))
        expect({ operation: operation.operationId, status, codes: codesOf(operation, status)?.length ? 'listed' : 'none' }).toEqual({
          operation: operation.operationId,
          status,
          codes: 'listed',
        });
    }
    const createDeck = operations.find((operation) => operation.operationId === 'createDeck')!;
    expect(createDeck.security).toEqual([{ session: [] }]);
    expect(operations.find((operation) => operation.operationId === 'searchDecks')!.security).toEqual([]);
    expect(document.components?.schemas?.ErrorResponseDto).toMatchObject({
      properties: { details: { type: 'array', items: { $ref: '#/components/schemas/ValidationDetailDto' } } },
    });
  });

  it("lists a handler's own codes (@ApiErrors) under their statuses, beside the generic ones", () => {
    const operation = (id: string) => operations.find((candidate) => candidate.operationId === id)!;
    // A path id's 404 is the handler's code, not the generic not_found it never answers.
    expect(codesOf(operation('getDeck'), '404')).toEqual(['deck_not_found']);
    expect(codesOf(operation('createDeck'), '409')).toEqual(['conflict', 'deck_limit_reached']);
    expect(codesOf(operation('createDeck'), '422')).toEqual(expect.arrayContaining(['validation_failed', 'unknown_cards', 'leader_not_a_leader']));
    expect(codesOf(operation('createDeck'), '429')).toEqual(['deck_creation_rate_limited']);
    expect(codesOf(operation('updateDeck'), '403')).toEqual(['access_denied', 'email_not_verified', 'csrf_origin_refused', 'not_deck_owner']);
    expect(document.info.description).toContain('language of Accept-Language');
    // Equal lists share one named schema.
    expect(operation('getDeck').responses['404']!.content!['application/json']!.schema!.$ref).toBe('#/components/schemas/DeckNotFoundError');
    expect(operation('deleteDeck').responses['404']!.content!['application/json']!.schema!.$ref).toBe('#/components/schemas/DeckNotFoundError');
  });

  it('gives what the linters ask (ADR 0068): global tags with descriptions, a licence, a 4XX everywhere, no lone allOf', () => {
    const tags = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    for (const operation of operations as Array<Operation & { tags?: string[] }>) {
      for (const tag of operation.tags ?? []) expect({ tag, description: Boolean(tags.get(tag)) }).toEqual({ tag, description: true });
      expect({ operation: operation.operationId, fourXX: Object.keys(operation.responses).some((status) => /^4/.test(status)) }).toEqual({
        operation: operation.operationId,
        fourXX: true,
      });
    }
    expect(document.info.license?.name).toBeTruthy();
    const lone: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) return node.forEach((child, index) => walk(child, `${path}/${index}`));
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      if (Object.keys(schema).length === 1 && Array.isArray(schema.allOf) && schema.allOf.length === 1) lone.push(path);
      for (const [key, child] of Object.entries(schema)) walk(child, `${path}/${key}`);
    };
    walk(document, '#');
    expect(lone).toEqual([]);
  });

  it('leaves no untyped object and declares whole numbers as integers (a fraction says format double or float)', () => {
    const problems: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) return node.forEach((child, index) => walk(child, `${path}/${index}`));
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      // Fractions (deck statistics' probabilities and densities) opt out of the integer rule the way the contract transform reads it.
      if (schema.type === 'number' && schema.format !== 'double' && schema.format !== 'float') problems.push(`${path}: number`);
      if (schema.type === 'object' && !schema.properties && !schema.additionalProperties && !schema.allOf && !schema.$ref)
        problems.push(`${path}: untyped object`);
      for (const [key, child] of Object.entries(schema)) walk(child, `${path}/${key}`);
    };
    walk(document.paths, '#/paths');
    walk(document.components, '#/components');
    expect(problems).toEqual([]);
  });
});
