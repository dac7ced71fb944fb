import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorCode } from '../domain/error-codes.js';
import { API_ERRORS_KEY, ERROR_STATUS } from './api-errors.js';
import { completeForLinters } from './openapi-lint.js';

const ERROR_SCHEMA_REF = '#/components/schemas/ErrorResponseDto';

interface Response {
  description: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}
interface Operation {
  operationId?: string;
  responses: Record<string, Response>;
}

/** The codes the contract's own rules gave each operation's answers (access policy, body, path id…), by status. */
const generic = new WeakMap<object, Map<string, Set<ErrorCode>>>();

/** Notes that `operation` may answer `codes` with `status` whatever its handler does (applyOpenApiContract's rules). */
export function recordGenericErrorCodes(operation: object, status: string, codes: readonly ErrorCode[]): void {
  let byStatus = generic.get(operation);
  if (!byStatus) generic.set(operation, (byStatus = new Map()));
  let set = byStatus.get(status);
  if (!set) byStatus.set(status, (set = new Set()));
  for (const code of codes) set.add(code);
}

/** An error answer declared by other means (a controller's @ApiXxxResponse, another rule) with no code recorded: the one its status gives. */
const DEFAULT_CODE: Record<string, ErrorCode> = {
  '400': 'bad_request',
  '401': 'authentication_required',
  '404': 'not_found',
  '409': 'conflict',
  '413': 'payload_too_large',
  '422': 'validation_failed',
  '429': 'too_many_requests',
  '503': 'database_unavailable',
};

/** Each handler's @ApiErrors codes, by method name: that name is the operationId. */
export function errorCodesByOperationId(app: INestApplication): Map<string, ErrorCode[]> {
  const codes = new Map<string, ErrorCode[]>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const prototype = (wrapper.metatype as { prototype?: Record<string, unknown> } | undefined)?.prototype;
      if (!prototype) continue;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const listed = Reflect.getMetadata(API_ERRORS_KEY, handler) as ErrorCode[] | undefined;
        if (listed) codes.set(name, listed);
      }
    }
  }
  return codes;
}

const pascal = (code: string) => code.replace(/(^|_)([a-z])/g, (_match, _underscore, letter: string) => letter.toUpperCase());

/**
 * A name for the schema of one set of codes: the codes themselves when there are one or two
 * (`DeckNotFoundError`, `AccessDeniedOrEmailNotVerifiedError`), else the first operation and status
 * that answers them (`CreateDeck422Error`). Equal sets share one schema, so the document stays small.
 */
function schemaName(codes: readonly ErrorCode[], operationId: string, status: string): string {
  return codes.length <= 2 ? `${codes.map(pascal).join('Or')}Error` : `${pascal(operationId)}${status}Error`;
}

/**
 * ADR 0068: every error answer of every operation says which codes it can carry, as a schema whose
 * `code` is narrowed to an enum of them (`allOf` of ErrorResponseDto and the enum), one named schema
 * per set of codes. The codes are the contract's generic ones for the operation (recorded by
 * applyOpenApiContract) and its handler's @ApiErrors; a code listed under a status the operation
 * does not declare adds that answer. An error answer with no code at all fails the build.
 */
export function narrowErrorCodes(app: INestApplication, document: OpenAPIObject): void {
  const listed = errorCodesByOperationId(app);
  const schemas = (document.components ??= {}).schemas ?? (document.components.schemas = {});
  const nameOfSet = new Map<string, string>();
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'head', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const operationId = operation.operationId ?? method;
      const byStatus = new Map<string, Set<ErrorCode>>();
      for (const [status, codes] of generic.get(operation) ?? []) byStatus.set(status, new Set(codes));
      for (const code of listed.get(operationId) ?? []) {
        if (ERROR_STATUS[code] === undefined) throw new Error(`${operationId} lists ${code}, which has no status in ERROR_STATUS (api-errors.ts)`);
        const status = String(ERROR_STATUS[code]);
        if (!byStatus.has(status)) byStatus.set(status, new Set());
        byStatus.get(status)!.add(code);
      }
      for (const [status, codes] of byStatus) {
        operation.responses[status] ??= { description: [...codes].join(', ') };
        if (!codes.size && DEFAULT_CODE[status]) codes.add(DEFAULT_CODE[status]);
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const content = (response.content ??= {});
        const json = (content['application/json'] ??= { schema: { $ref: ERROR_SCHEMA_REF } });
        if (json.schema?.$ref !== ERROR_SCHEMA_REF) continue;
        let codes = byStatus.get(status);
        if (!codes?.size && DEFAULT_CODE[status]) codes = new Set([DEFAULT_CODE[status]]);
        if (!codes?.size) throw new Error(`${operationId} answers ${status} with no error code: list its codes with @ApiErrors(...)`);
        const sorted = ERROR_CODES.filter((code) => codes.has(code));
        const key = sorted.join(' ');
        let name = nameOfSet.get(key);
        if (!name) {
          name = schemaName(sorted, operationId, status);
          nameOfSet.set(key, name);
          schemas[name] = {
            allOf: [{ $ref: ERROR_SCHEMA_REF }, { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: sorted } } }],
          };
        }
        json.schema = { $ref: `#/components/schemas/${name}` };
      }
    }
  }
}

/** What a client of the errors needs to know, in the document's introduction. */
export const ERRORS_TEXT =
  "Each operation's error answers list the codes they can carry: the `code` of each is an enum of them (a schema per set, e.g. " +
  'DeckNotFoundError), so a generated client can switch on it. `message` is for people, in the language of Accept-Language ' +
  '(it or en; en when the header names neither), with Content-Language and Vary: Accept-Language; `code` and `details` never change with it.';

/**
 * The document's last step, after every rule that adds answers (the contract's, the response
 * headers'): each error answer's codes (ADR 0068), then what the linters ask (openapi-lint.ts).
 */
export function finishErrorContract(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  document.info.description = [document.info.description, ERRORS_TEXT].filter(Boolean).join('\n\n');
  narrowErrorCodes(app, document);
  completeForLinters(document);
  return document;
}
