import type { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { currentRequestId } from '../observability/request-context.js';

const chindings = pino.symbols.chindingsSym;

export function createRootLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    // Every line written while a request is answered carries its id (ADR 0052): the request logger
    // pino-http hands out has it bound already, every other logger (Nest's, the modules') gets it here.
    mixin: (_object, _level, logger) => {
      const requestId = currentRequestId();
      if (requestId === undefined || (logger as unknown as Record<symbol, string>)[chindings]?.includes('"reqId":')) return {};
      return { reqId: requestId };
    },
  };
  // stdout written off the event loop (lines written meanwhile go in one write): a synchronous write
  // per line took about a twentieth of an API request's CPU (#31). pino flushes the rest on exit.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}

/** Routes Nest's own log lines (bootstrap, errors) into the same structured pino stream as requests. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
