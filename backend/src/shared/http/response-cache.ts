import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { CacheTag } from '../cache/cache-invalidation.js';
import { ReadCache } from '../cache/read-cache.js';
import { AppConfig } from '../config/app-config.js';
import { sendCached, type CachedResponse } from './cached-response.js';
import { chosenLanguage } from './language-cookie.js';

export interface CacheOptions {
  tags: readonly CacheTag[];
  /** The answer depends on the Accept-Language header too (pages whose language follows the browser). */
  byLanguage?: boolean;
}

const sizeOf = (answer: CachedResponse) => answer.identity.length + answer.gzip.length + answer.brotli.length + 1024;

/**
 * Only for modules/spa's HTML pages, which write their bytes themselves and go with that module
 * (issue 33 item 2); every API answer is cached by `HttpCacheInterceptor` (ADR 0059). The pages are
 * cached in the same ReadCache, by address and language, and dropped the same way.
 */
@Injectable()
export class ResponseCache {
  constructor(
    private readonly cache: ReadCache,
    private readonly config: AppConfig,
  ) {}

  async respond(request: IncomingMessage, response: ServerResponse, options: CacheOptions, build: () => Promise<CachedResponse>): Promise<void> {
    if (!this.config.readCache) {
      sendCached(request, response, await build());
      return;
    }
    const url = (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? '';
    const key = `page:${options.byLanguage ? languageKey(url, request.headers) : url}`;
    sendCached(request, response, await this.cache.getOrBuild(key, options.tags, build, sizeOf));
  }
}

/** What a page's language is chosen from: the stored choice's cookie, then Accept-Language. */
function languageKey(url: string, headers: IncomingHttpHeaders): string {
  return `${url}\n${chosenLanguage(headers.cookie) ?? ''}\n${headers['accept-language'] ?? ''}`;
}
