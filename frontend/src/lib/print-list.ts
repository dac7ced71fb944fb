/**
 * The card list of /print and its `d` query parameter (ADR 0019): comma-separated `CODE.QUANTITY`
 * entries, e.g. `d=OP01-016.4,OP01-025.2` — readable, short, and made only of characters that need no
 * escaping in a URL. A quantity of 1 may be written as the code alone (`OP01-001`).
 *
 * Decoding never throws: a malformed entry is dropped, so a bad `d` yields an empty list, never an error.
 */
export interface PrintEntry {
  code: string;
  quantity: number;
}

/** The largest quantity one entry may carry (a whole deck is 50 cards; more is a typo or an attack). */
export const MAX_PRINT_QUANTITY = 99;
/** Entries read from one `d` (longer values are cut, so a huge address cannot freeze the page). */
export const MAX_PRINT_ENTRIES = 200;

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/;
const ENTRY = /^([A-Za-z0-9][A-Za-z0-9_-]{1,31})(?:\.(\d{1,3}))?$/;

/** The `d` value for a list: entries in list order, zero and negative quantities left out. */
export function encodePrintList(entries: readonly PrintEntry[]): string {
  return entries
    .filter((entry) => Number.isInteger(entry.quantity) && entry.quantity > 0 && CODE.test(entry.code))
    .map(({ code, quantity }) => (quantity === 1 ? code : `${code}.${Math.min(quantity, MAX_PRINT_QUANTITY)}`))
    .join(',');
}

/**
 * Reads `d` syntactically: well-formed entries with a quantity from 1 to 99, codes upper-cased,
 * repeated codes added together (capped at 99). Which codes exist is checked by acceptKnownCodes.
 */
export function decodePrintList(value: string | null | undefined): PrintEntry[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  const byCode = new Map<string, number>();
  for (const raw of value.split(',').slice(0, MAX_PRINT_ENTRIES)) {
    const match = ENTRY.exec(raw.trim());
    if (!match) continue;
    const quantity = match[2] === undefined ? 1 : Number(match[2]);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_PRINT_QUANTITY) continue;
    const code = match[1]!.toUpperCase();
    byCode.set(code, Math.min(MAX_PRINT_QUANTITY, (byCode.get(code) ?? 0) + quantity));
  }
  return [...byCode].map(([code, quantity]) => ({ code, quantity }));
}

/**
 * Only known card codes are accepted from `d` (docs/product.md#print). Matching ignores case; the result carries the
 * database's spelling of each code.
 */
export function acceptKnownCodes(entries: readonly PrintEntry[], knownCodes: Iterable<string>): PrintEntry[] {
  const canonical = new Map<string, string>();
  for (const code of knownCodes) canonical.set(code.toUpperCase(), code);
  return entries.flatMap((entry) => {
    const code = canonical.get(entry.code.toUpperCase());
    return code ? [{ code, quantity: entry.quantity }] : [];
  });
}

/** The /print address for a list (what the deck pages link to and what sharing copies). */
export function printListPath(entries: readonly PrintEntry[]): string {
  const d = encodePrintList(entries);
  return d ? `/print?d=${d}` : '/print';
}

/**
 * Quantity editing (docs/product.md#print): a non-numeric value is ignored (the list is returned unchanged), 0 or less
 * removes the card, anything else sets the quantity (capped at 99).
 */
export function applyQuantityInput(entries: readonly PrintEntry[], code: string, text: string): PrintEntry[] {
  const trimmed = text.trim();
  if (!/^[-+]?\d+$/.test(trimmed)) return [...entries];
  const quantity = Number(trimmed);
  if (quantity <= 0) return entries.filter((entry) => entry.code !== code);
  return entries.map((entry) => (entry.code === code ? { code, quantity: Math.min(quantity, MAX_PRINT_QUANTITY) } : entry));
}

/** Adds copies to the list: a card already there gets the added quantity (capped at 99), a new one goes to the end. */
export function addEntries(entries: readonly PrintEntry[], added: readonly PrintEntry[]): PrintEntry[] {
  const result = entries.map((entry) => ({ ...entry }));
  for (const { code, quantity } of added) {
    const existing = result.find((entry) => entry.code === code);
    if (existing) existing.quantity = Math.min(existing.quantity + quantity, MAX_PRINT_QUANTITY);
    else result.push({ code, quantity: Math.min(quantity, MAX_PRINT_QUANTITY) });
  }
  return result;
}

/** Adds one copy of a card (a new card goes to the end of the list). */
export function addOneCopy(entries: readonly PrintEntry[], code: string): PrintEntry[] {
  return addEntries(entries, [{ code, quantity: 1 }]);
}

/** One element per printed copy, in list order: what the pages are filled with. */
export function expandCopies(entries: readonly PrintEntry[]): string[] {
  return entries.flatMap(({ code, quantity }) => Array.from({ length: quantity }, () => code));
}
