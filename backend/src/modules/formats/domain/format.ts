import type { DetailCode } from '../../../shared/domain/error-codes.js';
import { printingBaseCode } from '../../cards/domain/card.js';

/**
 * A game format as data: which sets are legal, which cards are banned or restricted, and whether it
 * is the current one (the product's default, OP10 when seeded). Admins manage formats in the back office.
 */
export interface BanListEntry {
  /** A card code; printings of the same card share it (see printingBaseCode). */
  code: string;
  /** 0 = banned, n = at most n copies. */
  maxCopies: number;
}

export interface Format {
  code: string;
  name: string;
  /** Set prefixes of card codes, like 'OP01', 'ST10', 'EB01', 'P'. */
  legalSets: string[];
  banList: BanListEntry[];
  isCurrent: boolean;
}

export type FormatContent = Omit<Format, 'isCurrent'>;

export interface FormatProblem {
  field: 'code' | 'name' | 'legalSets' | 'banList';
  code: DetailCode;
}

export const FORMAT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,15}$/;
const SET_PATTERN = /^[A-Z0-9]{1,10}$/;
const CARD_CODE_PATTERN = /^[A-Z0-9]+-[A-Z0-9]+$/;
/** A restriction to 4 or more would be no restriction at all. */
const MAX_RESTRICTED_COPIES = 3;

/**
 * The set a card belongs to for legality: the part of its code before the dash
 * ('OP01-024_p1' -> 'OP01', 'P-001' -> 'P', 'ST10-003' -> 'ST10').
 */
export function cardSetCode(cardCode: string): string {
  return cardCode.trim().toUpperCase().split('-')[0];
}

/** Whether a card may be played in a format: legal, restricted to a number of copies, banned, or from a set the format leaves out. */
export type CardLegality = { status: 'legal' } | { status: 'restricted'; maxCopies: number } | { status: 'banned' } | { status: 'notLegal' };

/** A card's place in a format (a card page's "where it is legal"): its set first, then the ban list, printings together. */
export function cardLegality(format: Pick<Format, 'legalSets' | 'banList'>, cardCode: string): CardLegality {
  if (!format.legalSets.includes(cardSetCode(cardCode))) return { status: 'notLegal' };
  const entry = format.banList.find(({ code }) => printingBaseCode(code) === printingBaseCode(cardCode));
  if (!entry) return { status: 'legal' };
  return entry.maxCopies === 0 ? { status: 'banned' } : { status: 'restricted', maxCopies: entry.maxCopies };
}

/** Trims and upper-cases what an admin typed; drops blank and duplicate sets, keeps the last entry for a repeated card. */
export function normalizeFormat(input: FormatContent): FormatContent {
  const legalSets = [...new Set(input.legalSets.map((set) => set.trim().toUpperCase()).filter(Boolean))];
  const bans = new Map<string, number>();
  for (const entry of input.banList) {
    const code = entry.code.trim().toUpperCase();
    if (code) bans.set(code, entry.maxCopies);
  }
  return {
    code: input.code.trim().toUpperCase(),
    name: input.name.trim(),
    legalSets,
    banList: [...bans].map(([code, maxCopies]) => ({ code, maxCopies })),
  };
}

/** Every broken rule of a format, by code (the client translates them). */
export function validateFormat(format: FormatContent): FormatProblem[] {
  const problems: FormatProblem[] = [];
  if (!FORMAT_CODE_PATTERN.test(format.code)) problems.push({ field: 'code', code: 'invalidFormatCode' });
  if (!format.name || format.name.length > 100) problems.push({ field: 'name', code: 'formatNameRequired' });
  if (!format.legalSets.length) problems.push({ field: 'legalSets', code: 'legalSetsRequired' });
  if (format.legalSets.some((set) => !SET_PATTERN.test(set))) problems.push({ field: 'legalSets', code: 'invalidSet' });
  if (format.banList.some((entry) => !CARD_CODE_PATTERN.test(entry.code))) problems.push({ field: 'banList', code: 'invalidBanCode' });
  if (format.banList.some((entry) => !Number.isInteger(entry.maxCopies) || entry.maxCopies < 0 || entry.maxCopies > MAX_RESTRICTED_COPIES)) {
    problems.push({ field: 'banList', code: 'invalidBanCopies' });
  }
  return problems;
}

/** Newest format first: 'OP16' before 'OP10' before 'OP08' (numbers compared as numbers). */
export function compareFormats(a: Pick<Format, 'code'>, b: Pick<Format, 'code'>): number {
  return b.code.localeCompare(a.code, 'en', { numeric: true });
}
