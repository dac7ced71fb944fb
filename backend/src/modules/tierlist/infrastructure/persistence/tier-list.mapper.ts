import { isTier, type TierListEntry } from '../../domain/tier-list.js';
import type { TierListOrmEntity } from './tier-list.orm-entity.js';

export function toDomain(row: TierListOrmEntity): TierListEntry {
  return {
    id: row.id,
    deckId: row.deckId,
    format: row.format,
    // Anything unexpected in old data is ranked as Rogue, as the site shows it.
    tier: isTier(row.tier) ? row.tier : 'Tier 3',
    position: row.position,
    notes: row.notes ?? '',
    lastUpdated: row.lastUpdated,
  };
}
