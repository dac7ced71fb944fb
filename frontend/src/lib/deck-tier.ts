import type { DeckDto } from '../api/generated';
import type { MessageId } from '../i18n/messages';

/** A tier as stored ('Tier 3' is shown as Rogue); which tiers exist is the game rules' (GET /api/game-rules). */
export type Tier = DeckDto['tier'];

/** How each tier reads; an unknown value (older data) reads as Rogue. */
const TIER_LABELS: Record<string, MessageId> = {
  'Tier 1': 'decks.tier.tier1',
  'Tier 2': 'decks.tier.tier2',
  'Tier 3': 'decks.tier.rogue',
};

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && value in TIER_LABELS;
}

/** The message of a tier; an unknown value (older data) is shown as Rogue, like Tier 3. */
export function tierLabelId(tier: string): MessageId {
  return TIER_LABELS[tier] ?? 'decks.tier.rogue';
}

/** A CSS modifier: tier-badge--tier1, tier-badge--tier2, tier-badge--rogue. */
export function tierModifier(tier: string): 'tier1' | 'tier2' | 'rogue' {
  return tier === 'Tier 1' ? 'tier1' : tier === 'Tier 2' ? 'tier2' : 'rogue';
}
