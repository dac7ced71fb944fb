import { Injectable } from '@nestjs/common';

/**
 * What a cached value was built from. A write names what it changed (`@Invalidates` on HTTP writes,
 * else everything); every value built from one of those tags is dropped.
 */
export type CacheTag = 'cards' | 'decks' | 'news' | 'comments' | 'tierlist' | 'formats' | 'pages' | 'favorites' | 'tournaments';

export const ALL_TAGS: readonly CacheTag[] = ['cards', 'decks', 'news', 'comments', 'tierlist', 'formats', 'pages', 'favorites', 'tournaments'];

/** What a write changed: some tags, or everything. */
export type ChangedTags = readonly CacheTag[] | 'all';

interface RegisteredCache {
  tags: readonly CacheTag[];
  drop: (changed: readonly CacheTag[]) => void;
}

/**
 * The one way the cache learns that what a value was built from has changed (ADR 0049, 0059). The
 * ReadCache registers here (every tag, each value dropped by its own).
 *
 * - `invalidate(tags)` after a write on this instance: drops the values here at once and tells the
 *   other instances through the connected channel (`CacheRevisions`, a revision per tag in the
 *   database). Called by the HTTP edge after every successful write (`HttpCacheInterceptor`, with the
 *   write's `@Invalidates` tags), and by the few writes made outside a request (the demo seed).
 * - `dropChanged(tags)` when another instance changed them: drops the values here, tells no one.
 */
@Injectable()
export class CacheInvalidation {
  private readonly caches: RegisteredCache[] = [];
  private readonly channels: Array<(changed: readonly CacheTag[]) => void> = [];

  /** A cache built from `tags`: `drop` is called with the changed ones among them whenever any changes, here or elsewhere. */
  register(tags: readonly CacheTag[], drop: (changed: readonly CacheTag[]) => void): void {
    this.caches.push({ tags, drop });
  }

  /** Where this instance tells the others what it changed. */
  connect(channel: (changed: readonly CacheTag[]) => void): void {
    this.channels.push(channel);
  }

  /** After a write on this instance: every cache built from `tags` is dropped, here at once and on the other instances. */
  invalidate(tags: ChangedTags): void {
    const changed = expand(tags);
    if (!changed.length) return;
    this.dropChanged(changed);
    for (const channel of this.channels) channel(changed);
  }

  /** What another instance changed: the caches built from it are dropped here only. */
  dropChanged(tags: readonly CacheTag[]): void {
    const changed = expand(tags);
    for (const cache of this.caches) {
      const hit = cache.tags.filter((tag) => changed.includes(tag));
      if (hit.length) cache.drop(hit);
    }
  }
}

function expand(tags: ChangedTags): readonly CacheTag[] {
  return tags === 'all' ? ALL_TAGS : ALL_TAGS.filter((tag) => tags.includes(tag));
}
