import { readFileSync } from 'node:fs';
import type { Card } from './card.js';
import {
  fieldsInData,
  formatQueryExpression,
  formatQueryTerm,
  matchesCardQuery,
  queryNotices,
  parseCardQuery,
  toSearchableCard,
  type ParsedQuery,
  type QueryExpression,
  type QueryTerm,
} from './card-search.js';

let nextId = 1;
function aCard(fields: Partial<Card> = {}): Card {
  return {
    id: nextId++,
    code: 'OP01-001',
    name: 'A card',
    type: 'CHARACTER',
    imageUrl: null,
    cost: 1,
    power: 1000,
    counter: null,
    color: 'Red',
    attribute: null,
    family: null,
    ability: null,
    trigger: null,
    set: 'OP-01',
    rarity: null,
    createdAt: new Date(0),
    ...fields,
  };
}

function terms(query: string): QueryTerm[] {
  const parsed = parseCardQuery(query);
  if (!parsed.ok) throw new Error(`expected ${query} to parse: ${parsed.problem.message}`);
  return parsed.terms;
}

function expression(query: string): QueryExpression | null {
  const parsed = parseCardQuery(query);
  if (!parsed.ok) throw new Error(`expected ${query} to parse: ${parsed.problem.message}`);
  return parsed.expression;
}

function matches(query: string, card: Card): boolean {
  return matchesCardQuery(toSearchableCard(card), expression(query));
}

describe('parseCardQuery', () => {
  it('reads free words, phrases, keywords, comparisons and negation, each in its canonical spelling', () => {
    expect(terms('  zoro "straw hat"  type:Character colour:Red/green COST<=2 counter:1000 -a:Slash f:"Heart Pirates" set:OP-01 r:SR -rush ')).toEqual([
      { field: 'text', operator: ':', value: 'zoro', negated: false, text: 'zoro' },
      { field: 'text', operator: ':', value: 'straw hat', negated: false, text: '"straw hat"' },
      { field: 'type', operator: ':', value: 'character', negated: false, text: 't:character' },
      { field: 'color', operator: ':', value: 'red/green', negated: false, text: 'c:red/green' },
      { field: 'cost', operator: '<=', value: '2', negated: false, text: 'cost<=2' },
      { field: 'counter', operator: '=', value: '1000', negated: false, text: 'counter=1000' },
      { field: 'attribute', operator: ':', value: 'Slash', negated: true, text: '-a:Slash' },
      { field: 'family', operator: ':', value: 'Heart Pirates', negated: false, text: 'f:"Heart Pirates"' },
      { field: 'set', operator: ':', value: 'OP-01', negated: false, text: 'set:OP-01' },
      { field: 'rarity', operator: ':', value: 'sr', negated: false, text: 'r:sr' },
      { field: 'text', operator: ':', value: 'rush', negated: true, text: '-rush' },
    ]);
  });

  it('reads every comparison of the numbers, and != of a text field as a negation', () => {
    expect(terms('cost=1 cost<2 cost<=3 cost>4 cost>=5 cost!=6 power:+5000 life>=4').map((term) => term.text)).toEqual([
      'cost=1',
      'cost<2',
      'cost<=3',
      'cost>4',
      'cost>=5',
      'cost!=6',
      'power=5000',
      'life>=4',
    ]);
    expect(terms('t!=event t=leader')).toMatchObject([
      { field: 'type', negated: true, text: '-t:event' },
      { field: 'type', negated: false, text: 't:leader' },
    ]);
  });

  it('accepts Italian colour names and an empty query', () => {
    expect(terms('c:rosso/VERDE c:multi')).toMatchObject([{ text: 'c:red/green' }, { text: 'c:multi' }]);
    expect(terms('')).toEqual([]);
    expect(terms('   ')).toEqual([]);
  });

  it.each<[string, string, number, string]>([
    ['x:1', 'unknown_keyword', 0, 'x:'],
    ['zoro cost:abc', 'not_a_number', 5, 'cost:abc'],
    ['power>=1.5', 'not_a_number', 0, 'power>=1.5'],
    ['t<=3', 'operator_not_allowed', 0, 't<=3'],
    ['c:pink', 'unknown_colour', 0, 'c:pink'],
    ['c:red/', 'unknown_colour', 0, 'c:red/'],
    ['t:', 'missing_value', 0, 't:'],
    ['a:""', 'missing_value', 0, 'a:""'],
    ['luffy -', 'missing_value', 6, '-'],
    ['""', 'missing_value', 0, '""'],
    ['name:"monkey d', 'unclosed_quote', 5, '"monkey d'],
    ['"rush', 'unclosed_quote', 0, '"rush'],
  ])('refuses %s with %s at %i', (query, code, position, token) => {
    const parsed = parseCardQuery(query) as Extract<ParsedQuery, { ok: false }>;
    expect(parsed.ok).toBe(false);
    expect(parsed.problem).toMatchObject({ code, position, token });
    expect(parsed.problem.message).toContain(`position ${position + 1}`);
  });

  it('reads OR, AND and parentheses with AND binding tighter, and writes top-level groups as terms', () => {
    const read = (query: string) => {
      const parsed = parseCardQuery(query);
      if (!parsed.ok) throw new Error(parsed.problem.message);
      return { expression: parsed.expression && formatQueryExpression(parsed.expression, true), terms: parsed.terms.map((term) => term.text) };
    };
    expect(read('c:red OR c:blue')).toEqual({ expression: 'c:red OR c:blue', terms: ['(c:red OR c:blue)'] });
    expect(read('(c:red or c:blue) t:leader')).toEqual({ expression: '(c:red OR c:blue) t:leader', terms: ['(c:red OR c:blue)', 't:leader'] });
    expect(read('a b or c')).toEqual({ expression: '(a b) OR c', terms: ['((a b) OR c)'] });
    expect(read('a and b OR c and d')).toEqual({ expression: '(a b) OR (c d)', terms: ['((a b) OR (c d))'] });
    expect(read('a (b or c) d')).toEqual({ expression: 'a (b OR c) d', terms: ['a', '(b OR c)', 'd'] });
    expect(read('(a b) c')).toEqual({ expression: 'a b c', terms: ['a', 'b', 'c'] });
    expect(read('a or (b or c)')).toEqual({ expression: 'a OR b OR c', terms: ['(a OR b OR c)'] });
    expect(read('-(c:red or c:blue) -t:leader')).toEqual({ expression: '-(c:red OR c:blue) -t:leader', terms: ['-(c:red OR c:blue)', '-t:leader'] });
    expect(read('-(t:leader)')).toEqual({ expression: '-t:leader', terms: ['-t:leader'] });
    expect(read('oregon andrea "or"')).toEqual({ expression: 'oregon andrea "or"', terms: ['oregon', 'andrea', '"or"'] });
    expect(read('(c:red)t:leader')).toEqual({ expression: 'c:red t:leader', terms: ['c:red', 't:leader'] });
    expect(read('!"Nami" f:~hat f:"Straw Hat Crew"').terms).toEqual(['!Nami', 'f:~hat', 'f:"Straw Hat Crew"']);
    expect(read('!"monkey.d.luffy"').terms).toEqual(['!monkey.d.luffy']);
    expect(read('!"Nami & Vivi"').terms).toEqual(['!"Nami & Vivi"']);
    const group = parseCardQuery('(c:red OR c:blue)') as Extract<ParsedQuery, { ok: true }>;
    expect(group.terms).toEqual([{ field: 'group', operator: ':', value: 'c:red OR c:blue', negated: false, text: '(c:red OR c:blue)' }]);
    const exact = parseCardQuery('!"Nami"') as Extract<ParsedQuery, { ok: true }>;
    expect(exact.terms).toEqual([{ field: 'name', operator: '==', value: 'Nami', negated: false, text: '!Nami' }]);
  });

  it.each<[string, string, number, string]>([
    ['(c:red or c:blue', 'unclosed_parenthesis', 0, '('],
    ['t:leader (a (b)', 'unclosed_parenthesis', 9, '('],
    ['c:blue)', 'unexpected_parenthesis', 6, ')'],
    ['(a) b)', 'unexpected_parenthesis', 5, ')'],
    ['zoro ()', 'empty_group', 5, '()'],
    ['c:red or', 'misplaced_operator', 6, 'or'],
    ['OR c:red', 'misplaced_operator', 0, 'OR'],
    ['c:red or or c:blue', 'misplaced_operator', 6, 'or'],
    ['(c:red and) t:leader', 'misplaced_operator', 7, 'and'],
    ['name:/zor.*/', 'regex_not_supported', 0, 'name:/zor.*/'],
    ['luffy /zoro|nami/i', 'regex_not_supported', 6, '/zoro|nami/i'],
    ['!', 'missing_value', 0, '!'],
    ['name:~luffy', 'part_not_allowed', 0, 'name:~luffy'],
    ['c:red or (x:1)', 'unknown_keyword', 10, 'x:'],
    ['c:red or c:blue)', 'unexpected_parenthesis', 15, ')'],
    ['(c:red or c:pink)', 'unknown_colour', 10, 'c:pink'],
    ['-(a "b)', 'unclosed_quote', 4, '"b)'],
  ])('refuses %s with %s at %i', (query, code, position, token) => {
    const parsed = parseCardQuery(query) as Extract<ParsedQuery, { ok: false }>;
    expect(parsed.ok).toBe(false);
    expect(parsed.problem).toMatchObject({ code, position, token });
    expect(parsed.problem.message).toContain(`position ${position + 1}`);
    expect(parsed.problem.message).toContain('/cards/syntax');
  });

  it('reads back every query it writes, groups included', () => {
    for (const query of [
      '(c:red or c:blue) t:leader',
      'a b or c',
      '-(a or -b) !"x y"',
      'f:~"straw hat" or a:~sla',
      '"or" OR "and"',
      'c:multi -(t:leader or (cost<=2 c:red))',
    ]) {
      const parsed = parseCardQuery(query) as Extract<ParsedQuery, { ok: true }>;
      const written = formatQueryExpression(parsed.expression!, true);
      const again = parseCardQuery(written) as Extract<ParsedQuery, { ok: true }>;
      expect(again.ok).toBe(true);
      expect(formatQueryExpression(again.expression!, true)).toBe(written);
      expect(again.terms.map((term) => term.text)).toEqual(parsed.terms.map((term) => term.text));
      expect(parseCardQuery(parsed.terms.map((term) => term.text).join(' '))).toEqual(parsed);
    }
  });

  it('is the parser its grammar makes (npm run grammar -w backend writes it)', async () => {
    // @ts-expect-error a plain ES module script without types
    const { generateParser, PARSER_FILE } = await import('../../../../scripts/card-query-grammar.mjs');
    expect(readFileSync(PARSER_FILE, 'utf8')).toBe(generateParser());
  });

  it('never throws, whatever it is given', () => {
    const alphabet = [
      'a',
      'c',
      't',
      ':',
      '<',
      '=',
      '>',
      '!',
      '-',
      '"',
      ' ',
      '/',
      '1',
      'é',
      '＜',
      '\u0000',
      '\n',
      'cost',
      'set:',
      '(',
      ')',
      ' or ',
      'AND',
      '~',
      'f:',
    ];
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 3000; run++) {
      const query = Array.from({ length: Math.floor(random() * 30) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const parsed = parseCardQuery(query);
      if (parsed.ok) expect(() => matchesCardQuery(toSearchableCard(aCard()), parsed.expression)).not.toThrow();
      else expect(parsed.problem.code).toEqual(expect.any(String));
    }
  });

  it('reads back every canonical term it writes', () => {
    for (const query of ['"straw hat"', '-"-x"', '"t:leader"', 'set:"-ROMANCE DAWN- [OP01]"', 'f:"Straw Hat Crew"', 'cost>=6', '-c:red/green']) {
      const written = terms(query).map((term) => term.text);
      expect(terms(written.join(' ')).map((term) => term.text)).toEqual(written);
    }
    expect(formatQueryTerm('family', ':', 'Say "hi" crew')).toBe('f:"Say hi crew"');
    expect(formatQueryTerm('text', ':', 'cost:1')).toBe('"cost:1"');
  });
});

describe('matchesCardQuery', () => {
  const luffy = aCard({
    code: 'ST01-012',
    name: 'Monkey.D.Luffy',
    type: 'Character',
    cost: 5,
    power: 6000,
    counter: null,
    color: 'Red',
    attribute: 'Strike',
    family: 'Supernovas/Straw Hat Crew',
    ability: '[Rush] (This card can attack on the turn in which it is played.)',
    trigger: null,
    set: 'ST-01',
    rarity: 'SuperRare',
  });

  it('matches free words in the name, the texts and the code, without regard to case or accents', () => {
    expect(matches('luffy', luffy)).toBe(true);
    expect(matches('RUSH', luffy)).toBe(true);
    expect(matches('st01-012', luffy)).toBe(true);
    expect(matches('"can attack on"', luffy)).toBe(true);
    expect(matches('luffy zoro', luffy)).toBe(false);
    expect(matches('-rush', luffy)).toBe(false);
    expect(matches('-zoro', luffy)).toBe(true);
    expect(matches('strike', aCard({ ability: '＜Strike＞ Give −1000 power' }))).toBe(true);
    expect(matches('-1000', aCard({ ability: 'Give −1000 power' }))).toBe(false);
    expect(matches('"−1000"', aCard({ ability: 'Give −1000 power' }))).toBe(true);
    expect(matches('pokè', aCard({ name: 'Poke' }))).toBe(true);
    expect(matches('draw', aCard({ trigger: 'Draw 1 card.' }))).toBe(true);
  });

  it('matches name: and code: on those fields only', () => {
    expect(matches('name:luffy', luffy)).toBe(true);
    expect(matches('name:rush', luffy)).toBe(false);
    expect(matches('code:ST01', luffy)).toBe(true);
    expect(matches('code:luffy', luffy)).toBe(false);
  });

  it('matches t: by normalised type, by prefix, in English or Italian', () => {
    expect(matches('t:character', luffy)).toBe(true);
    expect(matches('t:char', luffy)).toBe(true);
    expect(matches('t:personaggio', luffy)).toBe(true);
    expect(matches('t:leader', luffy)).toBe(false);
    expect(matches('t:don', aCard({ type: 'DON!!' }))).toBe(true);
    expect(matches('t:leader', aCard({ type: 'Leader card' }))).toBe(true);
  });

  it('matches c: when the card has every colour named; c:multi for two colours or more', () => {
    const law = aCard({ color: 'Red/Green' });
    expect(matches('c:red', law)).toBe(true);
    expect(matches('c:green', law)).toBe(true);
    expect(matches('c:red/green', law)).toBe(true);
    expect(matches('c:verde/rosso', law)).toBe(true);
    expect(matches('c:red/blue', law)).toBe(false);
    expect(matches('c:red/green', luffy)).toBe(false);
    expect(matches('c:multi', law)).toBe(true);
    expect(matches('c:multi', luffy)).toBe(false);
    expect(matches('-c:multi', luffy)).toBe(true);
  });

  it('compares cost, power and counter, reading a stored null as 0 where the type has the number', () => {
    expect(matches('cost=5 power>=6000 power<7000 counter=0', luffy)).toBe(true);
    expect(matches('cost<5', luffy)).toBe(false);
    expect(matches('cost!=5', luffy)).toBe(false);
    expect(matches('counter>=1000', aCard({ counter: '1000' }))).toBe(true);
    expect(matches('counter>=1000', aCard({ counter: '+2000' }))).toBe(true);
    expect(matches('counter>=1000', aCard({ counter: null }))).toBe(false);
    // Real data writes a 0-cost event and a 0-power character as null.
    expect(matches('cost=0', aCard({ type: 'EVENT', cost: null }))).toBe(true);
    expect(matches('power=0', aCard({ power: null }))).toBe(true);
    // An event has no power or counter, a stage no power.
    expect(matches('power<1000', aCard({ type: 'EVENT', power: null }))).toBe(false);
    expect(matches('counter=0', aCard({ type: 'EVENT', counter: null }))).toBe(false);
    expect(matches('power!=1000', aCard({ type: 'STAGE', power: null }))).toBe(false);
    expect(matches('-power=1000', aCard({ type: 'STAGE', power: null }))).toBe(true);
  });

  it('reads a leader’s stored cost as its life, never as a cost', () => {
    const leader = aCard({ type: 'LEADER', cost: 5, power: 5000 });
    expect(matches('life=5', leader)).toBe(true);
    expect(matches('cost=5', leader)).toBe(false);
    expect(matches('cost<=10', leader)).toBe(false);
    expect(matches('life=5', aCard({ type: 'CHARACTER', cost: 5 }))).toBe(false);
    expect(matches('power=5000', leader)).toBe(true);
  });

  it('keeps stored numbers for types the game does not know', () => {
    expect(matches('cost=3 power=2000', aCard({ type: 'Odd', cost: 3, power: 2000 }))).toBe(true);
    expect(matches('cost=0', aCard({ type: 'Odd', cost: null }))).toBe(false);
  });

  it('matches a: on any part of a combined attribute, exactly; a:x/y needs both, a:~ a part', () => {
    const zoro = aCard({ attribute: 'Slash/Special' });
    expect(matches('a:slash', zoro)).toBe(true);
    expect(matches('a:Special', zoro)).toBe(true);
    expect(matches('a:slash/special', zoro)).toBe(true);
    expect(matches('a:slash/strike', zoro)).toBe(false);
    expect(matches('a:sla', zoro)).toBe(false);
    expect(matches('a:~sla', zoro)).toBe(true);
    expect(matches('a:slash', aCard({ attribute: null }))).toBe(false);
  });

  it('matches f: on a whole family (trait), f:~ on a part of one', () => {
    const fake = aCard({ family: 'Fake Straw Hat Crew' });
    expect(matches('f:supernovas', luffy)).toBe(true);
    expect(matches('f:"straw hat crew"', luffy)).toBe(true);
    expect(matches('f:"STRAW HAT CREW"', luffy)).toBe(true);
    expect(matches('f:"straw hat crew"', fake)).toBe(false);
    expect(matches('f:"straw hat"', luffy)).toBe(false);
    expect(matches('f:~"straw hat"', luffy)).toBe(true);
    expect(matches('f:~"straw hat"', fake)).toBe(true);
    expect(matches('f:~hat', fake)).toBe(true);
    expect(matches('f:"supernovas/straw hat crew"', luffy)).toBe(true);
    expect(matches('f:"supernovas/heart pirates"', luffy)).toBe(false);
    // Each part in a trait of its own; a part never spans the slash that joins two traits.
    expect(matches('f:~"novas/straw"', luffy)).toBe(true);
    expect(matches('f:~"supernovas straw"', luffy)).toBe(false);
    expect(matches('trait:"heart pirates"', luffy)).toBe(false);
  });

  it('matches !"name" on the whole name, whatever its case, and name: on a part', () => {
    const nami = aCard({ name: 'Nami' });
    const namiAndVivi = aCard({ name: 'Nami & Vivi' });
    expect(matches('!"Nami"', nami)).toBe(true);
    expect(matches('!nami', nami)).toBe(true);
    expect(matches('!"NAMI"', namiAndVivi)).toBe(false);
    expect(matches('!"nami & vivi"', namiAndVivi)).toBe(true);
    expect(matches('name:nami', namiAndVivi)).toBe(true);
    expect(matches('-!nami', nami)).toBe(false);
    expect(matches('-!nami', namiAndVivi)).toBe(true);
  });

  it('matches set: by letters and digits, in the readable name', () => {
    expect(matches('set:st01', luffy)).toBe(true);
    expect(matches('set:ST-01', luffy)).toBe(true);
    expect(matches('set:st02', luffy)).toBe(false);
    const dawn = aCard({ set: '-ROMANCE DAWN- [OP01]' });
    expect(matches('set:op01', dawn)).toBe(true);
    expect(matches('set:"romance dawn"', dawn)).toBe(true);
    expect(matches('set:"ace & newgate"', aCard({ set: 'Ace &amp; Newgate [PRB-02]' }))).toBe(true);
  });

  it('matches r: across the sources’ spellings; cards without a rarity never match', () => {
    expect(matches('r:sr', luffy)).toBe(true);
    expect(matches('r:superrare', luffy)).toBe(true);
    expect(matches('r:"super rare"', luffy)).toBe(true);
    expect(matches('r:sec', aCard({ rarity: 'SEC' }))).toBe(true);
    expect(matches('r:secretrare', aCard({ rarity: 'SEC' }))).toBe(true);
    expect(matches('r:c', luffy)).toBe(false);
    expect(matches('r:c', aCard({ rarity: null }))).toBe(false);
  });

  it('needs one side of an OR, every term of an AND (which binds tighter), and reads parentheses and negated groups', () => {
    const law = aCard({ color: 'Red/Green', type: 'LEADER', name: 'Trafalgar Law' });
    const blue = aCard({ color: 'Blue', name: 'Nami' });
    const green = aCard({ color: 'Green', name: 'Zoro' });
    expect(matches('c:red OR c:blue', luffy)).toBe(true);
    expect(matches('c:red or c:blue', blue)).toBe(true);
    expect(matches('c:red Or c:blue', green)).toBe(false);
    expect(matches('(c:red or c:blue) t:leader', law)).toBe(true);
    expect(matches('(c:red or c:blue) t:leader', luffy)).toBe(false);
    // AND first: c:blue OR (c:red t:leader).
    expect(matches('c:blue or c:red t:leader', luffy)).toBe(false);
    expect(matches('c:blue or c:red t:leader', law)).toBe(true);
    expect(matches('c:blue or c:red and t:leader', blue)).toBe(true);
    expect(matches('-(c:red or c:blue)', green)).toBe(true);
    expect(matches('-(c:red or c:blue)', law)).toBe(false);
    expect(matches('((zoro))', green)).toBe(true);
    expect(matches('"or"', aCard({ ability: 'one or more' }))).toBe(true);
  });

  it('needs every term', () => {
    expect(matches('c:red t:character cost<=5 rush -f:"heart"', luffy)).toBe(true);
    expect(matches('c:red t:character cost<=4 rush', luffy)).toBe(false);
  });
});

describe('queryNotices', () => {
  const read = (query: string) => (parseCardQuery(query) as Extract<ParsedQuery, { ok: true }>).expression;

  it('names each term on a field no card carries, at any depth, and nothing when some card has it', () => {
    const withoutRarity = fieldsInData([aCard({ rarity: null, attribute: 'Slash', family: 'Navy' })].map(toSearchableCard));
    expect(queryNotices(read('t:leader (r:sr or -r:sec) r:SR'), withoutRarity)).toEqual([
      {
        code: 'field_not_in_data',
        field: 'rarity',
        terms: ['r:sr', '-r:sec'],
        message: 'No card in the imported data has a rarity: r:sr, -r:sec cannot match any card',
      },
    ]);
    expect(queryNotices(read('t:leader'), withoutRarity)).toEqual([]);
    expect(queryNotices(null, withoutRarity)).toEqual([]);
    const withRarity = fieldsInData([aCard({ rarity: null }), aCard({ rarity: 'SR' })].map(toSearchableCard));
    expect(queryNotices(read('r:sr'), withRarity)).toEqual([]);
    expect(queryNotices(read('f:navy a:slash'), fieldsInData([aCard()].map(toSearchableCard))).map((notice) => notice.field)).toEqual(['attribute', 'family']);
  });
});
