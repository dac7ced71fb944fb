import { Injectable } from '@nestjs/common';

/**
 * What a cached value was built from. A write names what it changed (`shared/http/write-effects.ts`
 * for HTTP writes); every cache built from one of those tags is dropped.
 */
export type CacheTag = 'cards' | 'decks' | 'news' | 'comments' | 'tierlist' | 'formats' | 'pages';

export const ALL_TAGS: readonly CacheTag[] = ['cards', 'decks', 'news', 'comments', 'tierlist', 'formats', 'pages'];

/** What a write changed: some tags, or everything. */
export type ChangedTags = readonly CacheTag[] | 'all';

interface RegisteredCache {
  tags: readonly CacheTag[];
  drop: (changed: readonly CacheTag[]) => void;
}

/**
 * The one way a cache learns that what it was built from has changed (ADR 0049). Every cache of the
 * process registers here with the tags it is built from: the cached HTTP answers (ResponseCache, all
 * tags, each answer dropped by its own), the card list and searches (cards), the tier list (tier
 * list, decks, cards, formats) and the game rules (formats).
 *
 * - `invalidate(tags)` after a write on this instance: drops the caches here at once and tells the
 *   other instances through the connected channel (`CacheRevisions`, a revision per tag in the
 *   database). Called by the HTTP write hook for every successful write, and by the few writes made
 *   outside a request (the demo seed).
 * - `dropChanged(tags)` when another instance changed them: drops the caches here, tells no one.
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
