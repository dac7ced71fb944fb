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

  it('documents the errors from each route policy with the one error schema', () => {
    const error = '#/components/schemas/ErrorResponseDto';
    for (const operation of operations) {
      const needsSession = (operation.security ?? []).length > 0;
      const expected = [
        ...(needsSession ? ['401', '403'] : []),
        ...(operation.requestBody ? ['400', '422'] : []),
        ...((operation.parameters ?? []).some((parameter) => parameter.in === 'path') ? ['404'] : []),
      ];
      for (const status of expected) {
        expect({ operation: operation.operationId, status, schema: operation.responses[status]?.content?.['application/json']?.schema?.$ref }).toEqual({
          operation: operation.operationId,
          status,
          schema: error,
        });
      }
    }
    const createDeck = operations.find((operation) => operation.operationId === 'createDeck')!;
    expect(createDeck.security).toEqual([{ session: [] }]);
    expect(operations.find((operation) => operation.operationId === 'searchDecks')!.security).toEqual([]);
    expect(document.components?.schemas?.ErrorResponseDto).toMatchObject({
      properties: { details: { type: 'array', items: { $ref: '#/components/schemas/ValidationDetailDto' } } },
    });
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
