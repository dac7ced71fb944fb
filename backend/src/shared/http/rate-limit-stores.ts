import { Global, Module } from '@nestjs/common';
import type { Store } from 'express-rate-limit';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { DatabaseRateLimitStore } from './database-rate-limit.store.js';
import { RedisRateLimitStores } from './redis-rate-limit.store.js';

/**
 * Port: where express-rate-limit keeps its counters, shared by every instance (ADR 0021): the
 * database by default, Redis when REDIS_URL is set. One store per limiter, told apart by prefix.
 */
export abstract class RateLimitStores {
  abstract create(prefix: string): Store;
}

export class DatabaseRateLimitStores extends RateLimitStores {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  create(prefix: string): Store {
    return new DatabaseRateLimitStore(this.dataSource, prefix);
  }
}

@Global()
@Module({
  providers: [
    {
      provide: RateLimitStores,
      inject: [AppConfig, DataSource],
      useFactory: async (config: AppConfig, dataSource: DataSource): Promise<RateLimitStores> =>
        config.redisUrl ? RedisRateLimitStores.connect(config.redisUrl, config.redisPrefix) : new DatabaseRateLimitStores(dataSource),
    },
  ],
  exports: [RateLimitStores],
})
export class RateLimitModule {}
