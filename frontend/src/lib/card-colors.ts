/** Swatch colours for the six card colours; the API sends names, multicolour cards as "Red/Green". */
const CARD_COLOR_SWATCHES: Record<string, string> = {
  red: '#d8463b',
  green: '#2f9e5f',
  blue: '#2f7fd6',
  purple: '#8b55cc',
  black: '#1d1f24',
  yellow: '#e8c431',
};

/** The swatches of a card's colours, in order; unknown names are skipped. */
export function cardColorSwatches(color: string | null | undefined): string[] {
  if (!color) return [];
  return color
    .split('/')
    .map((name) => CARD_COLOR_SWATCHES[name.trim().toLowerCase()])
    .filter((swatch): swatch is string => swatch !== undefined);
}
