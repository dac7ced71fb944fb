import { Ajv, type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { load } from 'js-yaml';

/**
 * Issue 32 item 5: every error answer of the API suites is what openapi.yaml says. The test apps
 * record each 4xx/5xx answer of /api (`recordErrorAnswers`); after each suite
 * (`error-contract.setup.ts`) each one is checked: its status is declared on its operation, and its
 * body validates against the schema declared there, with nothing undeclared in the error body. An
 * address or method the document does not have must still answer the error schema.
 *
 * The committed openapi.yaml is the document: CI's drift check keeps it equal to the code's.
 */
export interface ErrorAnswer {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

type Operation = { responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> };
interface Document {
  paths: Record<string, Record<string, Operation | undefined>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

const recorded: ErrorAnswer[] = [];
const BODY_CAP = 256 * 1024;

/** Records every error answer of `server` under /api (in-process test apps, see test-app.ts). */
export function recordErrorAnswers(server: Server): void {
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith('/api') || request.method === 'HEAD') return;
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > BODY_CAP) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += buffer.length;
      chunks.push(buffer);
    };
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    (response as { write: unknown }).write = (...args: unknown[]) => {
      if (response.statusCode >= 400) keep(args[0], args[1]);
      return write(...args);
    };
    (response as { end: unknown }).end = (...args: unknown[]) => {
      if (response.statusCode >= 400) keep(args[0], args[1]);
      return end(...args);
    };
    response.on('finish', () => {
      if (response.statusCode < 400 || size > BODY_CAP) return;
      recorded.push({
        method: request.method ?? 'GET',
        path: request.url!.split('?')[0]!,
        status: response.statusCode,
        body: decoded(response, Buffer.concat(chunks)),
      });
    });
  });
}

/** The answers recorded since the last call. */
export function takeRecordedErrorAnswers(): ErrorAnswer[] {
  return recorded.splice(0, recorded.length);
}

function decoded(response: ServerResponse, raw: Buffer): unknown {
  const encoding = String(response.getHeader('content-encoding') ?? '');
  const bytes = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw;
  const text = bytes.toString('utf8');
  if (!String(response.getHeader('content-type') ?? '').includes('json'))
    return { notJson: String(response.getHeader('content-type') ?? 'no content type'), text: text.slice(0, 200) };
  try {
    return JSON.parse(text);
  } catch {
    return { notJson: 'unparsable JSON', text: text.slice(0, 200) };
  }
}

let contract: { document: Document; validators: Map<string, ValidateFunction>; ajv: Ajv } | undefined;

function loadContract() {
  if (contract) return contract;
  const file = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
  const document = load(readFileSync(file, 'utf8')) as Document;
  // Nothing undeclared in an error body or its details.
  const schemas = structuredClone(document.components.schemas);
  for (const name of ['ErrorResponseDto', 'ValidationDetailDto', 'EntryIssueDto']) if (schemas[name]) schemas[name]!.additionalProperties = false;
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema({ $id: 'openapi', components: { schemas } });
  contract = { document, validators: new Map(), ajv };
  return contract;
}

/** The methods openapi.yaml documents on a concrete path (`/api/decks/12` → those of `/api/decks/{id}`). */
export function documentedMethods(path: string): string[] {
  const { document } = loadContract();
  const template = templateOf(document, path);
  return template ? Object.keys(document.paths[template]!).filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key)) : [];
}

/** The document's template for a concrete path (`/api/decks/12` → `/api/decks/{id}`). */
function templateOf(document: Document, path: string): string | undefined {
  return Object.keys(document.paths).find((candidate) => new RegExp(`^${candidate.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
}

function validator(ref: string): ValidateFunction {
  const { ajv, validators } = loadContract();
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.getSchema(`openapi${ref}`);
    if (!validate) throw new Error(`openapi.yaml has no schema ${ref}`);
    validators.set(ref, validate);
  }
  return validate;
}

const ERROR_SCHEMA = '#/components/schemas/ErrorResponseDto';

/** What is wrong with one answer against the document: nothing is an empty list. */
export function errorAnswerProblems(answer: ErrorAnswer): string[] {
  const { document } = loadContract();
  const where = `${answer.method} ${answer.path} ${answer.status}`;
  const template = templateOf(document, answer.path);
  const operation = template ? document.paths[template]![answer.method.toLowerCase()] : undefined;
  let ref = ERROR_SCHEMA;
  if (operation) {
    const declared = operation.responses[String(answer.status)];
    if (!declared) return [`${where}: the status is not declared on ${answer.method} ${template}`];
    const schema = declared.content?.['application/json']?.schema;
    if (!schema?.$ref) return [`${where}: declared without a JSON schema`];
    ref = schema.$ref;
  }
  const validate = validator(ref);
  const problems = validate(answer.body) ? [] : (validate.errors ?? []).map((error) => `${where}: ${error.instancePath || 'body'} ${error.message}`);
  const body = answer.body as { statusCode?: unknown; code?: unknown } | null;
  // The error schema, or one narrowing its code to the operation's list (ADR 0068).
  if (body?.code !== undefined && body.statusCode !== answer.status) problems.push(`${where}: statusCode ${String(body.statusCode)} in the body`);
  return problems;
}
