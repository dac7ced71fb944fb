import { Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { createClient, type RedisClientType } from 'redis';
import { RateLimitStores } from './rate-limit-stores.js';

/** No limiter call may wait longer than this for Redis (then the request goes on unlimited). */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * Rate-limit counters in Redis (REDIS_URL; ADR 0021), with rate-limit-redis's atomic scripts on the
 * official node-redis client. One connection per instance, closed with the app. While Redis is
 * away, commands fail at once instead of queueing (no request hangs on the limiter) and the client
 * keeps reconnecting in the background.
 */
export class RedisRateLimitStores extends RateLimitStores implements OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');

  private constructor(
    private readonly client: RedisClientType,
    private readonly keyPrefix: string,
  ) {
    super();
  }

  /** Connects before the app starts: a wrong REDIS_URL stops the start-up with Redis's own error. */
  static async connect(url: string, keyPrefix: string): Promise<RedisRateLimitStores> {
    const client: RedisClientType = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 3000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
    });
    const stores = new RedisRateLimitStores(client, keyPrefix);
    let down = false;
    // Without a listener an 'error' event would end the process; say it once per outage.
    client.on('error', (error: Error) => {
      if (!down) stores.logger.warn(`Redis unreachable, rate limits are not counted until it is back: ${error.message}`);
      down = true;
    });
    client.on('ready', () => {
      if (down) stores.logger.log('Redis reachable again');
      down = false;
    });
    await client.connect();
    return stores;
  }

  create(prefix: string): Store {
    return new RedisStore({
      sendCommand: (...args: string[]) => this.client.sendCommand(args, { timeout: COMMAND_TIMEOUT_MS }) as Promise<RedisReply>,
      prefix: `${this.keyPrefix}rl:${prefix}`,
    });
  }

  async onModuleDestroy(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
  }
}
