/** The card types the game prints; admin tools also know DON. Older data holds other spellings. */
export const CARD_TYPES = ['LEADER', 'CHARACTER', 'EVENT', 'STAGE', 'DON'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export interface Card {
  id: number;
  code: string;
  name: string;
  /** Canonical for new data, but stored as found: normalisation is an explicit admin action. */
  type: string;
  imageUrl: string | null;
  cost: number | null;
  power: number | null;
  counter: string | null;
  color: string | null;
  attribute: string | null;
  family: string | null;
  ability: string | null;
  trigger: string | null;
  set: string | null;
  /** As the source names it ('SuperRare', 'SR'); absent from files that do not carry it. */
  rarity?: string | null;
  createdAt: Date;
}

/** A card as it arrives from an import or the seed, before the database gives it an id. */
export type NewCard = Omit<Card, 'id' | 'createdAt'>;

/** A card's cost and power are stored as 32-bit integers (MySQL refuses more with an error, #32). */
export const CARD_NUMBER_MIN = -2_147_483_648;
export const CARD_NUMBER_MAX = 2_147_483_647;

const CANONICAL: readonly CardType[] = ['CHARACTER', 'EVENT', 'LEADER', 'STAGE'];

/**
 * Type normalisation (docs/product.md#card-types): empty or '-' becomes empty; DON or DON!! becomes DON; an exact type (any case)
 * becomes canonical; a type containing one of those words becomes it; otherwise the
 * uppercase value is kept.
 */
export function normalizeCardType(raw: string | null | undefined): string {
  const value = (raw ?? '').trim().toUpperCase();
  if (value === '' || value === '-') return '';
  if (value === 'DON' || value === 'DON!!') return 'DON';
  const exact = CANONICAL.find((type) => type === value);
  if (exact) return exact;
  return CANONICAL.find((type) => value.includes(type)) ?? value;
}

/** The type a deck's leader must have. */
export const LEADER_TYPE: CardType = 'LEADER';

/** Character, Event and Stage: what a deck holds besides its leader (not Leaders, not DON!!). */
export const PLAYABLE_TYPES: readonly CardType[] = ['CHARACTER', 'EVENT', 'STAGE'];

/** A Leader card, whatever spelling older data stored ('leader', 'Leader card'). */
export function isLeaderCard(card: Pick<Card, 'type'>): boolean {
  return normalizeCardType(card.type) === LEADER_TYPE;
}

export function isNormalizedType(type: string): boolean {
  return normalizeCardType(type) === type;
}

/**
 * A card's colours as the data writes them, multicolour cards joined by '/': 'Red/Green' is
 * ['Red', 'Green']. Each part trimmed, empty parts dropped, spelling kept (callers fold case).
 */
export function cardColours(color: string | null | undefined): string[] {
  return (color ?? '')
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Where a code sorts by set number: worked out once per card, then compared cheaply (compareSetNumberKeys). */
export interface SetNumberKey {
  prefix: string;
  set: number;
  number: number;
  rest: string;
  code: string;
}

/** Splits 'OP01-024_p1' into prefix OP, set 1, number 24 (and the variant suffix, for a stable tie-break). */
export function setNumberKey(code: string): SetNumberKey {
  const match = /^([A-Za-z]*)(\d*)[^-]*-?(\d*)(.*)$/.exec(code.trim()) ?? [];
  const toNumber = (digits: string | undefined) => (digits ? Number(digits) : Number.MAX_SAFE_INTEGER);
  return { prefix: (match[1] ?? '').toUpperCase(), set: toNumber(match[2]), number: toNumber(match[3]), rest: match[4] ?? '', code };
}

/** localeCompare, without asking ICU about two equal strings (most prefixes and suffixes are). */
const compareText = (a: string, b: string): number => (a === b ? 0 : a.localeCompare(b));

/** Ordering by set number (docs/product.md#cards): prefix, then set number, then the number after the dash. */
export function compareSetNumberKeys(x: SetNumberKey, y: SetNumberKey): number {
  return compareText(x.prefix, y.prefix) || x.set - y.set || x.number - y.number || compareText(x.rest, y.rest) || compareText(x.code, y.code);
}

/** Ordering by set number (docs/product.md#cards; the key worked out on every comparison: for short lists). */
export function compareBySetNumber(a: Pick<Card, 'code'>, b: Pick<Card, 'code'>): number {
  return compareSetNumberKeys(setNumberKey(a.code), setNumberKey(b.code));
}

/**
 * The code every printing of a card shares: 'OP01-024_p1' (parallel art), 'OP01-024_r1' (reprint)
 * and 'ST01-012-p2' are all 'OP01-024' / 'ST01-012' for the game (the 4-copy rule counts them together).
 */
export function printingBaseCode(code: string): string {
  return code
    .trim()
    .toUpperCase()
    .replace(/[_-][PRC]\d*$/, '');
}

/** A card's printings as its page lists them: the base printing first, then by code. */
export function byPrinting<T extends Pick<Card, 'code'>>(printings: T[]): T[] {
  return printings.sort(
    (a, b) => Number(printingKind(a.code) !== 'base') - Number(printingKind(b.code) !== 'base') || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
}

/** Which printing of a card a code is: the base card, a parallel (alternate) art, a reprint, or another variant. */
export type PrintingKind = 'base' | 'parallel' | 'reprint' | 'variant';

const PRINTING_KINDS: Record<string, PrintingKind> = { P: 'parallel', R: 'reprint', C: 'variant' };

/** 'OP01-024' is the base, '_p1'/'-p2' parallels, '_r1' a reprint, '_c1' another variant (same suffixes as printingBaseCode). */
export function printingKind(code: string): PrintingKind {
  const suffix = /[_-]([PRC])\d*$/i.exec(code.trim())?.[1];
  return suffix ? PRINTING_KINDS[suffix.toUpperCase()]! : 'base';
}

/** What a card code looks like: letters and digits in groups joined by '-' or '_' ('OP01-001', 'P-001', 'OP01-024_p1'). */
export const CARD_CODE_PATTERN = /^[A-Z0-9]+(?:[-_][A-Z0-9]+)*$/i;
/** The longest card code. */
export const CARD_CODE_MAX = 32;

/** The most cards one bulk action of the card table takes (ADR 0075: a selection is made a page at a time; a whole set goes by prefix). */
export const MAX_CARD_SELECTION = 1000;

/**
 * A code that may be asked of the online catalogue (issue 32) or given to a card made by hand (ADR
 * 0075): CARD_CODE_PATTERN, at most 32 characters. Nothing else ever reaches the catalogue's address:
 * no '/', '.', '%', '?' or spaces.
 */
export function isCatalogCardCode(code: string): boolean {
  return code.length <= CARD_CODE_MAX && CARD_CODE_PATTERN.test(code);
}
