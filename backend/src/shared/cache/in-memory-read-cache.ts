import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../config/app-config.js';
import { ALL_TAGS, CacheInvalidation, type CacheTag } from './cache-invalidation.js';
import { ReadCache, type SizeOf } from './read-cache.js';

interface Entry {
  value: unknown;
  tags: readonly CacheTag[];
}

interface Build {
  promise: Promise<unknown>;
  tags: readonly CacheTag[];
}

/** What a value costs when its builder does not say: small answers and indexes. */
const DEFAULT_SIZE = 1024;

/**
 * ReadCache in this process's memory, bounded in bytes (READ_CACHE_MB), least recently used first.
 * Each instance has its own; `CacheInvalidation` keeps them coherent (ADR 0049, 0059).
 */
@Injectable()
export class InMemoryReadCache extends ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly builds = new Map<string, Build>();
  /** Bumped by every invalidation of a tag: a build that started before it is not cached. */
  private readonly generations = new Map<CacheTag, number>();
  private readonly sizes = new WeakMap<Entry, number>();

  constructor(config: AppConfig, invalidation: CacheInvalidation) {
    super();
    this.entries = new LRUCache<string, Entry>({ maxSize: config.readCacheBytes, sizeCalculation: (entry) => this.sizes.get(entry) ?? DEFAULT_SIZE });
    invalidation.register(ALL_TAGS, (changed) => this.drop(changed));
  }

  get<T>(key: string): T | undefined {
    return this.entries.get(key)?.value as T | undefined;
  }

  getOrBuild<T>(key: string, tags: readonly CacheTag[], build: () => Promise<T>, sizeOf?: SizeOf<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) return Promise.resolve(cached.value as T);
    const pending = this.builds.get(key);
    if (pending) return pending.promise as Promise<T>;
    const before = this.snapshot(tags);
    const promise = build();
    const mine: Build = { promise, tags };
    this.builds.set(key, mine);
    const settle = () => {
      if (this.builds.get(key) === mine) this.builds.delete(key);
    };
    promise.then((value) => {
      settle();
      if (this.snapshot(tags) !== before) return;
      const entry: Entry = { value, tags };
      this.sizes.set(entry, Math.max(1, Math.ceil(sizeOf?.(value) ?? DEFAULT_SIZE)));
      this.entries.set(key, entry);
    }, settle);
    return promise;
  }

  /** Drops every value built from any of `tags`, and forgets the builds under way from them. */
  private drop(tags: readonly CacheTag[]): void {
    const hit = (candidate: readonly CacheTag[]) => candidate.some((tag) => tags.includes(tag));
    for (const tag of tags) this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    for (const [key, entry] of this.entries.entries()) if (hit(entry.tags)) this.entries.delete(key);
    for (const [key, build] of this.builds) if (hit(build.tags)) this.builds.delete(key);
  }

  private snapshot(tags: readonly CacheTag[]): string {
    return tags.map((tag) => this.generations.get(tag) ?? 0).join(',');
  }
}
