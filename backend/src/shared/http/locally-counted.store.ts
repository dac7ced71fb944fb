import { Logger } from '@nestjs/common';
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { RateLimitStores } from './rate-limit-stores.js';

/** How often the hits counted here are handed to the shared store, in milliseconds. */
export const HAND_OVER_MS = 1000;

interface Counter {
  /** The shared store's total at the last hand-over (this instance's hits and the others'). */
  shared: number;
  /** Hits being handed over now. */
  inFlight: number;
  /** Hits counted here since. */
  pending: number;
  /** When the window ends (epoch ms): the shared store's, once it has answered. */
  resetAt: number;
}

/**
 * An express-rate-limit store for a limiter on the hot path (the public reads, ADR 0066): each hit
 * is counted in the process, and the hits are handed to the shared store (database or Redis, ADR
 * 0021) once a second, in one round trip for every client; the shared total comes back and is what
 * the next hits add to. So every instance sees every instance's hits a second later at most, and a
 * read costs a Map lookup, not a statement.
 *
 * A client spread over several instances may get up to a second of hits on the others past the
 * limit; the limit is a guard against floods, not a quota. While the shared store is away, each
 * instance counts alone (logged once) and hands its hits over when it is back.
 */
export class LocallyCountedStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | undefined;
  private handingOver: Promise<void> | undefined;
  private storeAway = false;
  private readonly logger = new Logger('RateLimit');

  constructor(
    private readonly stores: RateLimitStores,
    /** Keeps this limiter's counters apart in the shared store. */
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  increment(key: string): IncrementResponse {
    const now = Date.now();
    let counter = this.counters.get(key);
    if (!counter || (counter.resetAt <= now && counter.inFlight === 0)) {
      counter = { shared: 0, inFlight: 0, pending: 0, resetAt: now + this.windowMs };
      this.counters.set(key, counter);
    }
    counter.pending += 1;
    this.timer ??= setTimeout(() => void this.handOver(), HAND_OVER_MS).unref();
    return { totalHits: counter.shared + counter.inFlight + counter.pending, resetTime: new Date(counter.resetAt) };
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const counter = this.counters.get(key);
    if (!counter || counter.resetAt <= Date.now()) return undefined;
    return { totalHits: counter.shared + counter.inFlight + counter.pending, resetTime: new Date(counter.resetAt) };
  }

  decrement(key: string): void {
    const counter = this.counters.get(key);
    if (counter && counter.pending > 0) counter.pending -= 1;
  }

  resetKey(key: string): void {
    this.counters.delete(key);
  }

  /** Hands the hits counted since the last time to the shared store; the tests call it to skip the wait. */
  handOver(): Promise<void> {
    this.timer = undefined;
    // One hand-over at a time: the next waits for the one under way.
    this.handingOver = (this.handingOver ?? Promise.resolve()).then(() => this.handOverNow());
    return this.handingOver;
  }

  private async handOverNow(): Promise<void> {
    const now = Date.now();
    const hits = new Map<string, number>();
    for (const [key, counter] of this.counters) {
      if (counter.pending > 0) {
        hits.set(key, counter.pending);
        counter.inFlight = counter.pending;
        counter.pending = 0;
      } else if (counter.resetAt <= now) this.counters.delete(key);
    }
    if (!hits.size) return;
    let totals: Map<string, { totalHits: number; resetTime: Date }> | undefined;
    try {
      totals = await this.stores.addHits(this.prefix, hits, this.windowMs);
      if (this.storeAway) this.logger.log('Public-read counters are shared again');
      this.storeAway = false;
    } catch (error) {
      if (!this.storeAway) this.logger.warn(`Public-read counters cannot be shared, each instance counts alone meanwhile: ${String(error)}`);
      this.storeAway = true;
    }
    for (const [key, handed] of hits) {
      const counter = this.counters.get(key);
      if (!counter) continue;
      counter.inFlight -= handed;
      const total = totals?.get(key);
      if (total) {
        counter.shared = total.totalHits;
        counter.resetAt = total.resetTime.getTime();
        // Not handed over: they go with the next hits.
      } else counter.pending += handed;
    }
  }

  shutdown(): void {
    clearTimeout(this.timer);
  }
}
