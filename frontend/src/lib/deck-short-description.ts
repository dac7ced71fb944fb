/** A deck's short description in both languages (ADR 0076): `shortDescription` is the English one (the SPEC's field). */
export interface DeckShortDescriptions {
  shortDescription?: string | null;
  shortDescription_it?: string | null;
}

/**
 * The short description a page in `language` shows: the page's own when the deck has one, else the
 * other language's with that language named (`fallbackFrom`), so the page can mark it; null when there is none.
 */
export function shortDescriptionFor(deck: DeckShortDescriptions, language: 'it' | 'en'): { text: string; fallbackFrom: 'it' | 'en' | null } | null {
  const english = deck.shortDescription?.trim() ?? '';
  const italian = deck.shortDescription_it?.trim() ?? '';
  const [own, other] = language === 'it' ? [italian, english] : [english, italian];
  if (own) return { text: own, fallbackFrom: null };
  if (other) return { text: other, fallbackFrom: language === 'it' ? 'en' : 'it' };
  return null;
}
