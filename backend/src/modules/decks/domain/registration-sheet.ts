import { normalizeCardType, PLAYABLE_TYPES } from '../../cards/domain/card.js';

/**
 * What a deck registration sheet lists (issue #16 item 4): the leader, then the main deck by card
 * type (Characters, Events, Stages, as the deck page groups it; any other type last so no card is
 * left off), each by code with its subtotal, and the total of the main deck.
 */
export interface SheetCard {
  code: string;
  name: string;
  type: string;
}

export interface SheetRow {
  quantity: number;
  code: string;
  name: string;
}

export interface SheetSection {
  /** CHARACTER, EVENT, STAGE, or OTHER. */
  type: string;
  rows: SheetRow[];
  total: number;
}

export interface RegistrationSheet {
  leader: { code: string; name: string } | null;
  sections: SheetSection[];
  /** Copies in the main deck (the leader not counted): 50 for a legal deck. */
  total: number;
}

const sectionOf = (type: string): string => {
  const normalized = normalizeCardType(type);
  return PLAYABLE_TYPES.some((playable) => playable === normalized) ? normalized : 'OTHER';
};

export function registrationSheet(leader: SheetCard | null, cards: ReadonlyArray<SheetCard & { quantity: number }>): RegistrationSheet {
  const order = [...PLAYABLE_TYPES, 'OTHER'];
  const sections = order.map((type) => {
    const rows = cards
      .filter((card) => sectionOf(card.type) === type)
      .sort((a, b) => a.code.localeCompare(b.code))
      .map(({ quantity, code, name }) => ({ quantity, code, name }));
    return { type, rows, total: rows.reduce((sum, row) => sum + row.quantity, 0) };
  });
  return {
    leader: leader ? { code: leader.code, name: leader.name } : null,
    sections: sections.filter((section) => section.rows.length > 0),
    total: sections.reduce((sum, section) => sum + section.total, 0),
  };
}
