import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import pLimit, { type LimitFunction } from 'p-limit';
import { from, lastValueFrom, map, Observable, of, tap } from 'rxjs';
import { nextTurn } from '../async/next-turn.js';
import { CacheInvalidation, type ChangedTags } from '../cache/cache-invalidation.js';
import { ReadCache } from '../cache/read-cache.js';
import { AppConfig } from '../config/app-config.js';
import { PUBLIC_KEY } from '../auth/access-policy.js';
import { answeredForRoute, routeLabel } from '../observability/http-metrics.js';
import { Metrics } from '../observability/metrics.js';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable.js';
import { bodyFor, cacheJson, etagMatches, preferredEncoding, type CachedResponse } from './cached-response.js';
import { AnswerWithHeaders, CACHED_ANSWER, FileAnswer, INVALIDATES, type CachedAnswerOptions } from './http-cache.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An answer built for one caller (a session's, or a route that is not public): a browser may keep it
 * but must ask again before each use, and no shared cache may keep it.
 */
export const PER_CALLER = 'private, no-cache';

/**
 * Answers built at once. A build is the expensive part of a read (the queries and the serialisation).
 * On SQLite the queries run on the event loop itself: two at a time keep one core busy with them
 * while the other compresses the previous answer. On MySQL a build mostly waits for the server, so
 * as many as the pool has connections (data-source.ts). ADR 0057.
 */
const CONCURRENT_BUILDS = { sqlite: 2, mysql: 10 } as const;

/** What the ReadCache keeps at an address: the answer, encoded once, and what it takes to send it before routing. */
interface KeptAnswer {
  encoded: CachedResponse;
  /** The pattern of the route it answers (`/api/decks/:id`): the request metrics' label. */
  route: string;
  /** The route is `@Public()`: a visitor may be given it before routing (`serveCached`). */
  public: boolean;
}

const sizeOf = ({ encoded }: KeptAnswer) => encoded.identity.length + encoded.gzip.length + encoded.brotli.length + 1024;

/** Where an answer is kept: its address as asked (Express may rewrite url inside mounted routers). */
const keyOf = (request: IncomingMessage & { originalUrl?: string }) => `http:${request.originalUrl ?? request.url}`;

/**
 * HTTP caching at the edge, for every route (ADR 0059):
 * - a GET declared `@CachedAnswer` is serialised and compressed once, cached by address in the
 *   ReadCache (READ_CACHE), and sent with its ETag (304 when If-None-Match names it) in the
 *   preferred encoding; uncached builds take turns (ADR 0057);
 * - an answer built for its caller (a session's where they see more, any of a route that is not
 *   public) is sent as Nest sends it with `Cache-Control: private, no-cache` (issue 34);
 * - a `FileAnswer` is sent with its own caching headers (304 on its ETag);
 * - a successful write hands what it changed (`@Invalidates`, else everything) to CacheInvalidation
 *   before its answer leaves, so the writer's next read already sees the change.
 */
@Injectable()
export class HttpCacheInterceptor implements NestInterceptor {
  /**
   * Builds wait their turn here, and each starts at a later turn of the event loop than the one that
   * freed its place: a burst of misses runs one build per turn, and whatever else is waiting (the
   * health check, cached answers, writes) is served in between instead of behind the whole burst.
   */
  private readonly queue: LimitFunction;
  /** How to fail each build still waiting for its turn (its caller's reject). */
  private readonly waiting = new Set<(error: Error) => void>();

  constructor(
    private readonly reflector: Reflector,
    private readonly cache: ReadCache,
    private readonly invalidation: CacheInvalidation,
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    this.queue = pLimit(CONCURRENT_BUILDS[config.dbType]);
  }

  /**
   * Runs a build at its turn (see `queue`). When a build finds the database unavailable, every build
   * still waiting for its turn fails with it at once and never starts (ADR 0048): each would meet the
   * same outage, and its own wait plus its database deadlines (acquire 2 s + statement 2.5 s) would
   * pass the 5 s promise in a burst (a third wave answered at 5.06 s). A slow build on a healthy
   * database fails no one: waiting callers wait.
   */
  private inTurn<T>(build: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.add(reject);
      this.queue(async () => {
        await nextTurn();
        // Waiting until here (the failing build's place goes to the next one before its failure is
        // seen); gone from the set if it failed with another build: its caller already has its 503.
        if (!this.waiting.delete(reject)) return;
        resolve(await build());
      }).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) {
          const waiting = [...this.waiting];
          this.waiting.clear();
          for (const failWaiting of waiting) failWaiting(new DatabaseUnavailableError());
        }
        reject(error);
      });
    });
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    if (!SAFE_METHODS.has(request.method)) {
      const changed = this.reflector.getAllAndOverride<ChangedTags | undefined>(INVALIDATES, [context.getHandler(), context.getClass()]) ?? 'all';
      return next.handle().pipe(tap(() => this.invalidation.invalidate(changed)));
    }
    const options = this.reflector.get<CachedAnswerOptions | undefined>(CACHED_ANSWER, context.getHandler());
    if (!options || (options.adminsSeeMore && request.user?.roles.includes('admin')) || (options.signedInSeeMore && request.user)) {
      // Built for this caller when they have a session or the route is not public (drafts, a private
      // deck, their own decks): no shared cache may keep it (issue 34).
      const forCaller = Boolean(request.user) || this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [context.getHandler(), context.getClass()]) !== true;
      return next.handle().pipe(
        map((value) => {
          if (value instanceof FileAnswer) return sendFile(request, response, value);
          if (forCaller && !response.getHeader('Cache-Control')) response.setHeader('Cache-Control', PER_CALLER);
          if (value instanceof AnswerWithHeaders) {
            for (const [name, text] of Object.entries(value.headers)) response.setHeader(name, text);
            return value.body;
          }
          return value;
        }),
      );
    }
    const build = () =>
      this.inTurn(async () => {
        const value = await lastValueFrom(next.handle());
        return value instanceof AnswerWithHeaders ? { ...(await cacheJson(value.body)), headers: value.headers } : cacheJson(value);
      });
    if (!this.config.readCache) return from(build()).pipe(map((answer) => sendAnswer(request, response, answer)));
    const key = keyOf(request);
    const cached = this.cache.get<KeptAnswer>(key);
    if (cached) {
      this.metrics.cacheHit('response');
      return of(sendAnswer(request, response, cached.encoded));
    }
    const kept = async (): Promise<KeptAnswer> => ({
      encoded: await build(),
      route: routeLabel(request),
      public: this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [context.getHandler(), context.getClass()]) === true,
    });
    return from(this.cache.getOrBuild(key, options.tags, kept, sizeOf)).pipe(map((answer) => sendAnswer(request, response, answer.encoded)));
  }

  /**
   * The lookup of `intercept()`, done before the rest of the middleware chain and the routing (ADR
   * 0059, "Measured"): a GET or HEAD from a visitor (`isVisitor`: no session) whose address holds
   * the answer of a public route is sent it here, with the same headers, 304 and metrics as
   * `intercept()` would; anything else goes on (a miss is built there, an admin's answer too).
   * Mounted after the request id, the log, the metrics and the security headers.
   */
  serveCached(isVisitor: (request: Request) => boolean): RequestHandler {
    return (request: Request, response: Response, next: NextFunction) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !this.config.readCache || !isVisitor(request)) return next();
      const kept = this.cache.get<KeptAnswer>(keyOf(request));
      if (!kept?.public) return next();
      this.metrics.cacheHit('response');
      answeredForRoute(request, kept.route);
      const body = answerHeaders(request, response, kept.encoded);
      if (body) response.setHeader('Content-Length', body.length);
      response.end(body);
    };
  }
}

/**
 * An encoded answer: 304 when If-None-Match names its ETag, else its bytes in the preferred encoding
 * (the compression middleware leaves an answer with a Content-Encoding alone). `no-cache`: a browser
 * asks again on every use, and unchanged data costs a 304.
 */
function sendAnswer(request: Request, response: Response, answer: CachedResponse): StreamableFile | undefined {
  const body = answerHeaders(request, response, answer);
  return body && new StreamableFile(body);
}

/** Sets an encoded answer's status and headers; the bytes to send, none for a 304. */
function answerHeaders(request: Request, response: Response, answer: CachedResponse): Buffer | undefined {
  for (const [name, text] of Object.entries(answer.headers ?? {})) response.setHeader(name, text);
  response.setHeader('ETag', answer.etag);
  response.setHeader('Cache-Control', 'no-cache');
  response.vary('Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) {
    response.status(304);
    return undefined;
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Type', answer.contentType);
  return bodyFor(answer, encoding);
}

function sendFile(request: Request, response: Response, file: FileAnswer): StreamableFile | undefined {
  response.setHeader('Cache-Control', file.cacheControl);
  if (!file.bytes || !file.caching) {
    response.status(204);
    return undefined;
  }
  response.setHeader('ETag', file.caching.etag);
  if (file.caching.disposition) response.setHeader('Content-Disposition', file.caching.disposition);
  if (etagMatches(request.headers['if-none-match'], file.caching.etag)) {
    response.status(304);
    return undefined;
  }
  response.setHeader('Content-Type', file.caching.contentType);
  return new StreamableFile(file.bytes);
}
