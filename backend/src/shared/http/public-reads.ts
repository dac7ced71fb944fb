import { RequestMethod, SetMetadata, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import cors from 'cors';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { PUBLIC_KEY } from '../auth/access-policy.js';
import type { AppConfig } from '../config/app-config.js';
import { sendError } from './error-messages.js';
import { LocallyCountedStore } from './locally-counted.store.js';
import type { RateLimitStores } from './rate-limit-stores.js';

export const PUBLIC_READ_KEY = 'http:public-read';

export interface PublicReadOptions {
  /**
   * False for a `@Public()` GET that answers about the caller's own session (who is logged in, …)
   * or acts for an account: not public data, so it stays same-origin like every other route, and
   * is not counted as a public read.
   */
  crossOrigin?: boolean;
  /**
   * Counted by the public-read rate limit. False for the card pictures: a gallery (the site's own,
   * or another site's that embeds them) shows hundreds at once, and each is a file kept on disk,
   * sent with an ETag and a long cache lifetime.
   */
  counted?: boolean;
}

/**
 * What a `@Public()` GET is besides public data, when it is not plain public data (ADR 0066). Every
 * `@Public()` GET under /api is a public read without this: readable from any origin and rate-limited per IP.
 */
export const PublicRead = (options: PublicReadOptions) => SetMetadata(PUBLIC_READ_KEY, options);

/** A public read: other origins may read it, and maybe the rate limit counts it. */
export interface PublicReadRoute {
  path: string;
  counted: boolean;
}

/** `/api/decks/:id` as Nest registers it, from a controller's and a handler's paths. */
function joinPaths(...parts: string[]): string {
  return `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/**
 * The public reads (issue 36, ADR 0066), from the access policy: every GET handler declared
 * `@Public()` whose path starts with /api/, but those its `@PublicRead` says are not public data.
 * By path, as Nest registers it with Express.
 */
export function publicReadRoutes(app: INestApplication): Map<string, PublicReadRoute> {
  const routes = new Map<string, PublicReadRoute>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (path === undefined || Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) continue;
        if (!(Reflect.getMetadata(PUBLIC_KEY, handler) ?? Reflect.getMetadata(PUBLIC_KEY, controller))) continue;
        const options = (Reflect.getMetadata(PUBLIC_READ_KEY, handler) ?? {}) as PublicReadOptions;
        if (options.crossOrigin === false) continue;
        for (const one of Array.isArray(path) ? path : [path]) {
          const full = joinPaths(base, one);
          if (full.startsWith('/api/')) routes.set(full, { path: full, counted: options.counted ?? true });
        }
      }
    }
  }
  return routes;
}

/** What this reads of Express 5's router: its layers, each route with its path and methods. */
interface RouteLayer {
  match(path: string): boolean;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
}
interface RouterOwner {
  router: { stack: readonly unknown[] };
}

/** Paths whose answer is remembered. */
const KNOWN_PATHS = 5000;

/**
 * Which public read, if any, a request path reaches: the first route of the app's router that
 * answers a GET at that path (Express's own order, so `/api/decks/mine` is the session's route
 * and not `/api/decks/:id`), looked up in `publicReadRoutes`. Worked out once per path (bounded),
 * on the first request: the routes are all registered by then.
 */
export function publicReadOf(app: INestApplication, express: RouterOwner): (path: string) => PublicReadRoute | null {
  let layers: Array<{ layer: RouteLayer; read: PublicReadRoute | null }> | undefined;
  const known = new Map<string, PublicReadRoute | null>();
  return (path) => {
    if (!path.startsWith('/api/')) return null;
    let read = known.get(path);
    if (read !== undefined) return read;
    if (!layers) {
      const reads = publicReadRoutes(app);
      layers = (express.router.stack as RouteLayer[]).flatMap((layer) => {
        const route = layer.route;
        if (typeof route?.path !== 'string' || !(route.methods.get || route.methods._all)) return [];
        return [{ layer, read: reads.get(joinPaths(route.path)) ?? null }];
      });
    }
    read = layers.find(({ layer }) => layer.match(path))?.read ?? null;
    if (known.size >= KNOWN_PATHS) known.clear();
    known.set(path, read);
    return read;
  };
}

/**
 * The headers a client of the public reads needs to see (the rest of a CORS answer's headers are
 * hidden from another origin's script): caching, the rate limit, paging, the request id for a
 * report, the card search's notice, an export's file name.
 */
export const EXPOSED_HEADERS = ['ETag', 'RateLimit', 'RateLimit-Policy', 'Retry-After', 'Link', 'X-Request-Id', 'Card-Query-Notice', 'Content-Disposition'];

/** What another origin may send on a public read (a preflight asks): revalidation, a language, its own request id. */
const ALLOWED_REQUEST_HEADERS = ['If-None-Match', 'If-Modified-Since', 'Accept-Language', 'X-Request-Id'];

/** How long a browser may keep a preflight's answer, in seconds (browsers cap it: Chrome at 2 hours). */
const PREFLIGHT_MAX_AGE = 7200;

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * CORS for the public reads (issue 36 item 1, ADR 0066) with the `cors` package: `GET`/`HEAD` of a
 * public read from any origin, without credentials (`Access-Control-Allow-Origin: *`, the same for
 * every caller, so a cached answer needs no `Vary: Origin` and is sent with the same headers as a
 * fresh one); a preflight asking for GET or HEAD answers 204; and the answer may be embedded by
 * another site (`Cross-Origin-Resource-Policy: cross-origin`, where helmet set same-origin).
 * Anything else goes on untouched: a write's preflight gets no CORS allowance, writes keep the
 * origin check (origin-check.ts), and reads that need the session their same-origin policy.
 *
 * Mounted before the HTTP cache serves kept answers, so those carry the same headers. Calls
 * `counted` after the CORS headers for a GET or HEAD that the public-read rate limit counts.
 */
export function publicReads(readOf: (path: string) => PublicReadRoute | null, counted: RequestHandler): RequestHandler {
  const anyOrigin = cors({
    origin: '*',
    methods: ['GET', 'HEAD'],
    allowedHeaders: ALLOWED_REQUEST_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE,
    credentials: false,
    optionsSuccessStatus: 204,
  });
  return (request: Request, response: Response, next: NextFunction) => {
    const isRead = READ_METHODS.has(request.method);
    const preflight = request.method === 'OPTIONS' && READ_METHODS.has(String(request.headers['access-control-request-method']).toUpperCase());
    if (!isRead && !preflight) return next();
    const read = readOf(request.path);
    if (!read) return next();
    response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    anyOrigin(request, response, (error?: unknown) => {
      if (error) return next(error);
      if (read.counted) return counted(request, response, next);
      next();
    });
  };
}

/** The window of the public-read rate limit. */
const MINUTE_MS = 60_000;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A call the site's own server render makes (server.mjs: its loaders call the API over loopback,
 * with the visitor's cookie and language only): from a loopback address with no X-Forwarded-For.
 * A visitor's request always has one or the other: it comes from elsewhere, or through a proxy on
 * the same host, which says whom for (TRUST_PROXY then names the visitor's address).
 */
export function isOwnRender(request: IncomingMessage): boolean {
  return request.headers['x-forwarded-for'] === undefined && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/**
 * The public-read rate limit (issue 36, ADR 0066): PUBLIC_READ_RATE_LIMIT reads per client IP a
 * minute, with the `RateLimit`/`RateLimit-Policy` headers (draft 8, as the other limits) and a 429
 * `too_many_requests` with `Retry-After` past it. Counted in the process and handed to the shared
 * store once a second (`LocallyCountedStore`): the cached answers' path stays a Map lookup.
 */
export function publicReadLimit(config: AppConfig, stores: RateLimitStores, logger: Logger): RequestHandler {
  return rateLimit({
    windowMs: MINUTE_MS,
    limit: config.publicReadRateLimitPerMinute,
    standardHeaders: 'draft-8',
    identifier: 'public-reads',
    legacyHeaders: false,
    store: new LocallyCountedStore(stores, 'public:'),
    skip: isOwnRender,
    passOnStoreError: true,
    logger,
    handler: (request, response) => sendError(request, response, 429, 'too_many_requests'),
  });
}
