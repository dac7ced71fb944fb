import type { Store } from 'express-rate-limit';

/** A counter's state in the shared store after hits were added to it. */
export interface SharedCount {
  totalHits: number;
  resetTime: Date;
}

/**
 * Port: where express-rate-limit keeps its counters, shared by every instance (ADR 0021): the
 * database by default, Redis when REDIS_URL is set (RateLimitModule picks). One store per limiter,
 * told apart by prefix.
 */
export abstract class RateLimitStores {
  abstract create(prefix: string): Store;

  /**
   * Adds several hits to several counters in one round trip (a window of `windowMs` starts at a
   * counter's first hit, as `create`'s stores count): each counter's total and end afterwards. For
   * limiters that count in the process and hand their hits over in batches (ADR 0066).
   */
  abstract addHits(prefix: string, hits: ReadonlyMap<string, number>, windowMs: number): Promise<Map<string, SharedCount>>;
}
