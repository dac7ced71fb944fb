import { Global, Module } from '@nestjs/common';
import { CacheInvalidation } from './cache-invalidation.js';
import { CacheRevisions } from './cache-revisions.js';
import { InMemoryReadCache } from './in-memory-read-cache.js';
import { ReadCache } from './read-cache.js';

/**
 * The application's one cache (ReadCache, in memory) and its one invalidation path, with the channel
 * that carries it to the other instances (ADR 0049, 0059).
 */
@Global()
@Module({
  providers: [CacheInvalidation, CacheRevisions, { provide: ReadCache, useClass: InMemoryReadCache }],
  exports: [CacheInvalidation, ReadCache],
})
export class CacheModule {}
