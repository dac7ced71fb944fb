import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { ALL_TAGS, ResponseCache, type CacheTag } from './response-cache.js';

/** How often an instance looks for the other instances' writes. */
export const CACHE_SYNC_MS = 1000;

/**
 * Several instances on one MySQL database (ADR 0021) each keep their own answers (ADR 0022). A write
 * bumps the `cache_revisions` rows of what it changed; every instance reads the table every second
 * and drops its kept answers whose rows moved, so a change made on one instance shows on the others
 * within about a second (on the instance that wrote it, at once). SQLite is one process: nothing to do.
 */
@Injectable()
export class CacheRevisions implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CacheRevisions.name);
  private readonly shared: boolean;
  private known: Map<string, number> | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: ResponseCache,
  ) {
    this.shared = config.dbType === 'mysql' && config.readCache;
  }

  onApplicationBootstrap(): void {
    if (!this.shared) return;
    this.timer = setInterval(() => void this.poll(), CACHE_SYNC_MS);
    this.timer.unref();
    void this.poll();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** After a write on this instance: tells the others what changed (best effort, logged on failure). */
  bump(tags: readonly CacheTag[] | 'all'): void {
    if (!this.shared) return;
    const bumped = tags === 'all' ? ALL_TAGS : tags;
    if (!bumped.length) return;
    const rows = bumped.map(() => '(?, 1)').join(', ');
    this.dataSource
      .query(`INSERT INTO cache_revisions (tag, revision) VALUES ${rows} ON DUPLICATE KEY UPDATE revision = revision + 1`, [...bumped])
      .catch((error: unknown) => this.logger.warn(`Could not share a cache invalidation: ${String(error)}`));
  }

  /** Drops the kept answers of every kind whose revision moved since the last look (not at the first). */
  async poll(): Promise<void> {
    let rows: Array<{ tag: string; revision: number | string }>;
    try {
      rows = await this.dataSource.query('SELECT tag, revision FROM cache_revisions');
    } catch {
      return; // The database is away: the health check says so; kept answers stay until it is back.
    }
    const current = new Map(rows.map((row) => [row.tag, Number(row.revision)]));
    if (this.known) {
      const changed = [...current].filter(([tag, revision]) => this.known!.get(tag) !== revision).map(([tag]) => tag as CacheTag);
      if (changed.length) this.cache.invalidate(changed.filter((tag) => ALL_TAGS.includes(tag)));
    }
    this.known = current;
  }
}
