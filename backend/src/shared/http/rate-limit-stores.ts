import type { Store } from 'express-rate-limit';

/**
 * Port: where express-rate-limit keeps its counters, shared by every instance (ADR 0021): the
 * database by default, Redis when REDIS_URL is set (RateLimitModule picks). One store per limiter,
 * told apart by prefix.
 */
export abstract class RateLimitStores {
  abstract create(prefix: string): Store;
}
