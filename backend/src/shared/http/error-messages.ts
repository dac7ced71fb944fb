import type { Request, Response } from 'express';
import type { ErrorDetail } from '../domain/domain-error.js';
import type { ErrorCode } from '../domain/error-codes.js';
import type { ErrorCatalogue } from './error-catalogue.js';
import { EN } from './error-messages.en.js';
import { IT } from './error-messages.it.js';

/** The languages error messages come in; the first is the API's default. */
export const ERROR_LANGUAGES = ['en', 'it'] as const;
export type ErrorLanguage = (typeof ERROR_LANGUAGES)[number];

const CATALOGUES: Record<ErrorLanguage, ErrorCatalogue> = { en: EN, it: IT };

/** The language of an error answer: the best of it and en by Accept-Language (q-values, it-IT counts as it); en when it names neither. */
export function errorLanguage(request: Pick<Request, 'acceptsLanguages'>): ErrorLanguage {
  const best = request.acceptsLanguages(...ERROR_LANGUAGES);
  return best === 'it' ? 'it' : 'en';
}

/** `{name}` filled from `values`; a name it lacks stays as written (and errorMessage gives up on the text). */
function fill(template: string, values: object): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (values as Record<string, unknown>)[name];
    if (Array.isArray(value)) return value.join(', ');
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/**
 * The message of an error answer in `language`, from the catalogue by `code`: a validation_failed
 * answer lists the text of each broken rule in `details` (a field's own text first, else its code's);
 * the other codes' texts take their parameters from `params` and the first detail (`max`, `format`…).
 * Undefined for a code the catalogue lacks, or whose parameters are not all known: the error's own
 * message stays.
 */
export function errorMessage(
  language: ErrorLanguage,
  code: ErrorCode,
  details?: readonly ErrorDetail[],
  params: object = {},
  messageKey?: string,
): string | undefined {
  const catalogue = CATALOGUES[language];
  if (code === 'validation_failed' && details?.length) {
    const texts = details.map((detail) =>
      fill(
        // A value outside a named list (a list's sort, ADR 0074) says which values there are.
        (detail.allowed?.length ? catalogue.variants.one_of : undefined) ??
          catalogue.fields[`${detail.field}:${detail.code}`] ??
          catalogue.details[detail.code] ??
          catalogue.details.invalid!,
        {
          ...detail,
          // A search's token counted from 1, as people count.
          place: detail.position === undefined ? undefined : detail.position + 1,
        },
      ),
    );
    return [...new Set(texts)].join('; ');
  }
  const text = (messageKey === undefined ? undefined : catalogue.variants[messageKey]) ?? catalogue.codes[code];
  const filled = text === undefined ? undefined : fill(text, { ...details?.[0], ...params });
  return filled?.includes('{') ? undefined : filled;
}

export interface ErrorAnswer {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: readonly ErrorDetail[];
}

/**
 * An error answer's body in the request's language (Accept-Language), with `Content-Language` and
 * `Vary: Accept-Language` on the response: the body depends on that header. `code` and `details`
 * are never translated; clients match on them.
 */
export function localizedErrorBody<T extends ErrorAnswer>(
  request: Pick<Request, 'acceptsLanguages'>,
  response: Response,
  body: T,
  params?: object,
  messageKey?: string,
): T {
  const language = errorLanguage(request);
  if (!response.headersSent) {
    response.setHeader('Content-Language', language);
    response.vary('Accept-Language');
  }
  return { ...body, message: errorMessage(language, body.code, body.details, params, messageKey) ?? body.message };
}

/** Sends `{ statusCode, code, message }` in the request's language: for the middleware that answers before Nest's filter (CSRF, rate limits, uploads). */
export function sendError(request: Request, response: Response, statusCode: number, code: ErrorCode, params?: object): void {
  response.status(statusCode).json(localizedErrorBody(request, response, { statusCode, code, message: code }, params));
}
