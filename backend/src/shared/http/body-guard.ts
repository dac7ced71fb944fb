import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import type { DetailCode } from '../domain/error-codes.js';
import { ValidationFailedError } from './validation-failed.js';

/**
 * No request body the app ever needs nests deeper than this (a deck: body → cards → card → field).
 * Deeper JSON would only reach class-transformer/class-validator, whose recursion overflows the
 * stack at a few thousand levels: refuse it before parsing.
 */
export const MAX_JSON_DEPTH = 32;

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (UTF-16 code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);

/** Where `verify` leaves its verdict for `unicodeGuard` (JSON.parse copes with any depth; validation does not). */
const REFUSAL = Symbol('bodyRefusal');
export type Refusal = { field: string; code: DetailCode; message: string };

function refuse(code: DetailCode, message: string, field = 'body'): Refusal {
  return { field, code, message };
}

/**
 * body-parser `verify` hook: looks at the raw bytes. Invalid UTF-8 and nesting deeper than
 * MAX_JSON_DEPTH become a 422 (`invalid_utf8`, `too_deep`) in `unicodeGuard`, before validation recurses.
 */
export function verifyJsonBody(request: IncomingMessage, _response: unknown, buffer: Buffer, encoding: string | null): void {
  const refusal = checkJsonBytes(buffer, encoding);
  if (refusal) (request as IncomingMessage & { [REFUSAL]?: Refusal })[REFUSAL] = refusal;
}

/** The refusal `verifyJsonBody` left on a request, if any. */
export function bodyRefusal(request: object): Refusal | undefined {
  return (request as { [REFUSAL]?: Refusal })[REFUSAL];
}

/** Leaves a refusal for `unicodeGuard` to answer (a body checked elsewhere, e.g. off the main thread). */
export function setBodyRefusal(request: object, refusal: Refusal): void {
  (request as { [REFUSAL]?: Refusal })[REFUSAL] = refusal;
}

/** The refusal of a string holding a lone surrogate at `field`. */
export function illFormedRefusal(field: string): Refusal {
  return refuse('invalid_unicode', 'The text holds an invalid character (a lone surrogate)', field);
}

function checkJsonBytes(buffer: Buffer, encoding: string | null): Refusal | null {
  if (!encoding || /^utf-?8$/i.test(encoding)) {
    try {
      utf8.decode(buffer);
    } catch {
      return refuse('invalid_utf8', 'The request body is not valid UTF-8');
    }
  }
  let depth = 0;
  let inString = false;
  for (let index = 0; index < buffer.length; index++) {
    const byte = buffer[index];
    if (inString) {
      if (byte === 0x5c)
        index++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) return refuse('too_deep', `The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
    } else if (byte === 0x5d || byte === 0x7d) {
      depth--;
    }
  }
  return null;
}

/** The dotted path of the first string (value or key) holding a lone UTF-16 surrogate, if any. */
export function findIllFormedString(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return wellFormed(value) ? null : path || 'body';
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findIllFormedString(value[index], path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (!wellFormed(key)) return field.replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');
      const found = findIllFormedString(item, field);
      if (found) return found;
    }
  }
  return null;
}

/**
 * After the body parsers: a lone surrogate (`"\ud800"`, legal JSON but no Unicode text) in the body
 * or the query is a 422 `invalid_unicode` on that field, before it reaches validation, a database
 * driver or a mail header.
 */
export function unicodeGuard(request: Request, response: Response, next: NextFunction): void {
  let refusal = bodyRefusal(request);
  if (!refusal) {
    const field = findIllFormedString(request.body) ?? findIllFormedString(request.query);
    if (field) refusal = illFormedRefusal(field);
  }
  if (!refusal) return next();
  // Answered here, in the error contract's shape (422 validation_failed), before any route runs.
  const error = new ValidationFailedError(refusal.message, [{ field: refusal.field, code: refusal.code }]);
  response.status(422).json({ statusCode: 422, code: error.code, message: error.message, details: error.details });
}
