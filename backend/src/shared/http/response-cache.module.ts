import { Global, Module } from '@nestjs/common';
import { CacheRevisions } from './cache-revisions.js';
import { ResponseCache } from './response-cache.js';

/**
 * One ResponseCache for the whole app (handlers fill it, the front door and the write hook use it),
 * and the revisions that keep several instances' caches in step (ADR 0022).
 */
@Global()
@Module({ providers: [ResponseCache, CacheRevisions], exports: [ResponseCache, CacheRevisions] })
export class ResponseCacheModule {}
