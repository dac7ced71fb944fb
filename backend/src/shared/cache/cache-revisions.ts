import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { ALL_TAGS, CacheInvalidation, type CacheTag } from './cache-invalidation.js';

/** How often an instance looks for the other instances' writes. */
export const CACHE_SYNC_MS = 1000;

/**
 * The channel between instances on one MySQL database (ADR 0021, 0049, 0059). Every instance has its
 * own ReadCache (cached HTTP answers, the sorted card list, gallery orders). A write on one instance
 * bumps the `cache_revisions` rows of the tags it changed; every instance reads that small table
 * every second and hands the tags whose rows moved to `CacheInvalidation`, which drops every value
 * built from them. So a change made on one instance shows on the others within about a second (on
 * the instance that made it, at once). SQLite is one process: nothing to share.
 */
@Injectable()
export class CacheRevisions implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CacheRevisions.name);
  private readonly shared: boolean;
  private known: Map<string, number> | null = null;
  private polling = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invalidation: CacheInvalidation,
  ) {
    // Not only when READ_CACHE is on: the sorted card list and gallery orders are cached either way.
    this.shared = config.dbType === 'mysql';
    if (this.shared) invalidation.connect((changed) => this.bump(changed));
  }

  /** The first look, before any start-up work can fill a cache: a write after it is seen by the next. */
  async onModuleInit(): Promise<void> {
    if (this.shared) await this.poll();
  }

  onApplicationBootstrap(): void {
    if (!this.shared) return;
    this.timer = setInterval(() => void this.poll(), CACHE_SYNC_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Tells the other instances what changed here (best effort, logged on failure). */
  private bump(changed: readonly CacheTag[]): void {
    if (!changed.length) return;
    const rows = changed.map(() => '(?, 1)').join(', ');
    this.dataSource
      .query(`INSERT INTO cache_revisions (tag, revision) VALUES ${rows} ON DUPLICATE KEY UPDATE revision = revision + 1`, [...changed])
      .catch((error: unknown) => this.logger.warn(`Could not share a cache invalidation: ${String(error)}`));
  }

  /** Drops the caches of every tag whose revision moved since the last look (not at the first). */
  async poll(): Promise<void> {
    // A slow look is not overtaken by the next one (which would compare against older rows).
    if (this.polling) return;
    this.polling = true;
    let rows: Array<{ tag: string; revision: number | string }>;
    try {
      rows = await this.dataSource.query('SELECT tag, revision FROM cache_revisions');
    } catch {
      return; // The database is away: the health check says so; caches stay until it is back.
    } finally {
      this.polling = false;
    }
    const current = new Map(rows.map((row) => [row.tag, Number(row.revision)]));
    if (this.known) {
      const changed = [...current].filter(([tag, revision]) => this.known!.get(tag) !== revision).map(([tag]) => tag as CacheTag);
      const known = changed.filter((tag) => ALL_TAGS.includes(tag));
      if (known.length) this.invalidation.dropChanged(known);
    }
    this.known = current;
  }
}
