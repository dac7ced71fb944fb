import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CacheInvalidation } from '../../../shared/cache/cache-invalidation.js';
import { NewsRepository } from '../domain/news.repository.js';

/** A little after the publication time: a read built at that very moment already shows the article. */
export const PUBLICATION_MARGIN_MS = 50;
/** setTimeout's longest wait (about 24.8 days); a later publication is looked for again then. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;
/** After a failed read of the next publication time (the database away), the next try. */
const RETRY_MS = 60_000;

/**
 * Cached answers live until a write changes what they were built from (ADR 0059); a scheduled
 * article (ADR 0075) comes out with no write. This clock drops the answers built from news on this
 * instance when the next scheduled article comes out, so the lists, its page and the home page show
 * it by themselves. Every instance runs its own (each has its own cache); any change to news, here or
 * heard from another instance, sets it again.
 */
@Injectable()
export class NewsPublicationClock implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(NewsPublicationClock.name);
  private timer: NodeJS.Timeout | null = null;
  /** Bumped by each setting: a read that a later one overtook is dropped. */
  private generation = 0;
  private stopped = false;

  constructor(
    private readonly news: NewsRepository,
    private readonly invalidation: CacheInvalidation,
  ) {}

  onApplicationBootstrap(): void {
    // Dropping the news answers (a write, another instance's write, or this clock) sets it again.
    this.invalidation.register(['news'], () => void this.set());
    void this.set();
  }

  onModuleDestroy(): void {
    this.stopped = true;
    this.clear();
  }

  /** Reads the next publication time and waits for it; resolves once the timer is set (or there is none). */
  async set(): Promise<void> {
    const mine = ++this.generation;
    let next: Date | null;
    try {
      next = await this.news.nextPublicationAfter(new Date());
    } catch (error) {
      if (mine !== this.generation || this.stopped) return;
      this.logger.warn(`Could not read the next news publication time: ${String(error)}`);
      this.wait(RETRY_MS, () => void this.set());
      return;
    }
    if (mine !== this.generation || this.stopped) return;
    if (!next) return this.clear();
    const due = next.getTime() + PUBLICATION_MARGIN_MS - Date.now();
    // The cached answers go (which sets the clock again, for the publication after this one).
    this.wait(Math.max(0, due), () => this.invalidation.dropChanged(['news']));
  }

  private wait(ms: number, then: () => void): void {
    this.clear();
    this.timer = setTimeout(
      () => {
        this.timer = null;
        then();
      },
      Math.min(ms, LONGEST_WAIT_MS),
    );
    // Never what keeps the process alive.
    this.timer.unref();
  }

  private clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
