import { Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { createClient, type RedisClientType } from 'redis';
import { RateLimitStores, type SharedCount } from './rate-limit-stores.js';

/** No limiter call may wait longer than this for Redis (then the request goes on unlimited). */
const COMMAND_TIMEOUT_MS = 1000;
/** Counters per script call when hits are added in a batch. */
const BATCH_KEYS = 500;
/**
 * rate-limit-redis's increment for many keys and many hits: each key's count goes up by its hits
 * (ARGV[i]); a key without an expiry (new) gets the window (the last ARGV). Atomic in Redis.
 */
const ADD_HITS_SCRIPT = `
local window = tonumber(ARGV[#KEYS + 1])
local counts = {}
for i, key in ipairs(KEYS) do
  local hits = redis.call('INCRBY', key, ARGV[i])
  local ttl = redis.call('PTTL', key)
  if ttl <= 0 then
    redis.call('PEXPIRE', key, window)
    ttl = window
  end
  counts[i] = { hits, ttl }
end
return counts`;

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

  async addHits(prefix: string, hits: ReadonlyMap<string, number>, windowMs: number): Promise<Map<string, SharedCount>> {
    const entries = [...hits];
    const counts = new Map<string, SharedCount>();
    for (let start = 0; start < entries.length; start += BATCH_KEYS) {
      const slice = entries.slice(start, start + BATCH_KEYS);
      const now = Date.now();
      const replies = (await this.client.sendCommand(
        [
          'EVAL',
          ADD_HITS_SCRIPT,
          String(slice.length),
          ...slice.map(([key]) => `${this.keyPrefix}rl:${prefix}${key}`),
          ...slice.map(([, count]) => String(count)),
          String(windowMs),
        ],
        { timeout: COMMAND_TIMEOUT_MS },
      )) as Array<[number, number]>;
      slice.forEach(([key], index) => {
        const [total, ttl] = replies[index]!;
        counts.set(key, { totalHits: Number(total), resetTime: new Date(now + Number(ttl)) });
      });
    }
    return counts;
  }

  async onModuleDestroy(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
  }
}
