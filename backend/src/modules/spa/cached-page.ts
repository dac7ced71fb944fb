import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A text response built and compressed once, then served as is (the compression middleware stays out). */
export interface CachedPage {
  contentType: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

export async function buildCachedPage(text: string, contentType: string): Promise<CachedPage> {
  const identity = Buffer.from(text);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  return { contentType, identity, gzip: gzipped, brotli, etag: `"${createHash('sha1').update(identity).digest('base64url')}"` };
}

/** Sends the bytes in the best encoding the client accepts, with an ETag (304 on revalidation). */
export function sendCachedPage(request: Request, response: Response, page: CachedPage, status = 200): void {
  response.setHeader('ETag', page.etag);
  response.setHeader('Cache-Control', 'no-cache');
  if (status === 200 && request.fresh) {
    response.status(304).end();
    return;
  }
  const encoding = request.acceptsEncodings('br', 'gzip', 'identity');
  const body = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.identity;
  if (encoding === 'br' || encoding === 'gzip') response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Type', page.contentType);
  response.setHeader('Content-Length', body.length);
  response.status(status).end(body);
}
