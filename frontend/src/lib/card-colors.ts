/** Swatch colours for the six card colours; the API sends names, multicolour cards as "Red/Green". */
const CARD_COLOR_SWATCHES: Record<string, string> = {
  red: '#d8463b',
  green: '#2f9e5f',
  blue: '#2f7fd6',
  purple: '#8b55cc',
  black: '#1d1f24',
  yellow: '#e8c431',
};

/**
 * A card's colours as the data writes them, multicolour cards joined by '/': 'Red/Green' is
 * ['Red', 'Green']. Each part trimmed, empty parts dropped, spelling kept (callers fold case).
 * The one place the frontend splits a card's colour; the server's cardColours does the same.
 */
export function cardColours(color: string | null | undefined): string[] {
  return (color ?? '')
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The swatches of a card's colours, in order; unknown names are skipped. */
export function cardColorSwatches(color: string | null | undefined): string[] {
  return cardColours(color)
    .map((name) => CARD_COLOR_SWATCHES[name.toLowerCase()])
    .filter((swatch): swatch is string => swatch !== undefined);
}
