import type { DeckSummaryDto, GameRulesDto, TierDisplayDto } from '../api/generated';
import type { MessageId } from '../i18n/messages';

/** A tier as stored; which tiers exist and how each is shown are the game rules' (GET /api/game-rules). */
export type Tier = DeckSummaryDto['tier'];

/** How a tier is shown (label and badge style), as the game rules say: tier1, tier2, rogue. */
export type TierKey = TierDisplayDto['key'];

/** How each display key reads (translations, not rules). */
const TIER_LABELS: Record<TierKey, MessageId> = {
  tier1: 'decks.tier.tier1',
  tier2: 'decks.tier.tier2',
  rogue: 'decks.tier.rogue',
};

/**
 * The display key of a tier by the game rules; a value they do not list (older data) is shown as
 * Rogue. Undefined while the rules load.
 */
export function tierKey(tier: string, rules: Pick<GameRulesDto, 'tierDisplay'> | undefined): TierKey | undefined {
  if (!rules) return undefined;
  return rules.tierDisplay.find((display) => display.tier === tier)?.key ?? 'rogue';
}

/** A display key ('tier1', 'tier2', 'rogue'), e.g. from the gallery's address. */
export function isTierKey(value: string | null | undefined): value is TierKey {
  return typeof value === 'string' && Object.hasOwn(TIER_LABELS, value);
}

/** The tier as stored for a display key, by the game rules; undefined while they load. */
export function tierOfKey(key: TierKey, rules: Pick<GameRulesDto, 'tierDisplay'> | undefined): Tier | undefined {
  return rules?.tierDisplay.find((display) => display.key === key)?.tier;
}

/** The message of a display key. */
export function tierLabelId(key: TierKey): MessageId {
  return TIER_LABELS[key];
}
