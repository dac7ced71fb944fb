import type { NextFunction, Request, Response } from 'express';
import onHeaders from 'on-headers';
import type { CacheTag, ChangedTags } from '../cache/cache-invalidation.js';

/**
 * Writes that change no cached data, or only some. Every other successful write (a status below 400
 * on POST, PUT, PATCH or DELETE) drops every cache, cached answers and in-process caches alike, on
 * every instance: forgetting a route here costs a rebuild, never a stale page. Sessions, favourites
 * (per user, never cached) and the calls that only compute something change nothing cached; comments
 * and the tier list change only what is built from them (the tier list's own cache among them).
 */
const NARROW_WRITES: ReadonlyArray<readonly [RegExp, readonly CacheTag[]]> = [
  [/^\/api\/(login|logout|register|resend-verification|verify-email|unlock-account)$/, []],
  [/^\/api\/admin\/(login|logout)$/, []],
  [/^\/api\/favorites(\/|$)/, []],
  [/^\/api\/decks\/(legality|parse-list|statistics)$/, []],
  [/^\/api\/comments(\/|$)/, ['comments']],
  [/^\/api\/tierlist(\/|$)/, ['tierlist']],
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a successful write to `path` changes among the cached answers. */
export function writeEffects(path: string): ChangedTags {
  for (const [pattern, tags] of NARROW_WRITES) if (pattern.test(path)) return tags;
  return 'all';
}

/**
 * Middleware: after a successful write, and before its answer leaves (so the writer's next read
 * already sees the change), tells `invalidate` (CacheInvalidation's) what changed. This is how every
 * write made through the API reaches the caches; services do not drop caches themselves.
 */
export function invalidateOnWrite(invalidate: (tags: ChangedTags) => void) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!SAFE_METHODS.has(request.method)) {
      const path = request.path;
      onHeaders(response, () => {
        if (response.statusCode >= 400) return;
        const effects = writeEffects(path);
        if (effects === 'all' || effects.length) invalidate(effects);
      });
    }
    next();
  };
}
