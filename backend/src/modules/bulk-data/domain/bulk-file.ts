/**
 * The bulk files (ADR 0069): every card printing, and every listed deck with its list. Each is one
 * gzip'd JSON array, rebuilt by one instance at a time after a change or when it is a day old.
 */
export const BULK_FILE_TYPES = ['cards', 'decks'] as const;
export type BulkFileType = (typeof BULK_FILE_TYPES)[number];

export function isBulkFileType(value: string): value is BulkFileType {
  return (BULK_FILE_TYPES as readonly string[]).includes(value);
}

/** A file's name when saved: its type and the day it was built (`op-decks-cards-2026-11-27.json.gz`). */
export function bulkFileName(type: BulkFileType, builtAt: Date): string {
  return `op-decks-${type}-${builtAt.toISOString().slice(0, 10)}.json.gz`;
}

/** What the shared store says of a file. */
export interface BulkFileState {
  /** When the build that made the stored file began reading (null: never built). */
  builtAt: Date | null;
  /** Until when an instance holds the right to rebuild it (null or past: free). */
  leaseUntil: Date | null;
}

export interface RebuildPolicy {
  /** A file is rebuilt at most this often after changes (BULK_DATA_INTERVAL_S): a burst of writes costs one build. */
  intervalMs: number;
  /** The wait after the last change heard, so that an import's or a seed's writes land in one build. */
  quietMs: number;
  /** A file older than this is rebuilt even without a change heard (a write this instance missed). */
  maxAgeMs: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The policy for an interval: a quiet wait of at most 5 s, the nightly rebuild. */
export function rebuildPolicy(intervalMs: number): RebuildPolicy {
  return { intervalMs, quietMs: Math.min(intervalMs, 5000), maxAgeMs: DAY_MS };
}

/**
 * What an instance does about a file now: build it (after taking the lease), wait (too soon, or
 * another instance is building), or nothing (what it heard of is already in the file).
 * `changedAt`: when this instance last heard of a change to what the file is built from.
 */
export function nextStep(state: BulkFileState, changedAt: Date | null, now: Date, policy: RebuildPolicy): 'build' | 'wait' | 'fresh' {
  const leased = state.leaseUntil !== null && state.leaseUntil > now;
  if (!state.builtAt) return leased ? 'wait' : 'build';
  // A build that began after the change read it: whoever made it, nothing is left to do.
  const changed = changedAt !== null && changedAt >= state.builtAt;
  const old = now.getTime() - state.builtAt.getTime() >= policy.maxAgeMs;
  if (!changed && !old) return 'fresh';
  if (leased) return 'wait';
  if (changed && now.getTime() - changedAt.getTime() < policy.quietMs) return 'wait';
  if (changed && now.getTime() - state.builtAt.getTime() < policy.intervalMs) return 'wait';
  return 'build';
}
