import { CARD_NUMBER_MAX, CARD_NUMBER_MIN, type NewCard } from './card.js';
import { readableSetName } from './card-sets.js';

/** The messages for a file that is not card data at all (docs/product.md#card-import-files). */
export const INVALID_FORMAT = 'Invalid JSON format. Please check your file.';
export const EXPECTED_ARRAY = 'Invalid JSON format. Expected an array of cards.';

/** One problem of an entry, by code, for a client to say in its own language (issue #10). */
export interface EntryIssue {
  field: 'entry' | 'code' | 'name' | 'cost' | 'power' | 'life';
  issue: 'not_an_object' | 'missing' | 'not_a_number';
}

export interface EntryProblem {
  /** Position in the file (0-based) or the key of a keyed entry. */
  entry: string;
  code: string | null;
  /** The problems in words (English, for API consumers reading a response by hand). */
  problems: string[];
  /** The same problems by code: what a screen translates. */
  issues: EntryIssue[];
}

export type ImportParseResult = { ok: true; cards: NewCard[]; format: 'keyed' | 'standard' } | { ok: false; message: string; entries: EntryProblem[] };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Entry = Record<string, Json>;

const isObject = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The official card list's address for a code, used when a file carries no usable image. */
export function officialImageUrl(code: string): string {
  return `https://en.onepiece-cardgame.com/images/cardlist/card/${encodeURIComponent(code)}.png`;
}

/**
 * Reads an import file (docs/product.md#card-import-files): the keyed format first (an object of entries keyed by code),
 * then the standard one (an array, or an object holding it under `cards` or `data`). Field names
 * of both formats and of the official list are understood, so real-world files import as they are.
 * Any broken entry rejects the whole file, naming each broken entry.
 */
export function parseCardImport(data: unknown): ImportParseResult {
  const located = locateEntries(data);
  if ('message' in located) return { ok: false, message: located.message, entries: [] };
  const cards: NewCard[] = [];
  const entries: EntryProblem[] = [];
  located.entries.forEach(([label, raw]) => {
    const result = toNewCard(raw, located.format === 'keyed' ? label : undefined);
    if ('problems' in result)
      entries.push({ entry: label, code: result.code, problems: result.problems.map(({ text }) => text), issues: result.problems.map(({ issue }) => issue) });
    else cards.push(result.card);
  });
  if (entries.length) return { ok: false, message: INVALID_FORMAT, entries };
  if (!cards.length) return { ok: false, message: EXPECTED_ARRAY, entries: [] };
  return { ok: true, cards, format: located.format };
}

function locateEntries(data: unknown): { format: 'keyed' | 'standard'; entries: Array<[string, unknown]> } | { message: string } {
  if (Array.isArray(data)) return { format: 'standard', entries: data.map((entry, index) => [String(index), entry]) };
  if (!isObject(data)) return { message: EXPECTED_ARRAY };
  const keyed = keyedEntries(data);
  if (keyed) return { format: 'keyed', entries: keyed };
  for (const wrapper of ['cards', 'data']) {
    const inner = data[wrapper];
    if (Array.isArray(inner)) return { format: 'standard', entries: inner.map((entry, index) => [String(index), entry]) };
    const nested = isObject(inner) ? keyedEntries(inner) : null;
    if (nested) return { format: 'keyed', entries: nested };
  }
  return { message: EXPECTED_ARRAY };
}

/** Entries of an object keyed by card code: every value is itself an object. */
function keyedEntries(data: Entry): Array<[string, unknown]> | null {
  const values = Object.entries(data);
  if (!values.length || !values.every(([, value]) => isObject(value))) return null;
  // { cards: {...} } is a wrapper, not a card called "cards".
  if (values.length === 1 && ['cards', 'data'].includes(values[0][0])) return null;
  return values;
}

interface Problem {
  text: string;
  issue: EntryIssue;
}

function toNewCard(raw: unknown, key?: string): { card: NewCard } | { code: string | null; problems: Problem[] } {
  if (!isObject(raw)) return { code: null, problems: [{ text: 'not an object', issue: { field: 'entry', issue: 'not_an_object' } }] };
  const problems: Problem[] = [];
  const code = text(raw.code) ?? text(raw.id) ?? (key ? key.trim() : null);
  const name = text(raw.name);
  if (!code) problems.push({ text: 'code is missing', issue: { field: 'code', issue: 'missing' } });
  if (!name) problems.push({ text: 'name is missing', issue: { field: 'name', issue: 'missing' } });
  const cost = number(raw.cost, 'cost', problems);
  const power = number(raw.power, 'power', problems);
  const life = number(raw.life, 'life', problems);
  if (problems.length) return { code, problems };

  const type = (text(raw.type) ?? text(raw.category) ?? '').toUpperCase();
  return {
    card: {
      code: code!,
      name: name!,
      type,
      imageUrl: imageOf(raw) ?? officialImageUrl(code!),
      // The official data keeps a leader's life in cost; files with an explicit life follow suit.
      cost: cost ?? (type === 'LEADER' ? life : null),
      power,
      counter: counterOf(raw.counter),
      color: joined(raw.color ?? raw.colors),
      // The keyed format of docs/product.md: the first of `attribute`; the official list's `attributes` are all kept ('Slash/Special').
      attribute: raw.attribute !== undefined ? attributeOf(raw.attribute) : joined(raw.attributes),
      family: joined(raw.family ?? raw.archetype ?? raw.types),
      ability: cardText(raw.ability ?? raw.effectText ?? raw.effect),
      trigger: cardText(raw.trigger ?? raw.triggerText),
      set: setOf(raw.set),
      rarity: text(raw.rarity),
    },
  };
}

function text(value: Json | undefined): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Numbers, numeric strings; '-', '' and null mean none (real data writes zero as null too). */
function number(value: Json | undefined, field: 'cost' | 'power' | 'life', problems: Problem[]): number | null {
  if (value === null || value === undefined) return null;
  const inRange = (whole: number) => whole >= CARD_NUMBER_MIN && whole <= CARD_NUMBER_MAX;
  if (typeof value === 'number' && Number.isFinite(value) && inRange(Math.trunc(value))) return Math.trunc(value);
  if (typeof value === 'string') {
    const trimmed = value.trim().replace(/^\+/, '');
    if (trimmed === '' || trimmed === '-') return null;
    if (/^-?\d+$/.test(trimmed) && inRange(Number(trimmed))) return Number(trimmed);
  }
  problems.push({ text: `${field} must be a number (got ${JSON.stringify(value)})`, issue: { field, issue: 'not_a_number' } });
  return null;
}

function counterOf(value: Json | undefined): string | null {
  const counter = text(value);
  return counter === null || counter === '-' || counter === '0' ? null : counter.replace(/^\+/, '');
}

function joined(value: Json | undefined): string | null {
  if (Array.isArray(value))
    return (
      value
        .map((part) => text(part))
        .filter(Boolean)
        .join('/') || null
    );
  return text(value);
}

function attributeOf(value: Json | undefined): string | null {
  if (Array.isArray(value)) return text(value[0]);
  if (isObject(value)) return text(value.name);
  return text(value);
}

/** Sources write '&amp;' in some set names: stored readable. */
function setOf(value: Json | undefined): string | null {
  const name = isObject(value) ? text(value.name) : text(value);
  return name === null ? null : readableSetName(name) || null;
}

/** '<br>' becomes a line break (docs/product.md: newlines as line breaks); '-' means no text. */
function cardText(value: Json | undefined): string | null {
  const content = text(value);
  if (content === null || content === '-') return null;
  return content.replace(/<br\s*\/?>/gi, '\n');
}

function imageOf(raw: Entry): string | null {
  const images = raw.images;
  const candidates = [isObject(images) ? images.large : undefined, isObject(images) ? images.small : undefined, raw.image, raw.imageUrl, raw.image_url];
  for (const candidate of candidates) {
    const url = text(candidate);
    // Real files hold broken addresses like 'https://en.onepiece-cardgame.comundefined'.
    if (url && /^https?:\/\/[^/\s]+\.[a-z]{2,}(\/|$)/i.test(url) && !/undefined$/.test(url)) return url;
    if (url && url.startsWith('/uploads/')) return url;
  }
  return null;
}
