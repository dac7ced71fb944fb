import type { MessageId } from '../i18n/messages';

/** SPEC §3 tiers as stored; 'Tier 3' is shown as Rogue. */
export const TIERS = ['Tier 1', 'Tier 2', 'Tier 3'] as const;
export type Tier = (typeof TIERS)[number];

/** SPEC §3 formats, newest first (OP10 is the default). */
export const FORMATS = ['OP10', 'OP09', 'OP08'] as const;
export type Format = (typeof FORMATS)[number];

const TIER_LABELS: Record<Tier, MessageId> = {
  'Tier 1': 'decks.tier.tier1',
  'Tier 2': 'decks.tier.tier2',
  'Tier 3': 'decks.tier.rogue',
};

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** The message of a tier; an unknown value (older data) is shown as Rogue, like Tier 3. */
export function tierLabelId(tier: string): MessageId {
  return isTier(tier) ? TIER_LABELS[tier] : TIER_LABELS['Tier 3'];
}

/** A CSS modifier: tier-badge--tier1, tier-badge--tier2, tier-badge--rogue. */
export function tierModifier(tier: string): 'tier1' | 'tier2' | 'rogue' {
  return tier === 'Tier 1' ? 'tier1' : tier === 'Tier 2' ? 'tier2' : 'rogue';
}
