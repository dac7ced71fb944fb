import { cardColours, normalizeCardType, type Card } from './card.js';
import { readableSetName } from './card-sets.js';
import { parse as parseGrammar } from './card-query.grammar.generated.js';

/**
 * The card search syntax (issue #16, issue 35, ADR 0062): free words and "quoted phrases" match the
 * name, the ability and trigger texts and the code; `keyword:value` and `stat<=n` terms narrow by
 * field; `!"name"` is an exact name; `-` negates a term or a group; terms side by side (or joined by
 * `and`) must all hold, `or` between them needs one; parentheses group. How a query is written is
 * the grammar's (card-query.peggy); what its terms mean is read here. Parsing never throws: a bad
 * query is a QueryProblem with a code and the position of the offending character.
 */

/** 'group' is a parenthesised or OR-joined part of a query, as one of its top-level terms. */
export const QUERY_FIELDS = [
  'text',
  'name',
  'code',
  'type',
  'color',
  'cost',
  'life',
  'power',
  'counter',
  'attribute',
  'family',
  'set',
  'rarity',
  'group',
] as const;
export type QueryField = (typeof QUERY_FIELDS)[number];

/** '~' a part of a trait or attribute (`f:~hat`); '==' the exact whole name (`!"Nami"`). */
export const QUERY_OPERATORS = [':', '=', '!=', '<', '<=', '>', '>=', '~', '=='] as const;
export type QueryOperator = (typeof QUERY_OPERATORS)[number];

export interface QueryTerm {
  field: QueryField;
  /**
   * ':' for every field but the numbers, which keep their comparison ('=' for ':'); '~' for a part
   * of a trait or attribute, '==' for an exact name.
   */
  operator: QueryOperator;
  /** The value as typed (colours in their English names); a group's: its inner query, in canonical spelling. */
  value: string;
  negated: boolean;
  /** The term in its canonical spelling: what the filters panel writes and compares. */
  text: string;
}

/** A query as a tree: AND binds tighter than OR; `not` negates a group (a negated term is a term). */
export type QueryExpression = { kind: 'term'; term: QueryTerm } | { kind: 'and' | 'or'; items: QueryExpression[] } | { kind: 'not'; item: QueryExpression };

export const QUERY_PROBLEMS = [
  'unknown_keyword',
  'operator_not_allowed',
  'not_a_number',
  'missing_value',
  'unclosed_quote',
  'unknown_colour',
  'unclosed_parenthesis',
  'unexpected_parenthesis',
  'empty_group',
  'misplaced_operator',
  'regex_not_supported',
  'part_not_allowed',
  'syntax_error',
] as const;
export type QueryProblemCode = (typeof QUERY_PROBLEMS)[number];

/** The page that documents the syntax, named in every problem (the site's path, in the visitor's language). */
export const QUERY_HELP_PATH = '/cards/syntax';

export interface QueryProblem {
  code: QueryProblemCode;
  /** 0-based index of the offending token in the query. */
  position: number;
  /** The offending token as typed. */
  token: string;
  /** In English, for API consumers reading by hand; screens translate `code`. */
  message: string;
}

export type ParsedQuery =
  | {
      ok: true;
      /** null for an empty query (every card matches). */
      expression: QueryExpression | null;
      /** The top-level terms, all of which must hold: a group stands for a parenthesised or OR-joined part. */
      terms: QueryTerm[];
    }
  | { ok: false; problem: QueryProblem };

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
const CANONICAL_KEYWORD: Record<Exclude<QueryField, 'text' | 'group'>, string> = {
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
  unclosed_parenthesis: () => `The parenthesis is never closed`,
  unexpected_parenthesis: () => `This ")" closes no parenthesis`,
  empty_group: () => `The parentheses hold nothing to search for`,
  misplaced_operator: (token) => `"${token}" needs a search term on each side (quote it to search the word: "${token}")`,
  regex_not_supported: (token) => `"${token}" is a regular expression, which the search does not read: write words or "a phrase"`,
  part_not_allowed: (token) => `"${token}": only f: and a: take ~ (a part of a trait or attribute)`,
  syntax_error: (token) => `The search cannot be read at "${token}"`,
};

function problem(code: QueryProblemCode, position: number, token: string): { ok: false; problem: QueryProblem } {
  return {
    ok: false,
    problem: { code, position, token, message: `${problemMessages[code](token)} (position ${position + 1}; the syntax: ${QUERY_HELP_PATH})` },
  };
}

/** A query's parts as the grammar (card-query.peggy) writes them, with their offsets. */
type SyntaxNode = { start: number; end: number } & (
  | { kind: 'or' | 'and'; items: SyntaxNode[] }
  | { kind: 'not' | 'group'; item: SyntaxNode }
  | { kind: 'text' | 'exact'; value: string; quoted: boolean }
  | { kind: 'keyword'; name: string; operator: Exclude<QueryOperator, '~' | '=='>; part: boolean; value: string; quoted: boolean }
);

/** What the grammar throws for a query it cannot read. */
interface SyntaxFailure {
  queryProblem: QueryProblemCode;
  start: number;
  token: string;
}

/** A problem found while reading a term: thrown inside the reading, answered by parseCardQuery. */
class TermProblem {
  constructor(readonly problem: QueryProblem) {}
}

const fail = (code: QueryProblemCode, position: number, token: string): never => {
  throw new TermProblem(problem(code, position, token).problem);
};

/** `/zor.*\/`: a regular expression, refused rather than searched for as text. */
const REGULAR_EXPRESSION = /^\/.+\/[a-z]*$/;

/** Reads a query. Never throws; an empty query has no terms (every card matches). */
export function parseCardQuery(query: string): ParsedQuery {
  let tree: SyntaxNode | null;
  try {
    tree = parseGrammar(query, {}) as SyntaxNode | null;
  } catch (error) {
    const failure = error as Partial<SyntaxFailure> & { location?: { start: { offset: number } }; found?: string | null };
    if (failure.queryProblem && typeof failure.start === 'number') return problem(failure.queryProblem, failure.start, failure.token ?? '');
    // The grammar names every failure it knows; anything else is still an answer, never a 500.
    const position = failure.location?.start.offset ?? 0;
    return problem('syntax_error', position, query.slice(position, position + 20));
  }
  if (!tree) return { ok: true, expression: null, terms: [] };
  try {
    const expression = readNode(query, tree, false);
    return { ok: true, expression, terms: topLevelTerms(expression) };
  } catch (error) {
    if (error instanceof TermProblem) return { ok: false, problem: error.problem };
    throw error;
  }
}

/** The meaning of a part of the query; `negated` when a minus sign stands before it. */
function readNode(query: string, node: SyntaxNode, negated: boolean): QueryExpression {
  switch (node.kind) {
    case 'group':
      return readNode(query, node.item, negated);
    case 'not':
      return readNode(query, node.item, !negated);
    case 'and':
    case 'or': {
      const items = node.items.flatMap((item) => {
        const read = readNode(query, item, false);
        return read.kind === node.kind ? read.items : [read];
      });
      const joined: QueryExpression = { kind: node.kind, items };
      return negated ? { kind: 'not', item: joined } : joined;
    }
    case 'text':
    case 'exact':
      return { kind: 'term', term: readWords(query, node, negated) };
    case 'keyword':
      return { kind: 'term', term: readKeyword(query, node, negated) };
  }
}

function refuseRegularExpression(value: { value: string; quoted: boolean }, position: number, token: string): void {
  if (!value.quoted && REGULAR_EXPRESSION.test(value.value)) fail('regex_not_supported', position, token);
}

function readWords(query: string, node: Extract<SyntaxNode, { kind: 'text' | 'exact' }>, negated: boolean): QueryTerm {
  const token = query.slice(node.start, node.end);
  refuseRegularExpression(node, node.start, token);
  const value = node.value.trim();
  if (value === '') fail('missing_value', node.start, token);
  return node.kind === 'exact' ? makeTerm('name', '==', value, negated) : makeTerm('text', ':', value, negated);
}

/** Fields whose values are whole parts of a slash-joined list, and so may be asked for a part (`~`). */
const PART_FIELDS: ReadonlySet<QueryField> = new Set(['family', 'attribute']);

function readKeyword(query: string, node: Extract<SyntaxNode, { kind: 'keyword' }>, negated: boolean): QueryTerm {
  const token = query.slice(node.start, node.end);
  const field = KEYWORDS[node.name.toLowerCase()];
  if (!field) return fail('unknown_keyword', node.start, `${node.name}${node.operator}`);
  refuseRegularExpression(node, node.start, token);
  const value = node.value.trim();
  if (value === '') fail('missing_value', node.start, token);
  if (node.part && !PART_FIELDS.has(field)) fail('part_not_allowed', node.start, token);

  const operator = node.operator;
  if (NUMERIC_FIELDS.has(field)) {
    if (!/^\+?\d{1,7}$/.test(value)) fail('not_a_number', node.start, token);
    return makeTerm(field, operator === ':' ? '=' : operator, String(Number(value)), negated);
  }
  if (operator !== ':' && operator !== '=' && operator !== '!=') return fail('operator_not_allowed', node.start, token);
  const isNegated = operator === '!=' ? !negated : negated;
  if (field === 'color') {
    const colours = value.split(/[/,]/).map((part) => foldText(part).trim());
    if (colours.length === 1 && MULTICOLOUR.has(colours[0]!)) return makeTerm('color', ':', 'multi', isNegated);
    if (colours.some((colour) => !COLOURS[colour])) fail('unknown_colour', node.start, token);
    return makeTerm('color', ':', colours.map((colour) => COLOURS[colour]).join('/'), isNegated);
  }
  return makeTerm(field, node.part ? '~' : ':', field === 'type' || field === 'rarity' ? value.toLowerCase() : value, isNegated);
}

/** The terms that must all hold: an OR or a negated group is one term of field 'group'. */
function topLevelTerms(expression: QueryExpression): QueryTerm[] {
  const items = expression.kind === 'and' ? expression.items : [expression];
  return items.map((item) => {
    if (item.kind === 'term') return item.term;
    const negated = item.kind === 'not';
    const inner = formatQueryExpression(negated ? item.item : item, true);
    return { field: 'group', operator: ':', value: inner, negated, text: `${negated ? '-' : ''}(${inner})` };
  });
}

/**
 * A query in canonical spelling: terms as formatQueryTerm writes them, OR in capitals, an AND inside
 * an OR in parentheses (for the eye; AND binds tighter anyway). parseCardQuery reads it back.
 */
export function formatQueryExpression(expression: QueryExpression, top = false): string {
  switch (expression.kind) {
    case 'term':
      return expression.term.text;
    case 'not':
      return `-(${formatQueryExpression(expression.item, true)})`;
    case 'and': {
      const text = expression.items.map((item) => (item.kind === 'or' ? `(${formatQueryExpression(item)})` : formatQueryExpression(item))).join(' ');
      return top ? text : `(${text})`;
    }
    case 'or':
      return expression.items.map((item) => formatQueryExpression(item)).join(' OR ');
  }
}

function makeTerm(field: QueryField, operator: QueryOperator, value: string, negated: boolean): QueryTerm {
  return { field, operator, value, negated, text: formatQueryTerm(field, operator, value, negated) };
}

const KEYWORD_AT = /^([A-Za-z]+)(<=|>=|!=|=|<|>|:)/;
const CONNECTIVE = /^(or|and)$/i;

/**
 * A term in canonical spelling: short keyword, the value quoted when it holds a space or a character
 * the grammar reads otherwise (quotes inside a value cannot be written and are dropped).
 * parseCardQuery(formatQueryTerm(…)) reads it back.
 */
export function formatQueryTerm(field: QueryField, operator: QueryOperator, value: string, negated = false): string {
  const clean = value.replace(/"/g, '').trim();
  const freeText = field === 'text' || operator === '==';
  const needsQuotes =
    /[\s()]/.test(clean) ||
    clean === '' ||
    REGULAR_EXPRESSION.test(clean) ||
    (freeText && (/^[-!]/.test(clean) || KEYWORD_AT.test(clean) || CONNECTIVE.test(clean))) ||
    (operator === '~' && clean.startsWith('~'));
  const written = needsQuotes ? `"${clean}"` : clean;
  const sign = negated ? '-' : '';
  if (field === 'group') return `${sign}(${value})`;
  if (field === 'text') return `${sign}${written}`;
  if (operator === '==') return `${sign}!${written}`;
  return operator === '~' ? `${sign}${CANONICAL_KEYWORD[field]}:~${written}` : `${sign}${CANONICAL_KEYWORD[field]}${operator}${written}`;
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
  /** Every family (trait), folded: `f:` matches a whole one, `f:~` a part of one. */
  families: string[];
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
    families: parts(card.family),
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
  /** The value's slash-separated parts (`f:a/b`: both traits), folded. */
  parts: string[];
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
      parts: parts(term.value),
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
      return term.operator === '==' ? card.name === wanted.value : card.name.includes(wanted.value);
    case 'code':
      return card.code.includes(wanted.value);
    case 'type':
      return wanted.type !== '' && card.type.startsWith(wanted.type);
    case 'color':
      return wanted.value === 'multi' ? card.colours.length > 1 : wanted.colours.every((colour) => card.colours.includes(colour));
    case 'attribute':
      return holdsEveryPart(card.attributes, wanted.parts, term.operator === '~');
    case 'family':
      return holdsEveryPart(card.families, wanted.parts, term.operator === '~');
    case 'set':
      return wanted.set !== '' && card.set.includes(wanted.set);
    case 'rarity':
      return card.rarity !== '' && card.rarity === wanted.rarity;
    case 'group':
      // A group's meaning is its expression: matchesCardQuery reads that, never a group term.
      return false;
    default:
      return compare(card.stats[term.field], term.operator, wanted.number);
  }
}

/** Each wanted part is one of the card's (whole, or a part of one with `~`): `f:"straw hat crew"` is not "Fake Straw Hat Crew". */
function holdsEveryPart(own: readonly string[], wanted: readonly string[], part: boolean): boolean {
  return wanted.length > 0 && wanted.every((value) => own.some((item) => (part ? item.includes(value) : item === value)));
}

/** Whether a card meets a parsed query (every card meets the empty one). */
export function matchesCardQuery(card: SearchableCard, expression: QueryExpression | null): boolean {
  if (!expression) return true;
  switch (expression.kind) {
    case 'term':
      return termHolds(card, expression.term) !== expression.term.negated;
    case 'and':
      return expression.items.every((item) => matchesCardQuery(card, item));
    case 'or':
      return expression.items.some((item) => matchesCardQuery(card, item));
    case 'not':
      return !matchesCardQuery(card, expression.item);
  }
}

/** The terms of a query, at every depth (what it asks of the cards, for notices). */
export function queryTermsAnywhere(expression: QueryExpression | null): QueryTerm[] {
  if (!expression) return [];
  if (expression.kind === 'term') return [expression.term];
  if (expression.kind === 'not') return queryTermsAnywhere(expression.item);
  return expression.items.flatMap(queryTermsAnywhere);
}

/** Fields a card may lack in the imported data, for which a query says so when no card has one. */
export const OPTIONAL_QUERY_FIELDS = ['rarity', 'attribute', 'family', 'set'] as const;
export type OptionalQueryField = (typeof OPTIONAL_QUERY_FIELDS)[number];

/** Which of the optional fields at least one card carries. */
export function fieldsInData(cards: readonly SearchableCard[]): Set<OptionalQueryField> {
  const present = new Set<OptionalQueryField>();
  for (const card of cards) {
    if (card.rarity) present.add('rarity');
    if (card.attributes.length) present.add('attribute');
    if (card.families.length) present.add('family');
    if (card.set) present.add('set');
    if (present.size === OPTIONAL_QUERY_FIELDS.length) break;
  }
  return present;
}

export const QUERY_NOTICES = ['field_not_in_data'] as const;
export type QueryNoticeCode = (typeof QUERY_NOTICES)[number];

/** Something the answer to a query should be read with: a term on a field no card carries finds nothing. */
export interface QueryNotice {
  code: QueryNoticeCode;
  field: OptionalQueryField;
  /** The query's term(s) on that field, in canonical spelling. */
  terms: string[];
  /** In English, for API consumers; screens translate `code` and `field`. */
  message: string;
}

const FIELD_WORDS: Record<OptionalQueryField, string> = { rarity: 'a rarity', attribute: 'an attribute', family: 'a family (trait)', set: 'a set' };

/** The notices of a query against the fields the data carries. */
export function queryNotices(expression: QueryExpression | null, present: ReadonlySet<OptionalQueryField>): QueryNotice[] {
  const notices: QueryNotice[] = [];
  for (const field of OPTIONAL_QUERY_FIELDS) {
    if (present.has(field)) continue;
    const terms = [
      ...new Set(
        queryTermsAnywhere(expression)
          .filter((term) => term.field === field)
          .map((term) => term.text),
      ),
    ];
    if (terms.length)
      notices.push({
        code: 'field_not_in_data',
        field,
        terms,
        message: `No card in the imported data has ${FIELD_WORDS[field]}: ${terms.join(', ')} cannot match any card`,
      });
  }
  return notices;
}
