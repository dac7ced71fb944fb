import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { DatabaseRateLimitStores } from './database-rate-limit.store.js';
import { RateLimitStores } from './rate-limit-stores.js';
import { RedisRateLimitStores } from './redis-rate-limit.store.js';

/** REDIS_URL set: counters in Redis; otherwise in the database (ADR 0021). */
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
