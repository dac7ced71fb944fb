import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { nextTurn } from '../async/next-turn.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * An answer serialised and compressed once (brotli and gzip, on libuv's thread pool), served as is
 * to every reader until the data changes: never compressed twice, since the compression middleware
 * leaves a response that already has a Content-Encoding alone.
 */
export interface CachedResponse {
  contentType: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Compresses `text` once. Small answers (pages, most JSON) get the strongest settings, which cost
 * little at that size; larger ones (the card list, several MB) brotli quality 5, which compresses
 * them in tens of milliseconds and still beats gzip clearly (quality 11 would take seconds).
 */
export async function cacheText(text: string | Buffer, contentType: string): Promise<CachedResponse> {
  const identity = typeof text === 'string' ? Buffer.from(text) : text;
  const small = identity.length < 64 * 1024;
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: small ? 9 : 6 }),
    brotliAsync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: small ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { contentType, identity, gzip: gzipped, brotli, etag };
}

/** Items serialised per turn of the event loop when a long list is cached. */
const JSON_CHUNK = 200;

/**
 * Serialises once and compresses once. A long array (the card list, the SPEC's deck list) is
 * serialised a slice at a time with a turn of the event loop between slices, so the other requests
 * go on while it is built.
 */
export async function cacheJson(value: unknown): Promise<CachedResponse> {
  if (!Array.isArray(value) || value.length <= JSON_CHUNK) return cacheText(JSON.stringify(value), JSON_TYPE);
  const parts: string[] = [];
  for (let start = 0; start < value.length; start += JSON_CHUNK) {
    if (start) await nextTurn();
    // Each slice as an array without its brackets; JSON.stringify turns undefined items into null as usual.
    parts.push(JSON.stringify(value.slice(start, start + JSON_CHUNK)).slice(1, -1));
  }
  return cacheText(`[${parts.join(',')}]`, JSON_TYPE);
}

/**
 * The encoding to send: brotli whenever the client accepts it (it is the smallest), else gzip, else
 * none. The client's list order is not a preference (Chrome sends `gzip, deflate, br, zstd`); only
 * q=0 refuses an encoding. `*` accepts both.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return 'identity';
  let br: boolean | undefined;
  let gz: boolean | undefined;
  let any: boolean | undefined;
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'br') br = accepted;
    else if (name === 'gzip' || name === 'x-gzip') gz = accepted;
    else if (name === '*') any = accepted;
  }
  if (br ?? any) return 'br';
  if (gz ?? any) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header names this ETag (weak comparison, `*` included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export function bodyFor(cached: CachedResponse, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? cached.brotli : encoding === 'gzip' ? cached.gzip : cached.identity;
}

/**
 * Sends a cached answer: 304 when If-None-Match names its ETag (only for a 200), else its bytes in
 * the preferred encoding, with `Vary: Accept-Encoding` and `Cache-Control: no-cache` (revalidate on
 * every use: data is never stale, but unchanged data costs a 304).
 */
export function sendCached(request: { headers: IncomingHttpHeaders }, response: ServerResponse, cached: CachedResponse, status = 200): void {
  response.setHeader('ETag', cached.etag);
  response.setHeader('Vary', mergeVary(response.getHeader('Vary'), 'Accept-Encoding'));
  response.setHeader('Cache-Control', 'no-cache');
  if (status === 200 && etagMatches(request.headers['if-none-match'], cached.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = bodyFor(cached, encoding);
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Type', cached.contentType);
  response.setHeader('Content-Length', body.length);
  response.statusCode = status;
  // Node sends no body for HEAD, with the same headers.
  response.end(body);
}

function mergeVary(current: string | number | string[] | undefined, name: string): string {
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return names.some((part) => part.toLowerCase() === name.toLowerCase()) ? names.join(', ') : [...names, name].join(', ');
}
