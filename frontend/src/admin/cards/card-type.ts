/** The types the card form accepts (SPEC §3: the game's four, plus DON for the admin tools). */
export const CARD_TYPES = ['LEADER', 'CHARACTER', 'EVENT', 'STAGE', 'DON'] as const;
export type CardType = (typeof CARD_TYPES)[number];

const CANONICAL = ['CHARACTER', 'EVENT', 'LEADER', 'STAGE'] as const;

/**
 * SPEC §4 card type normalisation, the same rule as the API's `normalizeCardType` (backend
 * domain/card.ts), so the table can show which rows the normalise button would change:
 * empty or '-' becomes empty; DON or DON!! becomes DON; an exact type in any case becomes canonical;
 * a type containing one of those words becomes it; otherwise the uppercase value is kept.
 */
export function normalizeCardType(raw: string | null | undefined): string {
  const value = (raw ?? '').trim().toUpperCase();
  if (value === '' || value === '-') return '';
  if (value === 'DON' || value === 'DON!!') return 'DON';
  const exact = CANONICAL.find((type) => type === value);
  if (exact) return exact;
  return CANONICAL.find((type) => value.includes(type)) ?? value;
}

/** The stored type differs from its normalised form: the normalise button would rewrite it. */
export function needsNormalisation(type: string | null | undefined): boolean {
  return normalizeCardType(type) !== (type ?? '');
}

export function isCardType(type: string | null | undefined): type is CardType {
  return (CARD_TYPES as readonly string[]).includes(type ?? '');
}

/** For the 'only empty or invalid type' toggle: no type, or one the form would not accept as it is. */
export function hasEmptyOrInvalidType(type: string | null | undefined): boolean {
  return !isCardType(type);
}
