import type { CacheTag } from './cache-invalidation.js';

/** What a cached value costs, in bytes (it bounds the cache). */
export type SizeOf<T> = (value: T) => number;

/**
 * The application's one cache (ADR 0059): values built from the database and cached under a key
 * with the tags they were built from, until a write changes one of those tags. Every write reaches
 * it through `CacheInvalidation` (here at once, on the other instances within a second), never by a
 * call of its own. The HTTP edge caches public answers in it (encoded once); the card queries their
 * sorted, indexed card list and gallery orders.
 */
export abstract class ReadCache {
  /** The value cached under `key`, if any (no build). */
  abstract get<T>(key: string): T | undefined;

  /**
   * The value cached under `key`, built by `build` when there is none. Callers that ask while it is
   * being built share that build. The value is cached only when the build succeeded and none of
   * `tags` changed while it ran (readers waiting for it still get it).
   */
  abstract getOrBuild<T>(key: string, tags: readonly CacheTag[], build: () => Promise<T>, sizeOf?: SizeOf<T>): Promise<T>;
}
