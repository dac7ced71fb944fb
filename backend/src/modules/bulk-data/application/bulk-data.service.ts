import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CacheInvalidation, type CacheTag } from '../../../shared/cache/cache-invalidation.js';
import { AppConfig } from '../../../shared/config/app-config.js';
import { Readiness } from '../../../shared/observability/readiness.js';
import { BULK_FILE_TYPES, nextStep, rebuildPolicy, type BulkFileType, type RebuildPolicy } from '../domain/bulk-file.js';
import { BulkFileNotFoundError, BulkFileNotReadyError, isBulkFileTypeOrThrow } from '../domain/bulk-data.errors.js';
import { BulkFileContents } from './ports/bulk-file-contents.js';
import { BulkFileStore, type StoredBulkFile } from './ports/bulk-file-store.js';

/** What each file is built from: a write that changes one of these makes it stale. */
const BUILT_FROM: Record<BulkFileType, readonly CacheTag[]> = {
  cards: ['cards'],
  // A deck's cards and leader are read by the one rule (by id, else by code): a card import may change them.
  decks: ['decks', 'cards'],
};

/** How long a builder may hold a file before another instance may take over (a crashed builder). */
const LEASE_MS = 10 * 60 * 1000;

/** A built file as the listing gives it. */
export interface BulkFileView extends StoredBulkFile {
  builtAt: Date;
  etag: string;
}

/** A file to send. */
export interface BulkFileDownload {
  type: BulkFileType;
  bytes: Buffer;
  etag: string;
  builtAt: Date;
}

/**
 * The bulk files (ADR 0069): listed and served from the shared store; rebuilt by one instance at a
 * time after a change heard through the one invalidation path (ADR 0049, 0059), at most every
 * BULK_DATA_INTERVAL_S, and when a day old.
 */
@Injectable()
export class BulkDataService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BulkDataService.name);
  private readonly policy: RebuildPolicy;
  /** When this instance last heard of a change to what each file is built from. */
  private readonly changedAt = new Map<BulkFileType, Date>();
  /** The bytes last read from the store, by type: asked again only when the stored ETag moves. */
  private readonly held = new Map<BulkFileType, { etag: string; bytes: Buffer }>();
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly store: BulkFileStore,
    private readonly contents: BulkFileContents,
    invalidation: CacheInvalidation,
    config: AppConfig,
    private readonly readiness: Readiness,
  ) {
    this.policy = rebuildPolicy(config.bulkDataIntervalMs);
    for (const type of BULK_FILE_TYPES) invalidation.register(BUILT_FROM[type], () => this.changedAt.set(type, new Date()));
  }

  onApplicationBootstrap(): void {
    // A look a second (five times a second with no interval): each is one small query.
    this.timer = setInterval(() => void this.check(), this.policy.intervalMs ? 1000 : 200);
    this.timer.unref();
    void this.check();
  }

  /** Stops looking and waits for a build under way (the database goes away after this). */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.checking;
  }

  /** The built files. */
  async list(): Promise<BulkFileView[]> {
    return (await this.store.list()).filter((file): file is BulkFileView => file.builtAt !== null && file.etag !== null);
  }

  async download(type: string): Promise<BulkFileDownload> {
    const name = isBulkFileTypeOrThrow(type);
    const file = (await this.store.list()).find((stored) => stored.type === name);
    if (!file) throw new BulkFileNotFoundError();
    if (!file.builtAt || !file.etag) throw new BulkFileNotReadyError();
    let held = this.held.get(name);
    if (held?.etag !== file.etag) {
      const bytes = await this.store.bytes(name, file.etag);
      // Rebuilt between the two reads: the newer file next time; this caller is told to ask again.
      if (!bytes) throw new BulkFileNotReadyError();
      held = { etag: file.etag, bytes };
      this.held.set(name, held);
    }
    return { type: name, bytes: held.bytes, etag: held.etag, builtAt: file.builtAt };
  }

  /** One look at every file; a look is never overtaken by the next one. */
  check(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.checking ??= this.rebuildWhatIsDue().finally(() => (this.checking = null));
    return this.checking;
  }

  private async rebuildWhatIsDue(): Promise<void> {
    // Not before the migrations and the demo seed are done: a first build would read a half-filled database.
    if (this.readiness.waitingFor().length) return;
    try {
      for (const file of await this.store.list()) {
        if (this.stopped) return;
        const now = new Date();
        if (nextStep(file, this.changedAt.get(file.type) ?? null, now, this.policy) !== 'build') continue;
        if (!(await this.store.claim(file.type, new Date(now.getTime() + LEASE_MS), now))) continue;
        await this.rebuild(file.type);
      }
    } catch {
      // The database is away: the health check says so; the next look tries again.
    }
  }

  private async rebuild(type: BulkFileType): Promise<void> {
    // The build's reading begins now: a change heard from here on makes it stale again.
    const builtAt = new Date();
    try {
      const file = await this.contents.build(type);
      await this.store.save(type, file, builtAt);
      this.logger.log(`Bulk file ${type} rebuilt: ${file.itemCount} entries, ${file.bytes.length} bytes gzip'd`);
    } catch (error) {
      this.logger.warn(`Bulk file ${type} could not be rebuilt: ${String(error)}`);
      await this.store.release(type).catch(() => undefined);
    }
  }
}
