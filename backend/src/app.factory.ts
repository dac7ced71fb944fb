import { ValidationError, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import session from 'express-session';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { DataSource } from 'typeorm';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { pinoHttp } from 'pino-http';
import { AppModule } from './app.module.js';
import { ensureMysqlDatabase, runMigrationsUnderLock } from './database/data-source.js';
import { AppConfig } from './shared/config/app-config.js';
import { TypeOrmSessionStore } from './shared/auth/typeorm-session.store.js';
import { DomainErrorFilter } from './shared/http/domain-error.filter.js';
import { sendError } from './shared/http/error-messages.js';
import { originCheck } from './shared/http/origin-check.js';
import { publicReadLimit, publicReadOf, publicReads } from './shared/http/public-reads.js';
import { RateLimitStores } from './shared/http/rate-limit-stores.js';
import { ImageStorage } from './shared/storage/image-storage.js';
import { serveUploads } from './shared/storage/serve-uploads.js';
import { unicodeGuard, verifyJsonBody } from './shared/http/body-guard.js';
import { methodNotAllowed } from './shared/http/method-not-allowed.js';
import { answerClientErrors } from './shared/http/client-errors.js';
import { ValidationFailedError } from './shared/http/validation-failed.js';
import { ErrorResponseDto } from './shared/http/error-response.dto.js';
import { preferredEncoding } from './shared/http/cached-response.js';
import { HttpCacheInterceptor } from './shared/http/http-cache.interceptor.js';
import { cspNonce, SCRIPT_SOURCES, securityHeaders, subresourceHeadersOnly } from './shared/http/security-headers.js';
import { applyOpenApiContract, SESSION_SCHEME } from './shared/http/openapi-contract.js';
import { finishErrorContract } from './shared/http/openapi-error-codes.js';
import { declareResponseHeaders } from './shared/http/openapi-headers.js';
import { OffThreadCardFiles } from './modules/cards/infrastructure/import/off-thread-card-files.js';
import { SESSION_COOKIE } from './modules/users/infrastructure/http/session-login.js';
import { SessionActorMiddleware } from './modules/users/infrastructure/http/session-actor.middleware.js';
import { rolesBeforeBody } from './shared/auth/roles-before-body.js';
import { expressPath, JSON_BODY_LIMIT, LARGE_JSON_BODY_LIMIT, LARGE_JSON_BODY_ROUTES } from './shared/http/body-limits.js';
import { json, Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { createRootLogger, PinoNestLogger } from './shared/logging/pino-logger.js';
import { instrumentQueries } from './database/query-metrics.js';
import { measureRequest } from './shared/observability/http-metrics.js';
import { Metrics } from './shared/observability/metrics.js';
import { Readiness } from './shared/observability/readiness.js';
import { REQUEST_ID_HEADER, requestContext, requestIdFor } from './shared/observability/request-context.js';
import type { DestinationStream } from 'pino';

/**
 * POST /api/cards/import alone takes whole catalogues: 20,000 cards are 13 MB as exported (indented);
 * this leaves room for the list to grow several times over (ADR 0022).
 */
export const CARD_IMPORT_BODY_LIMIT = '64mb';
/** Calls that are rate-limited per IP (product rule: abuse protection for accounts). */
const AUTH_ROUTES = ['/api/login', '/api/register', '/api/admin/login', '/api/verify-email', '/api/resend-verification', '/api/unlock-account'];
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** The deck builder's tools, open to verified players (the list reader to everyone, ADR 0071), rate limited per account or IP (ADR 0061). */
const DECK_TOOL_ROUTES = ['/api/decks/parse-list', '/api/decks/statistics', '/api/decks/legality'];

/**
 * Builds the whole app (not yet listening). main.ts, the API tests and the OpenAPI writer all use
 * this, so what the tests exercise is what runs.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasCookie(header: string | undefined, name: string): boolean {
  return header !== undefined && header.split(';').some((pair) => pair.trimStart().startsWith(`${name}=`));
}

export interface AppOptions {
  logDestination?: DestinationStream;
  /** Answers every GET outside the API, /uploads and the site index (the server-rendered pages; main.ts). */
  pages?: RequestHandler;
}

export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<NestExpressApplication> {
  const logger = createRootLogger(config.logLevel, options.logDestination);
  if (config.dbType === 'mysql' && config.databaseUrl) await ensureMysqlDatabase(config.databaseUrl);

  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  // Every statement timed, the MySQL pool watched (ADR 0052); before the migrations, so they count too.
  const metrics = app.get(Metrics);
  instrumentQueries(app.get(DataSource), metrics);
  // Before anything reads a table; several instances may be starting on the same database (ADR 0021).
  await runMigrationsUnderLock(app.get(DataSource));
  app.get(Readiness).done('migrations');
  // A hop count, never `true` (trust every X-Forwarded-For entry): see AppConfig.trustProxy.
  app.set('trust proxy', config.trustProxy > 0 ? config.trustProxy : false);
  app.disable('x-powered-by');

  // Refused before Express (431, malformed requests): in the error shape too.
  answerClientErrors(app.getHttpServer() as Server);
  // One id per request (the caller's X-Request-Id when it is a short token), in the answer's header
  // whoever answers (route or error) and in every log line written meanwhile (ADR 0052).
  app.use((request: Request, response: Response, next: NextFunction) => {
    const requestId = requestIdFor(request);
    (request as IncomingMessage & { id?: string }).id = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    measureRequest(metrics, request, response);
    requestContext.run({ requestId }, next);
  });

  // The front end's build: the browser's files, and the pages prerendered among them.
  const browserFiles = join(config.frontendDist, 'client');
  const prerendered = prerenderedPages(browserFiles);

  // A line per answer, at info: above that level pino-http writes nothing (it logs failed answers at
  // info too), and its per-request loggers were a seventh of a cached answer's cost (ADR 0059).
  if (logger.isLevelEnabled('info'))
    app.use(
      pinoHttp({
        logger,
        genReqId: (request) => (request as IncomingMessage & { id?: string }).id ?? requestIdFor(request),
        autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/api/health/ready' },
        quietReqLogger: true,
      }),
    );
  // helmet's headers, worked out once (shared/http/security-headers.ts). The inline scripts a page
  // carries (its data and start-up) are allowed by a nonce per answer when it is server-rendered, by
  // their hashes when the build prerendered it.
  const setSecurityHeaders = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        // Scripts only from the site's own files: no inline script, no eval, no inline handlers (#15).
        'script-src': ["'self'", SCRIPT_SOURCES],
        'script-src-attr': ["'none'"],
        'object-src': ["'none'"],
        // Card images are the site's own (/uploads, /api/card-images); YouTube thumbnails come from
        // i.ytimg.com; news articles may show images from other https sites.
        'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https:'],
        // Videos play in YouTube's privacy-enhanced player.
        'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        'upgrade-insecure-requests': null,
      },
    },
    // YouTube's embedded player needs the embedding page's origin to play (#15); paths and
    // queries never leave the site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over TLS; a plain-http install must not pin itself to https.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  app.use((request: Request, response: Response, next: NextFunction) => {
    const nonce = cspNonce();
    response.locals.cspNonce = nonce;
    setSecurityHeaders(response, prerendered.get(request.path) ?? `'nonce-${nonce}'`);
    next();
  });
  // One encoding choice for everything after this point (the compression middleware, cached answers,
  // precompressed assets): brotli whenever the client accepts it, whatever its list order (ADR 0059).
  app.use((request: IncomingMessage, _response: ServerResponse, next: () => void) => {
    request.headers['accept-encoding'] = preferredEncoding(request.headers['accept-encoding']);
    next();
  });
  // Public data (the @Public() GETs under /api): readable from any origin and counted per client IP
  // (ADR 0066). Before the cached answers are served, so those carry the same headers and are counted.
  app.use(publicReads(publicReadOf(app, app.getHttpAdapter().getInstance()), publicReadLimit(config, app.get(RateLimitStores), logger)));
  // A visitor's read of a cached public answer is sent here, before the work a built answer needs
  // (body parsers, sessions, routing, guards): the HTTP cache's own lookup, moved up (ADR 0059).
  app.use(app.get(HttpCacheInterceptor).serveCached((request) => !hasCookie(request.headers.cookie, SESSION_COOKIE)));
  app.use(compression({ threshold: 1024 }));
  // Raw-byte guard (invalid UTF-8, nesting too deep) before JSON.parse; lone surrogates after it (#15).
  // (Nest's option type leaves `verify` out because it uses it for rawBody, which this app does not.)
  const jsonOptions = { limit: JSON_BODY_LIMIT, verify: verifyJsonBody };
  // A method an /api path does not have: 405 with Allow, before any body is read.
  app.use(methodNotAllowed(app.getHttpAdapter().getInstance()));
  // The import's own parser first; the general one then sees an already parsed body and skips it.
  // It reads the body in a worker thread, as the JSON parser and the guards would (ADR 0028).
  const sessions = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new TypeOrmSessionStore(app.get(DataSource)),
    resave: false,
    saveUninitialized: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request came over TLS: directly, or through a trusted proxy
      // (TRUST_PROXY) that says X-Forwarded-Proto: https, whatever PUBLIC_URL says (issue 32 item 6).
      secure: 'auto',
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
  // Who is calling is known before the import's body is read: an anonymous or non-admin caller gets
  // its 401/403 without the 64 MB body being read or parsed (issue 32 item 6).
  const actors = app.get(SessionActorMiddleware);
  const withActor = [sessions, (request: Request, response: Response, next: NextFunction) => void actors.use(request, response, next)];
  const adminBeforeBody = [...withActor, rolesBeforeBody(['admin'])];
  app.use('/api/cards/import', ...adminBeforeBody, app.get(OffThreadCardFiles).bodyParser(CARD_IMPORT_BODY_LIMIT));
  // Body limits per route (shared/http/body-limits.ts): the few writes with large bodies (deck saves,
  // news, the privacy policy) know their caller before reading up to 12 MB (admins); every other JSON
  // body, a player's deck save included, stops at 1 MB.
  const largeBodies = Router();
  const largeJson = json({ ...jsonOptions, limit: LARGE_JSON_BODY_LIMIT });
  // Admins' bodies up to 12 MB; anyone else the route lets in (players saving their decks) goes on to the 1 MB parser.
  const largeForAdmins = (request: Request, response: Response, next: NextFunction) =>
    request.user?.roles.includes('admin') ? largeJson(request, response, next) : next();
  for (const route of LARGE_JSON_BODY_ROUTES) largeBodies[route.method](expressPath(route.path), ...withActor, rolesBeforeBody([route.access]), largeForAdmins);
  // Only writes can have one: a read skips matching these routes.
  app.use((request: Request, response: Response, next: NextFunction) => (SAFE_METHODS.has(request.method) ? next() : largeBodies(request, response, next)));
  app.useBodyParser('json', jsonOptions);
  app.useBodyParser('urlencoded', { extended: false, limit: '100kb' });
  app.use(unicodeGuard);
  app.use(originCheck(config.publicUrl));
  // Guessing passwords, mass sign-ups and token probing: a few calls per minute per client IP.
  app.use(
    AUTH_ROUTES,
    rateLimit({
      windowMs: 60_000,
      limit: config.authRateLimitPerMinute,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // Counted in the database or Redis, so every instance sees the same hits (ADR 0021).
      store: app.get(RateLimitStores).create('auth:'),
      // A counter store that is away lets the call through uncounted (logged): logins keep working
      // while Redis is down, and with the database down the route itself answers 503.
      passOnStoreError: true,
      logger,
      handler: (request, response) => sendError(request, response, 429, 'too_many_requests'),
    }),
  );
  // The deck tools opened to players (issue 34: list import, statistics, legality): per account, in
  // the same counter stores, and per IP address for visitors (the list reader, ADR 0071); admins are not counted.
  app.use(
    DECK_TOOL_ROUTES,
    ...withActor,
    rateLimit({
      windowMs: 60_000,
      limit: config.deckToolsRateLimitPerMinute,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // Visitors may call only the list reader (the other tools answer them 401 as before).
      skip: (request) =>
        request.method !== 'POST' ||
        request.user?.roles.includes('admin') === true ||
        (!request.user && !request.originalUrl.startsWith('/api/decks/parse-list')),
      keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${ipKeyGenerator(request.ip ?? '')}`),
      store: app.get(RateLimitStores).create('deck-tools:'),
      passOnStoreError: true,
      logger,
      handler: (request, response) => sendError(request, response, 429, 'too_many_requests'),
    }),
  );
  // A read without the session cookie has no session to load and none to save (saveUninitialized is
  // false, and sessions start only in the POST login routes); express-session would still make one
  // per request (a random id, a hash of it), a large share of a public read's own work (issue 31).
  app.use((request: Request, response: Response, next: NextFunction) =>
    SAFE_METHODS.has(request.method) && !hasCookie(request.headers.cookie, SESSION_COOKIE) ? next() : sessions(request, response, next),
  );

  if (config.storage === 's3') {
    // The bucket is shared and may stay private: every instance answers /uploads by reading through the port.
    app.use('/uploads', serveUploads(app.get(ImageStorage)));
  } else {
    mkdirSync(config.uploadsDir, { recursive: true });
    app.useStaticAssets(config.uploadsDir, { prefix: '/uploads/', index: false, maxAge: '7d', fallthrough: false });
  }
  // Vite fingerprints everything under /assets, so those files can be cached for good; the build wrote
  // a .br and a .gz beside each text file, sent as is (brotli first) instead of compressing again. They
  // are scripts and style sheets only: sent without the headers only a document reads.
  app.use(
    '/assets',
    expressStaticGzip(join(browserFiles, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false, setHeaders: subresourceHeadersOnly },
    }),
  );
  // The build's other files (favicon, the card back, the pages prerendered as /it/print/index.html…).
  // An /api path is never one of them: it skips the file lookup, a stat of the folder that took about
  // a twentieth of an API request's CPU (#31).
  const frontendFiles = expressStaticGzip(browserFiles, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: 'index.html',
    serveStatic: { maxAge: '1h', redirect: false },
  });
  const outsideApi = (path: string) => !/^\/(api|uploads)(\/|$)/.test(path) && path !== '/robots.txt' && path !== '/sitemap.xml';
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!outsideApi(request.path)) return next();
    // A prerendered page is its folder's index.html: /it/print answers /it/print/index.html when there is one.
    if (prerendered.has(request.path)) request.url = `${request.path}/index.html`;
    frontendFiles(request, response, next);
  });
  // Every other page: server-rendered (React Router, ADR 0060).
  const pages = options.pages;
  if (pages)
    app.use((request: Request, response: Response, next: NextFunction) =>
      outsideApi(request.path) && SAFE_METHODS.has(request.method) ? pages(request, response, next) : next(),
    );

  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      // 422 validation_failed with details [{ field, code }] (ADR 0013); the message keeps the product's words.
      exceptionFactory: (errors: ValidationError[]) => ValidationFailedError.fromValidationErrors(errors),
    }),
  );
  app.useGlobalFilters(new DomainErrorFilter());
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json', yamlDocumentUrl: 'api/docs-yaml' });
  app.enableShutdownHooks();
  return app;
}

/**
 * The pages the build prerendered (each folder's index.html under the client build: /it/print, …),
 * each with the Content-Security-Policy sources of its inline scripts (their hashes: no nonce was
 * known at build time).
 */
function prerenderedPages(browserFiles: string): Map<string, string> {
  if (!existsSync(browserFiles)) return new Map();
  const suffix = `${sep}index.html`;
  const pages = readdirSync(browserFiles, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(suffix) && !file.startsWith(`assets${sep}`));
  return new Map(
    pages.map((file) => {
      const html = readFileSync(join(browserFiles, file), 'utf8');
      const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        ([, code]) =>
          `'sha256-${createHash('sha256')
            .update(code ?? '')
            .digest('base64')}'`,
      );
      return [`/${file.slice(0, -suffix.length).split(sep).join('/')}`, scripts.join(' ')];
    }),
  );
}

export function buildOpenApiDocument(app: NestExpressApplication): OpenAPIObject {
  const document = new DocumentBuilder()
    .setTitle('OP Decks API')
    .setDescription(
      'Cards, decks, news, tier list and accounts of the OP Decks fan site. Errors answer { statusCode, code, message } ' +
        '(validation: 422 validation_failed with details [{ field, code }]; details is always such a list, ADR 0051); translate by `code`. ' +
        'A method a path does not have answers 405 method_not_allowed with Allow. ' +
        'Operations that are not public need the session cookie set by POST /api/login or /api/admin/login.',
    )
    .setVersion('1.0')
    .addServer('/', 'This site: the API is under /api')
    .addCookieAuth(
      SESSION_COOKIE,
      { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie (httpOnly, SameSite=Lax).' },
      SESSION_SCHEME,
    )
    .build();
  const created = SwaggerModule.createDocument(app, document, { operationIdFactory: (_controller, method) => method, extraModels: [ErrorResponseDto] });
  // The headers the answers send (ETag, Cache-Control, the rate limits'), from the rules that send them (ADR 0066).
  return finishErrorContract(
    app,
    declareResponseHeaders(app, applyOpenApiContract(app, created), [{ paths: AUTH_ROUTES }, { paths: DECK_TOOL_ROUTES, methods: ['POST'] }]),
  );
}
