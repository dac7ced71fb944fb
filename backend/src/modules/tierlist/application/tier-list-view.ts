import type { PublishedDeckSummary } from '../../decks/application/published-deck-summaries.query.js';
import type { Tier, TierListEntry } from '../domain/tier-list.js';

/** A ranked entry with its (published) deck. */
export interface RankedEntry {
  entry: TierListEntry;
  deck: PublishedDeckSummary;
}

/** One format's public tier list: the three tiers in order, each by position. */
export interface TierListFormatView {
  code: string;
  name: string;
  isCurrent: boolean;
  tiers: Array<{ tier: Tier; entries: RankedEntry[] }>;
}

/** The public tier list: every format shown (or the one asked for), current first. */
export interface TierListView {
  /** The current format's code ('' when none is). */
  currentFormat: string;
  formats: TierListFormatView[];
}
