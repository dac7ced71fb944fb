import { SetMetadata } from '@nestjs/common';
import type { CacheTag, ChangedTags } from '../cache/cache-invalidation.js';

export const CACHED_ANSWER = 'http-cache:answer';
export const INVALIDATES = 'http-cache:invalidates';

export interface CachedAnswerOptions {
  /** What the answer is built from: a write that changes one of these drops it. */
  tags: readonly CacheTag[];
  /**
   * Admins may get more at the same address (drafts, their comments): their answers are built for
   * them and never cached; everyone else shares one.
   */
  adminsSeeMore?: boolean;
  /**
   * Any signed-in caller may get more at the same address (a player's own private decks, ADR 0061):
   * their answers are built for them and never cached; visitors share one. An answer built for a
   * caller (a session's here, an admin's above, any answer of a route that is not public) is sent
   * with `Cache-Control: private, no-cache`, so no shared cache keeps it.
   */
  signedInSeeMore?: boolean;
}

/**
 * A public GET whose answer is the same for every caller (ADR 0059): `HttpCacheInterceptor`
 * serialises and compresses it once, caches it by address in the ReadCache until a write changes
 * one of `tags`, and answers it with an ETag (304 on If-None-Match) and `Cache-Control: no-cache`.
 * The handler returns its DTO as usual.
 */
export const CachedAnswer = (options: CachedAnswerOptions) => SetMetadata(CACHED_ANSWER, options);

/**
 * What a successful write (POST, PUT, PATCH, DELETE) changes among the cached values: some tags, or
 * `[]` for nothing cached (sessions, favourites, calls that only compute). A write that declares
 * nothing changes `'all'`: forgetting costs a rebuild, never a stale answer. On a method or a
 * controller.
 */
export const Invalidates = (tags: ChangedTags) => SetMetadata(INVALIDATES, tags);

/**
 * A JSON answer with headers of its own that say something about it (the card search's
 * `Card-Query-Notice`): cached with the answer and sent with it every time, 304 included.
 */
export class AnswerWithHeaders<T> {
  constructor(
    readonly body: T,
    readonly headers: Readonly<Record<string, string>>,
  ) {}
}

/** The caching headers of a file answer. */
export interface FileCaching {
  contentType: string;
  etag: string;
  cacheControl: string;
  /** Content-Disposition (a download's name). */
  disposition?: string;
}

/**
 * Bytes a handler answers (a picture, an export) with how they may be cached; the interceptor sends
 * them, or 304 when If-None-Match names their ETag. `FileAnswer.none()` is a 204 with its own
 * Cache-Control (nothing to send, ask again later).
 */
export class FileAnswer {
  private constructor(
    readonly bytes: Buffer | null,
    readonly caching: FileCaching | null,
    readonly cacheControl: string,
  ) {}

  static of(bytes: Buffer, caching: FileCaching): FileAnswer {
    return new FileAnswer(bytes, caching, caching.cacheControl);
  }

  static none(cacheControl: string): FileAnswer {
    return new FileAnswer(null, null, cacheControl);
  }
}
