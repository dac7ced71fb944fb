import { Controller, Delete, Get, Module, Param, Post, Put, Req } from '@nestjs/common';
import { APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { CacheInvalidation } from '../cache/cache-invalidation.js';
import { InMemoryReadCache } from '../cache/in-memory-read-cache.js';
import { ReadCache } from '../cache/read-cache.js';
import { AppConfig } from '../config/app-config.js';
import { Public } from '../auth/access-policy.js';
import { Metrics } from '../observability/metrics.js';
import { CachedAnswer, FileAnswer, Invalidates } from './http-cache.js';
import { DomainErrorFilter } from './domain-error.filter.js';
import { HttpCacheInterceptor } from './http-cache.interceptor.js';

/** How often each handler ran, and a gate the slow one waits behind. */
const runs: Record<string, number> = {};
const count = (name: string) => (runs[name] = (runs[name] ?? 0) + 1);
const log: string[] = [];
let running = 0;
let most = 0;

@Controller('t')
class TestController {
  @Get('decks')
  @CachedAnswer({ tags: ['decks'], adminsSeeMore: true })
  decks(@Req() req: Request) {
    return { decks: count('decks'), admin: Boolean(req.user) };
  }

  @Get('comments')
  @CachedAnswer({ tags: ['comments'] })
  comments() {
    return { comments: count('comments') };
  }

  @Get('public/:n')
  @Public()
  @CachedAnswer({ tags: ['decks'], adminsSeeMore: true })
  publicAnswer(@Param('n') n: string, @Req() req: Request) {
    return { n, built: count(`public ${n}`), admin: Boolean(req.user) };
  }

  @Get('deck')
  @Public()
  @CachedAnswer({ tags: ['decks'], signedInSeeMore: true })
  deck(@Req() req: Request) {
    return { deck: count('deck'), signedIn: Boolean(req.user) };
  }

  @Get('open')
  @Public()
  open() {
    return { open: true };
  }

  @Get('plain')
  plain() {
    return { plain: count('plain') };
  }

  @Get('missing')
  @CachedAnswer({ tags: ['decks'] })
  missing() {
    count('missing');
    throw new Error('database away');
  }

  @Get('slow/:n')
  @CachedAnswer({ tags: ['decks'] })
  async slow(@Param('n') n: string) {
    running += 1;
    most = Math.max(most, running);
    log.push(`start ${n}`);
    await new Promise((done) => setTimeout(done, 2));
    running -= 1;
    // What waits meanwhile (another request's I/O) is served at the next turn.
    setImmediate(() => log.push(`turn after ${n}`));
    return { n };
  }

  @Get('unavailable/:n')
  @CachedAnswer({ tags: ['decks'] })
  async unavailable() {
    count('unavailable');
    // As a pool that could not connect within its deadline (database/mysql-deadlines.ts).
    await new Promise((done) => setTimeout(done, 100));
    throw Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' });
  }

  @Get('file')
  file() {
    return FileAnswer.of(Buffer.from('PNG'), { contentType: 'image/png', etag: '"pic"', cacheControl: 'public, max-age=86400', disposition: 'inline' });
  }

  @Get('nothing')
  nothing() {
    return FileAnswer.none('public, max-age=300');
  }

  @Post('comments')
  @Invalidates(['comments'])
  addComment() {
    return { ok: true };
  }

  @Post('login')
  @Invalidates([])
  login() {
    return { ok: true };
  }

  @Put('anything')
  anything() {
    return { ok: true };
  }

  @Delete('refused')
  refused() {
    throw new Error('refused');
  }
}

async function anApp(readCache = true): Promise<NestExpressApplication> {
  @Module({
    controllers: [TestController],
    providers: [
      { provide: AppConfig, useValue: { readCache, readCacheBytes: 1024 * 1024, dbType: 'sqlite' } },
      CacheInvalidation,
      { provide: ReadCache, useClass: InMemoryReadCache },
      Metrics,
      HttpCacheInterceptor,
      { provide: APP_INTERCEPTOR, useExisting: HttpCacheInterceptor },
    ],
  })
  class TestModule {}
  const app = await NestFactory.create<NestExpressApplication>(TestModule, { logger: false });
  app.useGlobalFilters(new DomainErrorFilter());
  // The lookup before the chain, for visitors (here: no session cookie and no x-admin), as createApp mounts it.
  app.use(app.get(HttpCacheInterceptor).serveCached((req) => !req.headers.cookie && !req.headers['x-admin']));
  // What comes after it in the chain: counts the requests that went on.
  app.use((_req: Request, _res: Response, next: NextFunction) => {
    count('went on');
    next();
  });
  // As SessionActorMiddleware would for an admin's session.
  app.use((req: Request, _res: Response, next: NextFunction) => {
    if (req.headers['x-admin']) req.user = { id: 1, roles: ['admin'] } as unknown as Request['user'];
    next();
  });
  await app.init();
  return app;
}

describe('HttpCacheInterceptor', () => {
  let app: NestExpressApplication;
  const get = (path: string) => request(app.getHttpServer()).get(path);

  beforeEach(async () => {
    for (const name of Object.keys(runs)) delete runs[name];
    app = await anApp();
  });
  afterEach(() => app.close());

  it('builds a declared answer once and sends it with its ETag, no-cache, in the preferred encoding, and 304 for its ETag', async () => {
    const first = await get('/t/decks').set('Accept-Encoding', 'br').buffer(true).parse(rawBody).expect(200);
    expect(first.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache', 'content-type': 'application/json; charset=utf-8' });
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    // (supertest decodes the brotli body)
    expect(JSON.parse((first.body as Buffer).toString())).toEqual({ decks: 1, admin: false });
    const again = await get('/t/decks').expect(200);
    expect(again.body).toEqual({ decks: 1, admin: false });
    expect(again.headers.etag).toBe(first.headers.etag);
    const unchanged = await get('/t/decks').set('If-None-Match', first.headers.etag!).expect(304);
    expect(unchanged.headers.etag).toBe(first.headers.etag);
    expect(runs.decks).toBe(1);
    // A route that declares nothing is answered as Nest answers it, every time.
    await get('/t/plain').expect(200);
    expect((await get('/t/plain').expect(200)).headers.etag).not.toMatch(/^"[\w-]{27}"$/);
    expect(runs.plain).toBe(2);
  });

  it('never answers an admin from the cache, nor caches an admin’s answer, where admins see more', async () => {
    await get('/t/decks').expect(200);
    expect((await get('/t/decks').set('x-admin', '1').expect(200)).body).toEqual({ decks: 2, admin: true });
    expect((await get('/t/decks').expect(200)).body).toEqual({ decks: 1, admin: false });
    expect(runs.decks).toBe(2);
  });

  it('sends an answer built for a caller with Cache-Control private, no-cache: a session where signed-in callers see more, a route that is not public', async () => {
    expect((await get('/t/deck').expect(200)).headers['cache-control']).toBe('no-cache');
    const signedIn = await get('/t/deck').set('x-admin', '1').expect(200);
    expect(signedIn.body).toEqual({ deck: 2, signedIn: true });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    // An admin where admins see more, and a route without @Public() (its answer is the caller's).
    expect((await get('/t/decks').set('x-admin', '1').expect(200)).headers['cache-control']).toBe('private, no-cache');
    expect((await get('/t/plain').expect(200)).headers['cache-control']).toBe('private, no-cache');
    // A public route that declares nothing, read by a visitor: as Nest answers it.
    expect((await get('/t/open').expect(200)).headers['cache-control']).toBeUndefined();
    expect((await get('/t/open').set('x-admin', '1').expect(200)).headers['cache-control']).toBe('private, no-cache');
    // A file answer keeps its own.
    expect((await get('/t/file').set('x-admin', '1').expect(200)).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers a visitor the cached answer of a public route before the chain, with the same headers, 304 and HEAD', async () => {
    const built = await get('/t/public/1').set('Accept-Encoding', 'br').buffer(true).parse(rawBody).expect(200);
    expect(runs['went on']).toBe(1);
    const early = await get('/t/public/1').set('Accept-Encoding', 'br').buffer(true).parse(rawBody).expect(200);
    expect(runs['went on']).toBe(1);
    const headers = ['etag', 'cache-control', 'vary', 'content-encoding', 'content-type', 'content-length'];
    const pick = (response: request.Response) => Object.fromEntries(headers.map((name) => [name, response.headers[name]]));
    expect(pick(early)).toEqual(pick(built));
    expect(early.body).toEqual(built.body);
    expect((await get('/t/public/1').expect(200)).body).toEqual({ n: '1', built: 1, admin: false });
    await get('/t/public/1').set('If-None-Match', built.headers.etag!).expect(304);
    const head = await request(app.getHttpServer()).head('/t/public/1').set('Accept-Encoding', 'br').expect(200);
    expect(head.headers['content-length']).toBe(built.headers['content-length']);
    expect(runs['went on']).toBe(1);
    expect(runs['public 1']).toBe(1);
    // Another address is built, then kept apart.
    expect((await get('/t/public/2').expect(200)).body).toMatchObject({ n: '2', built: 1 });
    expect(runs['went on']).toBe(2);
  });

  it('sends no early answer to a caller with a session, nor from a route that is not public', async () => {
    await get('/t/public/3').expect(200);
    // A session (here a cookie): through the chain, then the same cached answer from the interceptor.
    expect((await get('/t/public/3').set('Cookie', 'sid=1').expect(200)).body).toMatchObject({ built: 1, admin: false });
    expect(runs['went on']).toBe(2);
    // An admin's answer is their own, and never kept.
    expect((await get('/t/public/3').set('x-admin', '1').expect(200)).body).toMatchObject({ built: 2, admin: true });
    expect((await get('/t/public/3').expect(200)).body).toMatchObject({ built: 1, admin: false });
    // `comments` has no @Public(): its cached answer is only sent after the guards.
    await get('/t/comments').expect(200);
    await get('/t/comments').expect(200);
    expect(runs.comments).toBe(1);
    expect(runs['went on']).toBe(5);
  });

  it('drops what a write declares it changed, everything when it declares nothing, and nothing when it fails or changes nothing cached', async () => {
    const read = async () => [(await get('/t/decks').expect(200)).body.decks, (await get('/t/comments').expect(200)).body.comments];
    expect(await read()).toEqual([1, 1]);
    await request(app.getHttpServer()).post('/t/login').expect(201);
    expect(await read()).toEqual([1, 1]);
    await request(app.getHttpServer()).post('/t/comments').expect(201);
    expect(await read()).toEqual([1, 2]);
    await request(app.getHttpServer()).delete('/t/refused').expect(500);
    expect(await read()).toEqual([1, 2]);
    await request(app.getHttpServer()).put('/t/anything').expect(200);
    expect(await read()).toEqual([2, 3]);
  });

  it('drops what another instance changed (CacheInvalidation.dropChanged)', async () => {
    await get('/t/comments').expect(200);
    app.get(CacheInvalidation).dropChanged(['comments']);
    expect((await get('/t/comments').expect(200)).body.comments).toBe(2);
  });

  it('caches no failure: the next reader builds again', async () => {
    await get('/t/missing').expect(500);
    await get('/t/missing').expect(500);
    expect(runs.missing).toBe(2);
  });

  it('sends a file answer with its caching headers, 304 for its ETag, and a 204 with its Cache-Control for none', async () => {
    const file = await get('/t/file').buffer(true).parse(rawBody).expect(200);
    expect(file.headers).toMatchObject({
      etag: '"pic"',
      'cache-control': 'public, max-age=86400',
      'content-type': 'image/png',
      'content-disposition': 'inline',
    });
    expect((file.body as Buffer).toString()).toBe('PNG');
    await get('/t/file').set('If-None-Match', '"pic"').expect(304);
    expect((await get('/t/nothing').expect(204)).headers['cache-control']).toBe('public, max-age=300');
  });
});

describe.each([true, false])('HttpCacheInterceptor with READ_CACHE=%s', (readCache) => {
  it('runs a burst of builds two at a time on SQLite, with a turn of the event loop before each next one (ADR 0057)', async () => {
    const app = await anApp(readCache);
    await app.listen(0, '127.0.0.1');
    log.length = 0;
    most = 0;
    try {
      const server = app.getHttpServer();
      await Promise.all([1, 2, 3, 4, 5, 6].map((n) => request(server).get(`/t/slow/${n}`).expect(200)));
      expect(most).toBe(2);
      // Without the queue every build would start before any of the turns.
      for (const n of [1, 2, 3, 4]) expect(log.indexOf(`turn after ${n}`)).toBeLessThan(log.indexOf(`start ${n + 2}`));
    } finally {
      await app.close();
    }
  });

  it('fails the builds still waiting for their turn when one finds the database unavailable, and starts none of them (ADR 0048)', async () => {
    for (const name of Object.keys(runs)) delete runs[name];
    const app = await anApp(readCache);
    await app.listen(0, '127.0.0.1');
    try {
      const server = app.getHttpServer();
      const started = Date.now();
      const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => request(server).get(`/t/unavailable/${n}`)));
      for (const answer of answers) expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 503, code: 'database_unavailable' });
      // Two builds at once on SQLite: the other three failed with the first, without their own turn.
      expect(runs.unavailable).toBe(2);
      expect(Date.now() - started).toBeLessThan(1000);
      // Any other failure fails its own caller only: the builds waiting behind it run.
      const failures = await Promise.all([1, 2, 3, 4].map(() => request(server).get('/t/missing')));
      expect(failures.map((answer) => answer.status)).toEqual([500, 500, 500, 500]);
      expect(runs.missing).toBe(4);
    } finally {
      await app.close();
    }
  });

  it(readCache ? 'answers from the cache' : 'builds every answer, still with its ETag', async () => {
    for (const name of Object.keys(runs)) delete runs[name];
    const app = await anApp(readCache);
    try {
      const first = await request(app.getHttpServer()).get('/t/comments').expect(200);
      await request(app.getHttpServer())
        .get('/t/comments')
        .set('If-None-Match', first.headers.etag!)
        .expect(readCache ? 304 : 200);
      expect(runs.comments).toBe(readCache ? 1 : 2);
    } finally {
      await app.close();
    }
  });
});

/** Keeps a body as bytes (supertest would decode brotli or parse images otherwise). */
function rawBody(response: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
