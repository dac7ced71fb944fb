import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';
import { nextTurn } from '../async/next-turn.js';
import { ALL_TAGS, CacheInvalidation, type CacheTag } from '../cache/cache-invalidation.js';
import { AppConfig } from '../config/app-config.js';
import { bodyFor, cacheJson, etagMatches, preferredEncoding, sendCached, type CachedResponse, type ContentEncoding } from './cached-response.js';
import { chosenLanguage } from './language-cookie.js';

/** What a cached answer was built from (the tags every cache of the app shares, `shared/cache`). */
export type { CacheTag };

export interface CacheOptions {
  tags: readonly CacheTag[];
  /** The answer depends on the Accept-Language header too (pages whose language follows the browser). */
  byLanguage?: boolean;
}

interface Entry {
  cached: CachedResponse;
  tags: readonly CacheTag[];
  /** The full stack's headers (security headers, Vary…) per encoding, replayed as is by the front door. */
  headers: Record<ContentEncoding, OutgoingHttpHeaders>;
  notModified: OutgoingHttpHeaders;
}

/**
 * Answers built at once. A build is the expensive part of a read (the queries and the serialisation).
 * On SQLite the queries run on the event loop itself: two at a time keep one core busy with them
 * while the other compresses the previous answer. On MySQL a build mostly waits for the server, so
 * as many as the pool has connections (data-source.ts).
 */
const CONCURRENT_BUILDS = { sqlite: 2, mysql: 10 } as const;

interface Build {
  promise: Promise<CachedResponse>;
  tags: readonly CacheTag[];
}

/** Set by the response's own request, never cached: cookies and whatever describes this one exchange. */
const NOT_REPLAYED = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'content-type',
  'etag',
  'cache-control',
  'date',
  'connection',
  'x-request-id', // each answer carries its own request's id (ADR 0052)
]);

/**
 * Public answers that are the same for every caller, serialised and compressed once and cached until
 * a write changes what they were built from (ADR 0022). Handlers of @Public() routes hand their
 * answer to `json()`/`respond()`; later requests for the same address are answered by `serve()`,
 * which the app calls first for every request (before Express), so a cached answer costs about what a
 * bare node:http server spends. Bounded in bytes (least recently used go first).
 */
@Injectable()
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly builds = new Map<string, Build>();
  /** Bumped by every invalidation of a tag: a build that started before it is served but not cached. */
  private readonly generations = new Map<CacheTag, number>();
  private readonly enabled: boolean;
  /**
   * Builds wait their turn here, and each starts at a later turn of the event loop than the one that
   * freed its place: a burst of misses (50 visitors paging filtered galleries) then runs one build
   * per turn, and whatever else is waiting (the health check, cached answers, writes) is served in
   * between instead of behind the whole burst (ADR 0057).
   */
  private readonly queue: LimitFunction;

  constructor(config: AppConfig, invalidation: CacheInvalidation) {
    this.enabled = config.readCache;
    this.queue = pLimit(CONCURRENT_BUILDS[config.dbType]);
    this.entries = new LRUCache<string, Entry>({
      maxSize: config.readCacheBytes,
      sizeCalculation: ({ cached }) => cached.identity.length + cached.gzip.length + cached.brotli.length + 1024,
    });
    // Every tag: each cached answer is dropped by the tags it was built from.
    invalidation.register(ALL_TAGS, (changed) => this.drop(changed));
  }

  /** Answers a GET or HEAD from the cached answers; false when there is none for this request. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.enabled || (request.method !== 'GET' && request.method !== 'HEAD') || !request.url) return false;
    const entry = this.entries.get(request.url) ?? this.entries.get(languageKey(request.url, request.headers));
    if (!entry) return false;
    if (etagMatches(request.headers['if-none-match'], entry.cached.etag)) {
      response.writeHead(304, entry.notModified);
      response.end();
      return true;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    response.writeHead(200, entry.headers[encoding]);
    response.end(bodyFor(entry.cached, encoding));
    return true;
  }

  /** Sends `produce()`'s value as JSON, built once and cached (only for answers that are the same for everyone). */
  json(request: IncomingMessage, response: ServerResponse, options: CacheOptions, produce: () => Promise<unknown>): Promise<void> {
    return this.respond(request, response, options, async () => cacheJson(await produce()));
  }

  /**
   * Sends the cached answer for this address, building it once when there is none (concurrent callers
   * wait for the same build). Only for answers of @Public() routes that are the same for every caller.
   */
  async respond(request: IncomingMessage, response: ServerResponse, options: CacheOptions, build: () => Promise<CachedResponse>): Promise<void> {
    if (!this.enabled) {
      sendCached(request, response, await this.inTurn(build));
      return;
    }
    // Express may rewrite url inside mounted routers; originalUrl is the address as asked, like serve() sees it.
    const url = (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? '';
    const key = options.byLanguage ? languageKey(url, request.headers) : url;
    const kept = this.entries.get(key);
    if (kept) {
      sendCached(request, response, kept.cached);
      return;
    }
    let pending = this.builds.get(key);
    const mine = !pending;
    const before = this.snapshot(options.tags);
    if (!pending) {
      const promise = this.inTurn(build);
      pending = { promise, tags: options.tags };
      this.builds.set(key, pending);
      const settle = () => {
        if (this.builds.get(key) === pending) this.builds.delete(key);
      };
      promise.then(settle, settle);
    }
    const cached = await pending.promise;
    if (mine && this.snapshot(options.tags) === before) this.entries.set(key, this.entry(response, cached, options.tags));
    sendCached(request, response, cached);
  }

  private inTurn(build: () => Promise<CachedResponse>): Promise<CachedResponse> {
    return this.queue(async () => {
      await nextTurn();
      return build();
    });
  }

  /** Drops every cached answer built from any of `tags` (called by CacheInvalidation, for writes here and on other instances). */
  private drop(tags: readonly CacheTag[]): void {
    const hit = (candidate: readonly CacheTag[]) => candidate.some((tag) => tags.includes(tag));
    for (const tag of tags) this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    for (const [key, entry] of this.entries.entries()) if (hit(entry.tags)) this.entries.delete(key);
    for (const [key, build] of this.builds) if (hit(build.tags)) this.builds.delete(key);
  }

  private snapshot(tags: readonly CacheTag[]): string {
    return tags.map((tag) => this.generations.get(tag) ?? 0).join(',');
  }

  private entry(response: ServerResponse, cached: CachedResponse, tags: readonly CacheTag[]): Entry {
    const base: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(response.getHeaders())) if (!NOT_REPLAYED.has(name) && value !== undefined) base[name] = value;
    const vary = String(base.vary ?? '');
    base.vary = /accept-encoding/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    base.etag = cached.etag;
    base['cache-control'] = 'no-cache';
    const encoded = (encoding: ContentEncoding): OutgoingHttpHeaders => ({
      ...base,
      'content-type': cached.contentType,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': bodyFor(cached, encoding).length,
    });
    return { cached, tags, headers: { br: encoded('br'), gzip: encoded('gzip'), identity: encoded('identity') }, notModified: base };
  }
}

/** What a page's language is chosen from: the stored choice's cookie, then Accept-Language. */
function languageKey(url: string, headers: IncomingHttpHeaders): string {
  return `${url}\n${chosenLanguage(headers.cookie) ?? ''}\n${headers['accept-language'] ?? ''}`;
}
