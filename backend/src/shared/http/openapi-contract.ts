import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { PUBLIC_KEY, ROLES_KEY, type Role } from '../auth/access-policy.js';
import type { ErrorCode } from '../domain/error-codes.js';
import { jsonBodyLimitText } from './body-limits.js';
import { LINK_HEADER } from './paging.js';
import { recordGenericErrorCodes } from './openapi-error-codes.js';

/** The name of the security scheme every non-public operation requires (the session cookie). */
export const SESSION_SCHEME = 'session';

const ERROR_SCHEMA = { $ref: '#/components/schemas/ErrorResponseDto' };

type Policy = 'public' | Role[] | null;

const ROLE_TEXT: Record<Role, string> = {
  user: 'a logged-in user',
  verified: 'a logged-in user with a verified e-mail address',
  admin: 'an administrator',
  superadmin: 'the main administrator',
};

/** Each handler's access policy (@Public / @Roles), by method name: that name is the operationId. */
function policiesByOperationId(app: INestApplication): Map<string, Policy> {
  const policies = new Map<string, Policy>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const isPublic = Reflect.getMetadata(PUBLIC_KEY, handler) ?? Reflect.getMetadata(PUBLIC_KEY, controller);
        const roles = (Reflect.getMetadata(ROLES_KEY, handler) ?? Reflect.getMetadata(ROLES_KEY, controller)) as Role[] | undefined;
        policies.set(name, isPublic ? 'public' : roles?.length ? roles : null);
      }
    }
  }
  return policies;
}

interface Operation {
  operationId?: string;
  description?: string;
  parameters?: Array<{ in?: string }>;
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: unknown }>;
  security?: Array<Record<string, string[]>>;
}

function addResponse(operation: Operation, status: string, description: string, codes: readonly ErrorCode[]): void {
  recordGenericErrorCodes(operation, status, codes);
  const existing = operation.responses[status];
  if (existing) {
    // A controller's own text stays; an error body is always the error schema, in JSON.
    const content = (existing.content ??= {}) as Record<string, { schema?: unknown }>;
    content['application/json'] ??= { schema: ERROR_SCHEMA };
    return;
  }
  operation.responses[status] = { description, content: { 'application/json': { schema: ERROR_SCHEMA } } };
}

/**
 * Makes every operation state its contract from what the code already declares (ADR 0013), so a
 * new module gets it without writing it: the session-cookie `security` requirement and the role
 * in the description from its @Public/@Roles policy, and the error responses it can give
 * (400 malformed, 401/403 from the policy, 403 cross-site writes, 404 for a path id, 422
 * validation, 413 over the body limit, 503 database unavailable) with the one error schema. Operations keep whatever they document themselves.
 */
/**
 * Every number this API exchanges is a whole number (ids, counts, quantities, costs, 0/1 flags), but
 * TypeScript's `number` reaches the document as `type: number`. Declared integers everywhere by one
 * rule; a genuinely fractional field opts out with `format: 'float'` or `'double'`.
 */
function declareIntegers(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(declareIntegers);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.type === 'number' && schema.format !== 'float' && schema.format !== 'double') schema.type = 'integer';
  Object.values(schema).forEach(declareIntegers);
}

export function applyOpenApiContract(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  // The paged operations' 200s reference it (ADR 0067).
  document.components = { ...document.components, headers: { ...document.components?.headers, Link: LINK_HEADER } };
  declareIntegers(document.paths);
  declareIntegers(document.components);
  const policies = policiesByOperationId(app);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const policy = operation.operationId ? (policies.get(operation.operationId) ?? null) : null;
      const hasPathId = (operation.parameters ?? []).some((parameter) => parameter.in === 'path');
      const hasInput = Boolean(operation.requestBody) || (operation.parameters ?? []).some((parameter) => parameter.in === 'query');
      const writes = method !== 'get';

      if (policy === 'public') {
        operation.security = [];
        operation.description = [operation.description, 'Access: public.'].filter(Boolean).join('\n\n');
      } else {
        operation.security = [{ [SESSION_SCHEME]: [] }];
        const roles = policy ?? [];
        const who = roles.map((role) => ROLE_TEXT[role] ?? role).join(' or ');
        operation.description = [operation.description, `Access: ${who || 'nobody'} (role: ${roles.join(', ') || 'none'}); needs the session cookie.`]
          .filter(Boolean)
          .join('\n\n');
        addResponse(operation, '401', 'authentication_required: not logged in', ['authentication_required']);
        const verified = roles.includes('verified');
        addResponse(
          operation,
          '403',
          verified ? 'access_denied, or email_not_verified' : 'access_denied: the account lacks the role',
          verified ? ['access_denied', 'email_not_verified'] : ['access_denied'],
        );
      }
      if (writes) addResponse(operation, '403', 'csrf_origin_refused: a write from another site', ['csrf_origin_refused']);
      if (writes || hasPathId) addResponse(operation, '400', 'bad_request: malformed JSON or a path id that is not a number', ['bad_request']);
      if (hasPathId) addResponse(operation, '404', 'not_found: no such resource', []);
      if (hasInput) addResponse(operation, '422', 'validation_failed: details [{ field, code }] name every broken rule', ['validation_failed']);
      // JSON bodies have a limit per route (body-limits.ts); uploads and the card import document their own.
      const json = Boolean((operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content?.['application/json']);
      if (operation.requestBody)
        addResponse(operation, '413', json ? jsonBodyLimitText(method, path) : 'payload_too_large: the body is over the size limit', ['payload_too_large']);
      // Any operation may meet the database away or stalled (ADR 0048): a 503 the client may retry.
      addResponse(operation, '503', 'database_unavailable: the database cannot be reached right now; retry later', ['database_unavailable']);
    }
  }
  return document;
}
