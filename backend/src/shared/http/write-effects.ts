import type { NextFunction, Request, Response } from 'express';
import onHeaders from 'on-headers';
import type { CacheTag } from './response-cache.js';

/**
 * Writes that change no kept public answer, or only some. Every other successful write (a status
 * below 400 on POST, PUT, PATCH or DELETE) drops every kept answer: forgetting a route here costs a
 * rebuild, never a stale page. Sessions, favourites (per user, never kept) and the calls that only
 * compute something change nothing kept; comments and the tier list change only their own answers.
 */
const NARROW_WRITES: ReadonlyArray<readonly [RegExp, readonly CacheTag[]]> = [
  [/^\/api\/(login|logout|register|resend-verification|verify-email)$/, []],
  [/^\/api\/admin\/(login|logout)$/, []],
  [/^\/api\/favorites(\/|$)/, []],
  [/^\/api\/decks\/(legality|parse-list|statistics)$/, []],
  [/^\/api\/comments(\/|$)/, ['comments']],
  [/^\/api\/tierlist(\/|$)/, ['tierlist']],
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a successful write to `path` changes among the kept answers. */
export function writeEffects(path: string): readonly CacheTag[] | 'all' {
  for (const [pattern, tags] of NARROW_WRITES) if (pattern.test(path)) return tags;
  return 'all';
}

/**
 * Middleware: after a successful write, and before its answer leaves (so the writer's next read
 * already sees the change), tells `invalidate` what changed.
 */
export function invalidateOnWrite(invalidate: (tags: readonly CacheTag[] | 'all') => void) {
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
