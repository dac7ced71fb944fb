// The swatch of each card colour: the browser's text faces and the API's deck picture draw a card
// without a picture in the same colours (ADR 0072). Types: card-colours.d.ts.

export const CARD_COLOUR_SWATCHES = Object.freeze({
  red: '#d8463b',
  green: '#2f9e5f',
  blue: '#2f7fd6',
  purple: '#8b55cc',
  black: '#1d1f24',
  yellow: '#e8c431',
});

export function colourSwatch(name) {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(CARD_COLOUR_SWATCHES, key) ? CARD_COLOUR_SWATCHES[key] : undefined;
}
