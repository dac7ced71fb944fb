import { officialKeyedCards } from '../../../../test/fixtures/cards/real-cards.js';
import type { Format } from '../../formats/domain/format.js';
import { deckLegality, type LegalityCard, type LegalityInput } from './deck-legality.js';

const OFFICIAL = officialKeyedCards();
const card = (code: string): LegalityCard => {
  const found = OFFICIAL[code];
  if (!found) throw new Error(`no card ${code} in the fixture`);
  return { code: found.id, type: found.category, color: found.colors.join('/') };
};
/** A list as tournament reports write it: '4xOP09-013'. */
const list = (lines: string[]) =>
  lines.map((line) => {
    const [quantity, code] = line.split('x');
    return { card: card(code), quantity: Number(quantity) };
  });

const upTo = (last: number) => Array.from({ length: last }, (_, index) => `OP${String(index + 1).padStart(2, '0')}`);
const format = (code: string, overrides: Partial<Format> = {}): Format => ({
  code,
  name: code,
  legalSets: [...upTo(Number(code.slice(2))), 'ST01', 'ST10', 'EB01', 'P'],
  banList: [],
  isCurrent: false,
  ...overrides,
});

/** Red Shanks (OP09), a tournament-style list: 50 cards, all red, all from OP06 and OP09. */
const RED_SHANKS = [
  '4xOP09-002',
  '4xOP09-008',
  '4xOP09-011',
  '4xOP09-014',
  '4xOP09-015',
  '4xOP09-016',
  '4xOP09-013',
  '4xOP09-009',
  '2xOP09-004',
  '4xOP09-019',
  '4xOP09-018',
  '2xOP09-021',
  '2xOP06-007',
  '4xOP09-020',
];
/** Red/Green Smoker (OP10): red and green cards of OP09 and OP10. */
const SMOKER = [
  '4xOP10-005',
  '4xOP09-013',
  '4xOP09-015',
  '4xOP09-002',
  '4xOP10-030',
  '4xOP10-032',
  '4xOP10-031',
  '4xOP10-023',
  '4xOP10-026',
  '4xOP10-028',
  '4xOP10-033',
  '4xOP10-034',
  '2xOP10-029',
];

const shanks = (overrides: Partial<LegalityInput> = {}): LegalityInput => ({
  leader: card('OP09-001'),
  cards: list(RED_SHANKS),
  formatCode: 'OP10',
  format: format('OP10'),
  ...overrides,
});

describe('deck legality on real lists', () => {
  it('finds a tournament Red Shanks list legal in OP10 and OP09', () => {
    expect(deckLegality(shanks())).toEqual({ legal: true, format: 'OP10', problems: [] });
    expect(deckLegality(shanks({ formatCode: 'OP09', format: format('OP09') })).legal).toBe(true);
  });

  it('finds a two-colour leader list legal: every card shares a colour with Red/Green Smoker', () => {
    expect(deckLegality({ leader: card('OP10-001'), cards: list(SMOKER), formatCode: 'OP10', format: format('OP10') })).toEqual({
      legal: true,
      format: 'OP10',
      problems: [],
    });
  });

  it('counts parallel printings as the same card for the 4-copy rule', () => {
    const parallel = list([...RED_SHANKS.filter((line) => !line.endsWith('OP09-013')), '2xOP09-013', '2xOP09-013_p1']);
    expect(deckLegality(shanks({ cards: parallel })).legal).toBe(true);
    const tooMany = list([
      ...RED_SHANKS.filter((line) => !line.endsWith('OP09-013') && !line.endsWith('OP09-020')),
      '3xOP09-013',
      '2xOP09-013_p1',
      '3xOP09-020',
    ]);
    expect(deckLegality(shanks({ cards: tooMany })).problems).toEqual([{ code: 'tooManyCopies', cardCode: 'OP09-013', count: 5, limit: 4 }]);
  });

  it('wants exactly 50 cards besides the leader', () => {
    const short = list([...RED_SHANKS.slice(0, -1), '3xOP09-020']);
    expect(deckLegality(shanks({ cards: short })).problems).toEqual([{ code: 'deckSize', count: 49, limit: 50 }]);
    const long = list([...RED_SHANKS, '1xOP01-016']);
    expect(deckLegality(shanks({ cards: long })).problems).toEqual([{ code: 'deckSize', count: 51, limit: 50 }]);
  });

  it('refuses a card outside the leader colours', () => {
    const purple = list([...RED_SHANKS.slice(0, -1), '4xOP05-119']);
    expect(deckLegality(shanks({ cards: purple })).problems).toEqual([{ code: 'colorOutsideLeader', cardCode: 'OP05-119', value: 'Purple' }]);
  });

  it('refuses cards from sets the format does not allow, the leader included, each card once', () => {
    const result = deckLegality(shanks({ formatCode: 'OP08', format: format('OP08') }));
    expect(result.legal).toBe(false);
    expect(result.problems.every((problem) => problem.code === 'setNotLegal')).toBe(true);
    expect(result.problems.map((problem) => problem.cardCode)).toEqual([
      'OP09-001',
      ...RED_SHANKS.map((line) => line.split('x')[1]).filter((code) => code.startsWith('OP09')),
    ]);
    expect(result.problems[0]).toEqual({ code: 'setNotLegal', cardCode: 'OP09-001', value: 'OP09' });
  });

  it('applies the ban list: banned cards and restricted counts, printings together', () => {
    const banned = format('OP10', {
      banList: [
        { code: 'OP09-015', maxCopies: 0 },
        { code: 'OP09-013_p1', maxCopies: 1 },
        { code: 'OP09-004', maxCopies: 2 },
        { code: 'OP01-016', maxCopies: 0 },
      ],
    });
    expect(deckLegality(shanks({ format: banned })).problems).toEqual([
      { code: 'banned', cardCode: 'OP09-015' },
      { code: 'restricted', cardCode: 'OP09-013', count: 4, limit: 1 },
    ]);
    expect(deckLegality(shanks({ format: format('OP10', { banList: [{ code: 'OP09-001', maxCopies: 0 }] }) })).problems).toEqual([
      { code: 'banned', cardCode: 'OP09-001' },
    ]);
  });

  it('needs a leader that is a Leader, and only Characters, Events and Stages among the 50', () => {
    expect(deckLegality(shanks({ leader: null })).problems).toEqual([{ code: 'noLeader' }]);
    expect(deckLegality(shanks({ leader: card('OP09-004') })).problems).toEqual([{ code: 'notALeader', cardCode: 'OP09-004' }]);
    const withLeader = list([...RED_SHANKS.slice(0, -1), '3xOP09-020', '1xOP10-001']);
    expect(deckLegality(shanks({ cards: withLeader })).problems).toEqual([{ code: 'notADeckCard', cardCode: 'OP10-001', value: 'LEADER' }]);
  });

  it('reports an unknown format and cards the database no longer has', () => {
    expect(deckLegality(shanks({ formatCode: 'OP01', format: null, unknownCards: 2 })).problems).toEqual([
      { code: 'unknownCards', count: 2 },
      { code: 'unknownFormat', value: 'OP01' },
    ]);
  });
});
