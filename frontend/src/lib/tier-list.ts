import type { RankedTierListEntryDto, TierListDto, TierListFormatDto } from '../api/generated';

/** Meta overview (docs/product.md#limits): per tier, by position, at most 3 decks. */
export const META_DECKS_PER_TIER = 3;

/**
 * The format to show: the one asked for when the tier list has it, else the current format, else
 * the first listed. Undefined only when there are no formats at all.
 */
export function shownFormat(list: TierListDto | undefined, requested?: string | null): TierListFormatDto | undefined {
  if (!list) return undefined;
  const wanted = requested?.trim().toUpperCase();
  return (
    (wanted ? list.formats.find((format) => format.code === wanted) : undefined) ??
    list.formats.find((format) => format.code === list.currentFormat) ??
    list.formats[0]
  );
}

/** The home page's meta overview: the current format's tiers, each cut to its first 3 decks. */
export function metaOverview(list: TierListDto | undefined): TierListFormatDto | undefined {
  const current = shownFormat(list);
  if (!current) return undefined;
  return { ...current, tiers: current.tiers.map((tier) => ({ ...tier, entries: tier.entries.slice(0, META_DECKS_PER_TIER) })) };
}

export function countEntries(format: TierListFormatDto | undefined): number {
  return format ? format.tiers.reduce((sum, tier) => sum + tier.entries.length, 0) : 0;
}

/**
 * Where an entry goes when moved one place up or down its tier: the position of the neighbour it
 * swaps with (positions may skip over decks the public does not see, so it is not index ± 1).
 * Undefined at the ends.
 */
export function neighbourPosition(entries: readonly RankedTierListEntryDto[], index: number, direction: -1 | 1): number | undefined {
  return entries[index + direction]?.position;
}

/** A ranked deck in the shape the shared deck tile takes. */
export function entryAsDeckTile(entry: RankedTierListEntryDto) {
  return {
    id: entry.deck.id,
    name: entry.deck.name,
    author: entry.deck.author,
    tier: entry.tier,
    format: entry.deck.format,
    shortDescription: entry.notes,
    leader: entry.deck.leader,
  };
}
