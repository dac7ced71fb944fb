import { colourSwatch } from '@op-decks/shared-rules/card-colours';

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
  // The swatches are the API's too (its deck picture draws text faces in them): one table, in packages/shared-rules.
  return cardColours(color)
    .map(colourSwatch)
    .filter((swatch): swatch is string => swatch !== undefined);
}
