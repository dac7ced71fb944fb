import { Injectable } from '@nestjs/common';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { AppConfig } from '../../../../shared/config/app-config.js';
import { MAX_IMAGE_BYTES } from '../../../../shared/storage/image-storage.js';
import { ImageFetchRefused, RemoteImageFetcher } from '../../application/ports/card-image-ports.js';
import { checkImageAddress, isPrivateAddress } from '../../domain/card-image-rules.js';

const MAX_REDIRECTS = 3;

/**
 * Server-side fetching without an SSRF hole (ADR 0019): http(s) on allowed hosts only; the host is
 * resolved once, every address checked, and the connection pinned to the checked address (no DNS
 * rebinding); redirects followed by hand and checked again; a byte cap and one deadline for the
 * whole fetch, so a slow or endless body never holds a request.
 */
@Injectable()
export class GuardedImageFetcher extends RemoteImageFetcher {
  constructor(private readonly config: AppConfig) {
    super();
  }

  async fetch(address: string): Promise<Buffer> {
    const deadline = AbortSignal.timeout(this.config.cardImageTimeoutMs);
    let current = address;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const result = await this.fetchOnce(current, deadline);
      if ('bytes' in result) return result.bytes;
      current = new URL(result.location, current).toString();
    }
    throw new ImageFetchRefused(`more than ${MAX_REDIRECTS} redirects`);
  }

  private async fetchOnce(address: string, signal: AbortSignal): Promise<{ bytes: Buffer } | { location: string }> {
    const check = checkImageAddress(address, this.config.cardImageHosts);
    if (!check.ok) throw new ImageFetchRefused(check.reason);
    const url = check.url;
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    const resolved = isIP(hostname) ? [{ address: hostname, family: isIP(hostname) }] : await dnsLookup(hostname, { all: true });
    if (!resolved.length) throw new ImageFetchRefused(`${hostname} does not resolve`);
    for (const { address: ip } of resolved) {
      if (isPrivateAddress(ip) && !this.config.cardImagePrivateAllowed.includes(ip))
        throw new ImageFetchRefused(`${hostname} resolves to the private address ${ip}`);
    }
    const pinned = resolved[0]!;
    const lookup: LookupFunction = (_host, options, callback) => {
      if ((options as { all?: boolean }).all)
        (callback as unknown as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    };
    const client = url.protocol === 'https:' ? https : http;

    return new Promise((resolve, reject) => {
      const request = client.get(url, { lookup, signal, headers: { accept: 'image/*', 'user-agent': 'OP-Decks-card-images/1.0' } }, (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ location: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new ImageFetchRefused(`answered ${status}`));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > MAX_IMAGE_BYTES) {
          request.destroy();
          reject(new ImageFetchRefused(`declared ${declared} bytes, over the ${MAX_IMAGE_BYTES} limit`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_IMAGE_BYTES) {
            request.destroy();
            reject(new ImageFetchRefused(`body over the ${MAX_IMAGE_BYTES} byte limit`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ bytes: Buffer.concat(chunks) }));
        response.on('error', reject);
      });
      request.on('error', (error) => reject(signal.aborted ? new ImageFetchRefused(`no answer within ${this.config.cardImageTimeoutMs} ms`) : error));
    });
  }
}
