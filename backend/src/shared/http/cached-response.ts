import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { once } from 'node:events';
import type { Transform } from 'node:stream';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
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
  /** Headers of the answer's own, sent with it every time (`AnswerWithHeaders`). */
  headers?: Readonly<Record<string, string>>;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Above this size an answer is compressed a slice at a time, gzip then brotli (see cacheText). */
const LARGE = 64 * 1024;
/** Bytes handed to zlib per job on libuv's thread pool. */
const ZLIB_SLICE = 256 * 1024;

/**
 * How hard to compress: 'max' (brotli 11, gzip 9) for the pages' HTML; 'quick' (brotli 5, gzip 6) for
 * JSON answers, which are built when a reader asks and which that reader waits for: a few ms where
 * brotli 11 takes 100 ms and more on 50 KB, for about 10 % more bytes (ADR 0046).
 */
export type CompressionEffort = 'max' | 'quick';

/**
 * Compresses `text` once. Small answers get both encodings at once, at the `effort` asked. Larger ones (the card list,
 * several MB) get gzip 6 and brotli quality 5 (quality 11 would take seconds), one after the other and
 * fed in 256 KB slices: each job on libuv's pool stays short, and on a two-core machine one core is
 * left to the event loop (#14).
 */
export async function cacheText(text: string | Buffer, contentType: string, knownEtag?: string, effort: CompressionEffort = 'max'): Promise<CachedResponse> {
  const identity = typeof text === 'string' ? Buffer.from(text) : text;
  const etag = knownEtag ?? etagOf([identity]);
  if (identity.length < LARGE) {
    const quality = effort === 'max' ? 11 : 5;
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(identity, { level: effort === 'max' ? 9 : 6 }),
      brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    ]);
    return { contentType, identity, gzip: gzipped, brotli, etag };
  }
  const gzipped = await compressInSlices(identity, createGzip({ level: 6 }));
  const brotli = await compressInSlices(
    identity,
    createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  );
  return { contentType, identity, gzip: gzipped, brotli, etag };
}

function etagOf(parts: Buffer[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return `"${hash.digest('base64url')}"`;
}

async function compressInSlices(identity: Buffer, compressor: Transform): Promise<Buffer> {
  const output: Buffer[] = [];
  compressor.on('data', (chunk: Buffer) => output.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    compressor.once('end', resolve);
    compressor.once('error', reject);
  });
  for (let start = 0; start < identity.length; start += ZLIB_SLICE) {
    if (!compressor.write(identity.subarray(start, start + ZLIB_SLICE))) await once(compressor, 'drain');
  }
  compressor.end();
  await finished;
  return Buffer.concat(output);
}

/** Items serialised per turn of the event loop when a long list is cached. */
const JSON_CHUNK = 200;

/**
 * Serialises once and compresses once. A long array (the card list, the product's deck list) is
 * serialised a slice at a time with a turn of the event loop between slices, so the other requests
 * go on while it is built.
 */
export function cacheJson(value: unknown, effort: CompressionEffort = 'quick'): Promise<CachedResponse> {
  if (!Array.isArray(value) || value.length <= JSON_CHUNK) return cacheText(JSON.stringify(value), JSON_TYPE, undefined, effort);
  return cacheJsonList(value, (item) => item, effort);
}

/**
 * A long list serialised as `items.map(map)` would be, a slice at a time (mapped, serialised, turned
 * into bytes and hashed per slice, never one string of the whole answer), with a turn of the event
 * loop between slices.
 */
export async function cacheJsonList<T>(items: readonly T[], map: (item: T) => unknown, effort: CompressionEffort = 'quick'): Promise<CachedResponse> {
  const parts: Buffer[] = [Buffer.from('[')];
  for (let start = 0; start < items.length; start += JSON_CHUNK) {
    if (start) {
      await nextTurn();
      parts.push(Buffer.from(','));
    }
    // Each slice as an array without its brackets; JSON.stringify turns undefined items into null as usual.
    parts.push(Buffer.from(JSON.stringify(items.slice(start, start + JSON_CHUNK).map(map)).slice(1, -1)));
  }
  parts.push(Buffer.from(']'));
  const etag = etagOf(parts);
  await nextTurn();
  return cacheText(Buffer.concat(parts), JSON_TYPE, etag, effort);
}

/**
 * The encoding to send: brotli whenever the client accepts it (it is the smallest), else gzip, else
 * none. The client's list order is not a preference (Chrome sends `gzip, deflate, br, zstd`); only
 * q=0 refuses an encoding. `*` accepts both.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return 'identity';
  // What createApp leaves in the header once it has chosen.
  if (header === 'br' || header === 'gzip' || header === 'identity') return header;
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
