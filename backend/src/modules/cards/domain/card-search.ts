import { cardColours, normalizeCardType, type Card } from './card.js';
import { readableSetName } from './card-sets.js';

/**
 * The card search syntax (issue #16): free words and "quoted phrases" match the name, the ability
 * and trigger texts and the code; `keyword:value` and `stat<=n` terms narrow by field; `-` negates
 * a term. Every term must hold (AND). Parsing never throws: a bad query is a QueryProblem with a
 * code and the position of the offending token.
 */

export const QUERY_FIELDS = ['text', 'name', 'code', 'type', 'color', 'cost', 'life', 'power', 'counter', 'attribute', 'family', 'set', 'rarity'] as const;
export type QueryField = (typeof QUERY_FIELDS)[number];

export const QUERY_OPERATORS = [':', '=', '!=', '<', '<=', '>', '>='] as const;
export type QueryOperator = (typeof QUERY_OPERATORS)[number];

export interface QueryTerm {
  field: QueryField;
  /** ':' for every field but the numbers, which keep their comparison ('=' for ':'). */
  operator: QueryOperator;
  /** The value as typed (colours in their English names). */
  value: string;
  negated: boolean;
  /** The term in its canonical spelling: what the filters panel writes and compares. */
  text: string;
}

export const QUERY_PROBLEMS = ['unknown_keyword', 'operator_not_allowed', 'not_a_number', 'missing_value', 'unclosed_quote', 'unknown_colour'] as const;
export type QueryProblemCode = (typeof QUERY_PROBLEMS)[number];

export interface QueryProblem {
  code: QueryProblemCode;
  /** 0-based index of the offending token in the query. */
  position: number;
  /** The offending token as typed. */
  token: string;
  /** In English, for API consumers reading by hand; screens translate `code`. */
  message: string;
}

export type ParsedQuery = { ok: true; terms: QueryTerm[] } | { ok: false; problem: QueryProblem };

/** Keywords (and their long forms) → field. English only: short keywords read the same in every language. */
const KEYWORDS: Record<string, QueryField> = {
  n: 'name',
  name: 'name',
  code: 'code',
  t: 'type',
  type: 'type',
  c: 'color',
  color: 'color',
  colour: 'color',
  cost: 'cost',
  life: 'life',
  pow: 'power',
  power: 'power',
  counter: 'counter',
  a: 'attribute',
  attr: 'attribute',
  attribute: 'attribute',
  f: 'family',
  family: 'family',
  trait: 'family',
  s: 'set',
  set: 'set',
  r: 'rarity',
  rarity: 'rarity',
};

/** The keyword each field is written with in canonical text. */
const CANONICAL_KEYWORD: Record<Exclude<QueryField, 'text'>, string> = {
  name: 'name',
  code: 'code',
  type: 't',
  color: 'c',
  cost: 'cost',
  life: 'life',
  power: 'power',
  counter: 'counter',
  attribute: 'a',
  family: 'f',
  set: 'set',
  rarity: 'r',
};

const NUMERIC_FIELDS: ReadonlySet<QueryField> = new Set(['cost', 'life', 'power', 'counter']);

/** The game's six colours, by their English names (as the data writes them) and the Italian ones the site shows. */
const COLOURS: Record<string, string> = {
  red: 'red',
  rosso: 'red',
  green: 'green',
  verde: 'green',
  blue: 'blue',
  blu: 'blue',
  purple: 'purple',
  viola: 'purple',
  black: 'black',
  nero: 'black',
  yellow: 'yellow',
  giallo: 'yellow',
};
/** `c:multi`: two colours or more. */
const MULTICOLOUR = new Set(['multi', 'multicolor', 'multicolour', 'multicolore']);

/** Italian type names as the site shows them ('Personaggio'), so a query can use either language. */
const TYPE_ALIASES: Record<string, string> = { personaggio: 'CHARACTER', evento: 'EVENT', terreno: 'STAGE' };

/** Rarity spellings of the sources (official names, the standard format's letters) → one key. */
const RARITIES: Record<string, string> = {
  c: 'common',
  common: 'common',
  uc: 'uncommon',
  uncommon: 'uncommon',
  r: 'rare',
  rare: 'rare',
  sr: 'superrare',
  superrare: 'superrare',
  sec: 'secretrare',
  secretrare: 'secretrare',
  l: 'leader',
  leader: 'leader',
  sp: 'special',
  spc: 'special',
  special: 'special',
  tr: 'treasurerare',
  treasurerare: 'treasurerare',
  p: 'promo',
  pr: 'promo',
  promo: 'promo',
};

/** Which card types carry each number. A leader's life is stored in its cost (docs/product.md#card-search-syntax), so `cost` skips leaders. */
const STAT_TYPES: Record<'cost' | 'life' | 'power' | 'counter', readonly string[]> = {
  cost: ['CHARACTER', 'EVENT', 'STAGE'],
  life: ['LEADER'],
  power: ['LEADER', 'CHARACTER'],
  counter: ['CHARACTER'],
};
const KNOWN_TYPES = new Set(['LEADER', 'CHARACTER', 'EVENT', 'STAGE', 'DON']);

/** Lower case, no accents, compatibility forms folded (fullwidth ＜Strike＞ → <strike>, U+2212 → -). */
export function foldText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u2212/g, '-')
    .toLowerCase();
}

/** Letters and digits only: 'OP-01', 'op01' and '[OP01]' compare equal. */
function compact(text: string): string {
  return foldText(text).replace(/[^\p{L}\p{N}]/gu, '');
}

const problemMessages: Record<QueryProblemCode, (token: string) => string> = {
  unknown_keyword: (token) => `Unknown keyword "${token}"`,
  operator_not_allowed: (token) => `"${token}" only takes ':' (or '=' and '!=')`,
  not_a_number: (token) => `"${token}" needs a whole number`,
  missing_value: (token) => `"${token}" has no value`,
  unclosed_quote: (token) => `The quote opened at ${token} is not closed`,
  unknown_colour: (token) => `"${token}" is not a colour (red, green, blue, purple, black, yellow or multi)`,
};

function problem(code: QueryProblemCode, position: number, token: string): { ok: false; problem: QueryProblem } {
  return { ok: false, problem: { code, position, token, message: `${problemMessages[code](token)} (position ${position + 1})` } };
}

const KEYWORD_AT = /^([A-Za-z]+)(<=|>=|!=|=|<|>|:)/;

/** Reads a query. Never throws; an empty query has no terms (every card matches). */
export function parseCardQuery(query: string): ParsedQuery {
  const terms: QueryTerm[] = [];
  let index = 0;
  const length = query.length;
  const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

  /** A value at `start`: "quoted" (to the closing quote) or up to the next space. */
  const readValue = (start: number): { value: string; end: number } | { unclosedAt: number } => {
    if (query[start] === '"') {
      const close = query.indexOf('"', start + 1);
      if (close < 0) return { unclosedAt: start };
      return { value: query.slice(start + 1, close), end: close + 1 };
    }
    let end = start;
    while (end < length && !isSpace(query[end])) end++;
    return { value: query.slice(start, end), end };
  };

  while (index < length) {
    if (isSpace(query[index])) {
      index++;
      continue;
    }
    const start = index;
    let negated = false;
    if (query[index] === '-') {
      negated = true;
      index++;
      if (index >= length || isSpace(query[index])) return problem('missing_value', start, '-');
    }

    const keyword = query[index] === '"' ? null : KEYWORD_AT.exec(query.slice(index, index + 40));
    if (!keyword) {
      const read = readValue(index);
      if ('unclosedAt' in read) return problem('unclosed_quote', read.unclosedAt, query.slice(read.unclosedAt, read.unclosedAt + 20));
      index = read.end;
      const value = read.value.trim();
      if (value === '') return problem('missing_value', start, query.slice(start, index));
      terms.push(makeTerm('text', ':', value, negated));
      continue;
    }

    const [matched, name, operator] = keyword as unknown as [string, string, QueryOperator];
    const field = KEYWORDS[name.toLowerCase()];
    if (!field) return problem('unknown_keyword', index, matched);
    const valueStart = index + matched.length;
    const read = readValue(valueStart);
    if ('unclosedAt' in read) return problem('unclosed_quote', read.unclosedAt, query.slice(read.unclosedAt, read.unclosedAt + 20));
    index = read.end;
    const token = query.slice(start, index);
    const value = read.value.trim();
    if (value === '') return problem('missing_value', start, token);

    if (NUMERIC_FIELDS.has(field)) {
      if (!/^\+?\d{1,7}$/.test(value)) return problem('not_a_number', start, token);
      terms.push(makeTerm(field, operator === ':' ? '=' : operator, String(Number(value)), negated));
      continue;
    }
    if (operator !== ':' && operator !== '=' && operator !== '!=') return problem('operator_not_allowed', start, token);
    const isNegated = operator === '!=' ? !negated : negated;
    if (field === 'color') {
      const colours = value.split(/[/,]/).map((part) => foldText(part).trim());
      if (colours.length === 1 && MULTICOLOUR.has(colours[0]!)) {
        terms.push(makeTerm('color', ':', 'multi', isNegated));
        continue;
      }
      const unknown = colours.find((colour) => !COLOURS[colour]);
      if (unknown !== undefined) return problem('unknown_colour', start, token);
      terms.push(makeTerm('color', ':', colours.map((colour) => COLOURS[colour]).join('/'), isNegated));
      continue;
    }
    terms.push(makeTerm(field, ':', field === 'type' || field === 'rarity' ? value.toLowerCase() : value, isNegated));
  }
  return { ok: true, terms };
}

function makeTerm(field: QueryField, operator: QueryOperator, value: string, negated: boolean): QueryTerm {
  return { field, operator, value, negated, text: formatQueryTerm(field, operator, value, negated) };
}

/**
 * A term in canonical spelling: short keyword, the value quoted when it holds a space (quotes inside
 * a value cannot be written and are dropped). parseCardQuery(formatQueryTerm(…)) reads it back.
 */
export function formatQueryTerm(field: QueryField, operator: QueryOperator, value: string, negated = false): string {
  const clean = value.replace(/"/g, '').trim();
  const needsQuotes = /\s/.test(clean) || clean === '' || (field === 'text' && (/^-/.test(clean) || KEYWORD_AT.test(clean)));
  const written = needsQuotes ? `"${clean}"` : clean;
  const sign = negated ? '-' : '';
  return field === 'text' ? `${sign}${written}` : `${sign}${CANONICAL_KEYWORD[field]}${operator}${written}`;
}

/** A card prepared once for many searches: folded texts and split lists. */
export interface SearchableCard {
  id: number;
  text: string;
  name: string;
  code: string;
  type: string;
  colours: string[];
  attributes: string[];
  /** Every family, folded and joined by '/': a value matches a part or a run of parts. */
  families: string;
  set: string;
  rarity: string;
  stats: Record<'cost' | 'life' | 'power' | 'counter', number | null>;
}

const parts = (value: string | null | undefined) =>
  (value ?? '')
    .split('/')
    .map((part) => foldText(part).trim())
    .filter(Boolean);

/**
 * The numbers a card has for search. Real data writes zero as null (a 0-cost event, a 0-power
 * character), so a type that carries the number reads null as 0; a type that does not carry it
 * has none (a leader has no cost, an event no power). Types the game does not know keep what is stored.
 */
function statOf(card: Card, type: string, stat: 'cost' | 'life' | 'power' | 'counter'): number | null {
  const stored = stat === 'counter' ? counterValue(card.counter) : stat === 'life' ? card.cost : card[stat];
  if (!KNOWN_TYPES.has(type)) return stat === 'life' ? null : stored;
  return STAT_TYPES[stat].includes(type) ? (stored ?? 0) : null;
}

function counterValue(counter: string | null): number | null {
  const digits = /\d+/.exec(counter ?? '')?.[0];
  return digits === undefined ? null : Number(digits);
}

export function toSearchableCard(card: Card): SearchableCard {
  const type = normalizeCardType(card.type);
  return {
    id: card.id,
    text: [card.name, card.ability, card.trigger, card.code].map(foldText).join('\n'),
    name: foldText(card.name),
    code: foldText(card.code),
    type,
    colours: cardColours(card.color).map((colour) => foldText(colour)),
    attributes: parts(card.attribute),
    families: parts(card.family).join('/'),
    set: compact(readableSetName(card.set)),
    rarity: rarityKey(card.rarity),
    stats: {
      cost: statOf(card, type, 'cost'),
      life: statOf(card, type, 'life'),
      power: statOf(card, type, 'power'),
      counter: statOf(card, type, 'counter'),
    },
  };
}

/** One key per rarity however the source spells it: 'SR', 'Super Rare' and 'SuperRare' are 'superrare'. */
export function rarityKey(value: string | null | undefined): string {
  const key = compact(value ?? '');
  return RARITIES[key] ?? key;
}

function compare(actual: number | null, operator: QueryOperator, expected: number): boolean {
  if (actual === null) return false;
  switch (operator) {
    case '<':
      return actual < expected;
    case '<=':
      return actual <= expected;
    case '>':
      return actual > expected;
    case '>=':
      return actual >= expected;
    case '!=':
      return actual !== expected;
    default:
      return actual === expected;
  }
}

/** What a term compares, folded once per term rather than once per card. */
interface PreparedTerm {
  value: string;
  type: string;
  colours: string[];
  set: string;
  rarity: string;
  number: number;
}

const preparedTerms = new WeakMap<QueryTerm, PreparedTerm>();

function prepare(term: QueryTerm): PreparedTerm {
  let prepared = preparedTerms.get(term);
  if (!prepared) {
    const value = foldText(term.value).trim();
    prepared = {
      value,
      // 'character', 'char', 'DON!!' (normalised like stored types), or the Italian name.
      type: term.field === 'type' ? (TYPE_ALIASES[value] ?? normalizeCardType(value)) : '',
      colours: term.field === 'color' ? cardColours(value) : [],
      set: term.field === 'set' ? compact(term.value) : '',
      rarity: term.field === 'rarity' ? rarityKey(term.value) : '',
      number: Number(term.value),
    };
    preparedTerms.set(term, prepared);
  }
  return prepared;
}

function termHolds(card: SearchableCard, term: QueryTerm): boolean {
  const wanted = prepare(term);
  switch (term.field) {
    case 'text':
      return card.text.includes(wanted.value);
    case 'name':
      return card.name.includes(wanted.value);
    case 'code':
      return card.code.includes(wanted.value);
    case 'type':
      return wanted.type !== '' && card.type.startsWith(wanted.type);
    case 'color':
      return wanted.value === 'multi' ? card.colours.length > 1 : wanted.colours.every((colour) => card.colours.includes(colour));
    case 'attribute':
      return card.attributes.includes(wanted.value);
    case 'family':
      return card.families.includes(wanted.value);
    case 'set':
      return wanted.set !== '' && card.set.includes(wanted.set);
    case 'rarity':
      return card.rarity !== '' && card.rarity === wanted.rarity;
    default:
      return compare(card.stats[term.field], term.operator, wanted.number);
  }
}

/** Whether a card meets every term of a parsed query. */
export function matchesCardQuery(card: SearchableCard, terms: readonly QueryTerm[]): boolean {
  return terms.every((term) => termHolds(card, term) !== term.negated);
}
