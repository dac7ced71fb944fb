import type { CardDto } from '../../api/generated';
import { normalizeForSearch } from '../../lib/search-text';
import { hasEmptyOrInvalidType } from './card-type';

interface SetNumberKey {
  prefix: string;
  set: number;
  number: number;
  rest: string;
}

/** 'OP01-024_p1' → prefix OP, set 1, number 24, rest '_p1' (the API's rule, backend domain/card.ts). */
function setNumberKey(code: string): SetNumberKey {
  const match = /^([A-Za-z]*)(\d*)[^-]*-?(\d*)(.*)$/.exec(code.trim()) ?? [];
  const toNumber = (digits: string | undefined) => (digits ? Number(digits) : Number.MAX_SAFE_INTEGER);
  return { prefix: (match[1] ?? '').toUpperCase(), set: toNumber(match[2]), number: toNumber(match[3]), rest: match[4] ?? '' };
}

/** SPEC §2 ordering by set number: prefix, then set number, then the number after the dash. */
export function compareBySetNumber(a: Pick<CardDto, 'code'>, b: Pick<CardDto, 'code'>): number {
  const x = setNumberKey(a.code);
  const y = setNumberKey(b.code);
  return x.prefix.localeCompare(y.prefix) || x.set - y.set || x.number - y.number || x.rest.localeCompare(y.rest) || a.code.localeCompare(b.code);
}

export interface CardTableQuery {
  /** Name, code or set; any case or accents. */
  search: string;
  onlyInvalidType: boolean;
  bySetNumber: boolean;
}

/** The admin table's rows: searched, optionally only empty or invalid types, by set number or in import order (id). */
export function selectTableCards(cards: readonly CardDto[], { search, onlyInvalidType, bySetNumber }: CardTableQuery): CardDto[] {
  const needle = normalizeForSearch(search);
  const rows = cards.filter(
    (card) =>
      (!onlyInvalidType || hasEmptyOrInvalidType(card.type)) &&
      (needle === '' || [card.name, card.code, card.set ?? ''].some((field) => normalizeForSearch(field).includes(needle))),
  );
  return rows.sort(bySetNumber ? compareBySetNumber : (a, b) => a.id - b.id);
}
