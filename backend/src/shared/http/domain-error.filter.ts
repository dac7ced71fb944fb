import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, DomainErrorKind, type ErrorDetail } from '../domain/domain-error.js';
import { DatabaseUnavailableError, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-unavailable.js';
import { ERROR_CODES, type ErrorCode } from '../domain/error-codes.js';
import { localizedErrorBody } from './error-messages.js';

export const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  malformed: HttpStatus.BAD_REQUEST,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  invalid: HttpStatus.UNPROCESSABLE_ENTITY,
  forbidden: HttpStatus.FORBIDDEN,
  unauthorized: HttpStatus.UNAUTHORIZED,
  too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
};

/** Codes for the errors Nest and its middleware raise themselves (routing, validation, body parsing). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid',
  429: 'too_many_requests',
  431: 'request_header_fields_too_large',
  503: 'unavailable',
};

const TOO_LARGE = 'Request body too large';

export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: readonly ErrorDetail[];
}

/** The one place that turns an exception into the `{ statusCode, code, message }` answer. */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    // The database going away (driver/TypeORM connection errors) is a 503 on every route, never a 500 (#15).
    if (!(exception instanceof DomainError) && isDatabaseUnavailable(exception)) {
      this.logger.warn(`database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
      exception = new DatabaseUnavailableError();
    }
    const body = this.toBody(exception);
    if (body.statusCode >= 500 && !(exception instanceof DomainError)) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (response.headersSent) return;
    if (body.statusCode === 503) response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    // The message in the caller's language (ADR 0068); code and details as they are.
    const domain = exception instanceof DomainError ? exception : undefined;
    response
      .status(body.statusCode)
      .json(localizedErrorBody(host.switchToHttp().getRequest<Request>(), response, body, domain?.messageParams, domain?.messageKey));
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainError) {
      const body: ErrorBody = { statusCode: STATUS_BY_KIND[exception.kind], code: exception.code, message: exception.message };
      if (exception.details !== undefined) body.details = exception.details;
      return body;
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const payload = exception.getResponse();
      const raw = typeof payload === 'string' ? payload : (payload as { message?: unknown }).message;
      const message = Array.isArray(raw) ? raw.join('; ') : String(raw ?? exception.message);
      const own = typeof payload === 'object' ? (payload as { code?: unknown }).code : undefined;
      // Only listed codes reach the client (ADR 0024): it has a text for each.
      const code = (ERROR_CODES as readonly unknown[]).includes(own) ? (own as ErrorCode) : (CODE_BY_STATUS[statusCode] ?? 'error');
      return { statusCode, code, message: statusCode === 413 ? TOO_LARGE : message };
    }
    // body-parser and multer raise plain errors carrying an HTTP status (e.g. 413 entity.too.large).
    const status = (exception as { status?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = status === 413 ? TOO_LARGE : ((exception as Error).message ?? 'Bad request');
      return { statusCode: status, code: CODE_BY_STATUS[status] ?? 'bad_request', message };
    }
    return { statusCode: 500, code: 'internal_error', message: 'Internal server error' };
  }
}
