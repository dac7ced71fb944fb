/** The request limit of POST /api/cards/import: a bigger file is refused before it is read. */
export const MAX_IMPORT_BYTES = 12 * 1024 * 1024;

export type FileCheck = { ok: true; file: File } | { ok: false; reason: 'onlyOneFile' | 'onlyJsonFiles' | 'tooLarge' };

/**
 * Card import file (docs/product.md#card-import-files): exactly one file, of type application/json. Some systems give .json files
 * no type at all: those are accepted by their extension.
 */
export function checkImportFiles(files: readonly File[]): FileCheck {
  if (files.length !== 1) return { ok: false, reason: 'onlyOneFile' };
  const file = files[0]!;
  const isJson = file.type === 'application/json' || (file.type === '' && file.name.toLowerCase().endsWith('.json'));
  if (!isJson) return { ok: false, reason: 'onlyJsonFiles' };
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, reason: 'tooLarge' };
  return { ok: true, file };
}

export type JsonReadResult =
  | { ok: true; data: object }
  | { ok: false; reason: 'blank' | 'expectedArray' | 'emptyList' }
  /** `detail`: the JSON parser's own words, with where the text stops being JSON (position, or line and column). */
  | { ok: false; reason: 'invalidJson'; detail: string };

/**
 * Reads pasted or uploaded text as card data. What is not JSON at all is refused here with the
 * parser's words on where it breaks; a value that cannot hold cards (a number, a string) with
 * 'Expected an array of cards.'; a list with nothing in it (`[]`, `{ "cards": [] }`, `{}`) as empty.
 * Which entries are cards is then the API's call.
 */
export function readCardJson(text: string): JsonReadResult {
  // A byte-order mark is invisible in editors but breaks JSON.parse.
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim() === '') return { ok: false, reason: 'blank' };
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    return { ok: false, reason: 'invalidJson', detail: error instanceof Error ? error.message : String(error) };
  }
  if (typeof data !== 'object' || data === null) return { ok: false, reason: 'expectedArray' };
  if (isEmptyList(data)) return { ok: false, reason: 'emptyList' };
  return { ok: true, data };
}

/** A list of no cards, in any of the shapes a card file takes (an array, `{ cards: [...] }`, entries keyed by code). */
function isEmptyList(data: object): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const cards = (data as { cards?: unknown }).cards;
  if (Array.isArray(cards)) return cards.length === 0;
  return Object.keys(data).length === 0;
}

/** The file's text (FileReader rather than Blob.text(), which some engines and jsdom lack). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}
