import { Global, Module } from '@nestjs/common';
import { CacheInvalidation } from './cache-invalidation.js';
import { CacheRevisions } from './cache-revisions.js';

/** One invalidation path for every cache of the process, and the channel that carries it to the other instances (ADR 0049). */
@Global()
@Module({ providers: [CacheInvalidation, CacheRevisions], exports: [CacheInvalidation] })
export class CacheModule {}
