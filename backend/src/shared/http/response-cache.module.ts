import { Global, Module } from '@nestjs/common';
import { ResponseCache } from './response-cache.js';

/**
 * One ResponseCache for the whole app (handlers fill it, the front door uses it); writes reach it
 * through CacheInvalidation (shared/cache, ADR 0022 and 0049).
 */
@Global()
@Module({ providers: [ResponseCache], exports: [ResponseCache] })
export class ResponseCacheModule {}
