import { officialKeyedCards } from '../../../../test/fixtures/cards/real-cards.js';
import { printingBaseCode } from '../../cards/domain/card.js';
import {
  DECK_LIST_FORMATS,
  deckListEntries,
  exportDeckList,
  exportDeckListAs,
  importDeckList,
  mergeDeckList,
  parseDeckListLine,
  type ListCard,
} from './deck-list.js';

const official = officialKeyedCards();
const CARDS: Array<ListCard & { name: string }> = Object.entries(official).map(([code, card], index) => ({
  id: index + 1,
  code,
  type: card.category.toUpperCase(),
  name: card.name,
}));
const idOf = (code: string) => CARDS.find((card) => card.code === code)!.id;

// OPTCGSim export: leader first, no spaces.
const OPTCGSIM = `1xOP12-001
4xOP12-006
4xOP12-008
4xOP12-014
2xOP01-016
4xST01-012`;

// Tournament list: '4 CODE Name', leader last.
const TOURNAMENT = `4 OP12-006 Some Character
4 OP12-008 Another One
4 OP12-014 Third
2 OP01-016 Nami
4 ST01-012 Monkey.D.Luffy
1 OP12-001 The Leader`;

describe('parseDeckListLine', () => {
  it.each([
    ['4xOP01-016', 4, 'OP01-016'],
    ['4x OP01-016', 4, 'OP01-016'],
    ['4 OP01-016 Nami', 4, 'OP01-016'],
    ['  2X op01-016  ', 2, 'OP01-016'],
    ['1xOP01-024_p1', 1, 'OP01-024_P1'],
    ['3 ST01-012', 3, 'ST01-012'],
    // Cardmarket wants lists: the name first, the code in parentheses, a version after it, no quantity for 1.
    ['4 Nami (OP01-016)', 4, 'OP01-016'],
    ['2x Nami (OP01-016) (V.2)', 2, 'OP01-016'],
    ['Nami (OP01-016)', 1, 'OP01-016'],
    ['1 Monkey.D.Luffy (Gear 5) (OP05-119_p1)', 1, 'OP05-119_P1'],
    ['4 X-Drake (OP01-051)', 4, 'OP01-051'],
    ['1 Promo (P-001)', 1, 'P-001'],
  ])('reads %p', (line, quantity, code) => {
    expect(parseDeckListLine(line)).toMatchObject({ quantity, code });
  });

  it.each(['Nami', 'x4 OP01-016', '0xOP01-016', 'OP01-016', '4xNAMI', '(OP01-016)', '4 (OP01-016)', '0 Nami (OP01-016)', '4 X-Drake', 'Characters (36)'])(
    'rejects %p',
    (line) => {
      expect(parseDeckListLine(line)).toBeNull();
    },
  );
});

describe('importDeckList on real card data', () => {
  it('reads an OPTCGSim list and finds the leader by its type', () => {
    const result = importDeckList(OPTCGSIM, CARDS);
    expect(result.leader?.code).toBe('OP12-001');
    expect(result.cards.map(({ card, quantity }) => [card.code, quantity])).toEqual([
      ['OP12-006', 4],
      ['OP12-008', 4],
      ['OP12-014', 4],
      ['OP01-016', 2],
      ['ST01-012', 4],
    ]);
    expect(result.missing).toEqual([]);
  });

  it('reads a tournament list with the leader last, to the same deck', () => {
    const fromSim = importDeckList(OPTCGSIM, CARDS);
    const fromTournament = importDeckList(TOURNAMENT, CARDS);
    expect(fromTournament.leader).toEqual(fromSim.leader);
    expect(new Set(fromTournament.cards.map(({ card, quantity }) => `${quantity}x${card.code}`))).toEqual(
      new Set(fromSim.cards.map(({ card, quantity }) => `${quantity}x${card.code}`)),
    );
  });

  it('matches case-insensitively, strips a parallel suffix, falls back to the closest prefix, and counts the rest missing', () => {
    const result = importDeckList(['4xop01-016', '1xOP01-024_p9', '2 OP01-12', '3xZZ99-999', 'garbage line', '// comment', ''].join('\n'), CARDS);
    expect(result.cards.map(({ card }) => card.code)).toEqual(['OP01-016', 'OP01-024', 'OP01-120']);
    expect(result.missing).toEqual(['3xZZ99-999']);
    expect(result.unreadable).toEqual(['garbage line']);
  });

  it('adds up repeated lines and leaves a second leader out (a leader is never one of the 50)', () => {
    const result = importDeckList('1xOP12-001\n2xOP01-016\n2xOP01-016\n1xOP01-001', CARDS);
    expect(result.leader?.code).toBe('OP12-001');
    expect(result.cards.map(({ card, quantity }) => [card.code, quantity])).toEqual([['OP01-016', 4]]);
    expect(result.adjustments).toContainEqual({ kind: 'extraLeader', code: 'OP01-001' });
  });
});

describe('mergeDeckList (docs/product.md#deck-list-import)', () => {
  const toEntry = (card: ListCard, quantity: number) => ({ cardId: card.id, quantity });

  it('takes the leader only when the deck has none, adds new cards and replaces quantities', () => {
    const imported = importDeckList('1xOP12-001\n4xOP01-016\n3xST01-012', CARDS);
    const current = { leaderId: idOf('OP01-001'), cards: [{ cardId: idOf('OP01-016'), quantity: 1 }] };
    const merged = mergeDeckList(current, imported, toEntry);
    expect(merged.leaderId).toBe(idOf('OP01-001'));
    expect(merged.cards).toEqual([
      { cardId: idOf('OP01-016'), quantity: 4 },
      { cardId: idOf('ST01-012'), quantity: 3 },
    ]);
    expect(mergeDeckList({ leaderId: null, cards: [] }, imported, toEntry).leaderId).toBe(idOf('OP12-001'));
  });
});

describe('exportDeckList', () => {
  it('writes the leader first, then cards by code, and reads back to the same deck', () => {
    const text = exportDeckList({ code: 'OP12-001' }, [
      { code: 'ST01-012', quantity: 4 },
      { code: 'OP01-016', quantity: 2 },
    ]);
    expect(text).toBe('1xOP12-001\n2xOP01-016\n4xST01-012');
    const roundTrip = importDeckList(text, CARDS);
    expect(roundTrip.leader?.code).toBe('OP12-001');
    expect(roundTrip.cards.map(({ card, quantity }) => `${quantity}x${card.code}`)).toEqual(['2xOP01-016', '4xST01-012']);
  });
});

describe('importDeckList reports every adjustment (issue #10 item 3)', () => {
  it('cuts 5x to 4 and says so', () => {
    const result = importDeckList('1xOP12-001\n5xOP12-006', CARDS);
    expect(result.cards.map(({ card, quantity }) => [card.code, quantity])).toEqual([['OP12-006', 4]]);
    expect(result.adjustments).toEqual([{ kind: 'clamped', code: 'OP12-006', requested: 5, kept: 4 }]);
  });

  it('adds up two lines for the same card, cuts the sum, and reports both', () => {
    const result = importDeckList('4xOP12-006\n4 OP12-006 Again', CARDS);
    expect(result.cards.map(({ card, quantity }) => [card.code, quantity])).toEqual([['OP12-006', 4]]);
    expect(result.adjustments).toEqual([
      { kind: 'merged', code: 'OP12-006', lines: 2, quantity: 8 },
      { kind: 'clamped', code: 'OP12-006', requested: 8, kept: 4 },
    ]);
  });

  it('counts parallel printings together for the 4-copy rule', () => {
    const result = importDeckList('3xEB01-006\n2xEB01-006_p1\n1xEB01-006_p2', CARDS);
    expect(result.cards.map(({ card, quantity }) => [card.code, quantity])).toEqual([
      ['EB01-006', 3],
      ['EB01-006_p1', 1],
    ]);
    expect(result.adjustments).toEqual([{ kind: 'clamped', code: 'EB01-006', requested: 6, kept: 4 }]);
  });

  it('reports unknown codes, unreadable lines and a second leader', () => {
    const result = importDeckList('1xOP12-001\n1xOP01-001\n4xZZ99-999\nhello\n4xOP12-006', CARDS);
    expect(result.leader?.code).toBe('OP12-001');
    expect(result.adjustments).toEqual([
      { kind: 'extraLeader', code: 'OP01-001' },
      { kind: 'unknown', line: '4xZZ99-999' },
      { kind: 'unreadable', line: 'hello' },
    ]);
  });

  it('reports nothing for a clean list', () => {
    expect(importDeckList(OPTCGSIM, CARDS).adjustments).toEqual([]);
  });
});

describe('exportDeckListAs: every list format (issue #16 item 4, ADR 0025)', () => {
  const card = (code: string) => CARDS.find((entry) => entry.code === code)!;
  const LEADER = card('OP01-001');
  const DECK = [
    { ...card('OP01-016'), quantity: 4 },
    { ...card('ST01-012'), quantity: 2 },
    { ...card('OP01-024'), quantity: 1 },
    { ...card('OP01-024_p1'), quantity: 2 },
  ];

  it('writes OPTCGSim lines: the leader first as 1x, then the cards by code', () => {
    expect(exportDeckListAs('optcgsim', LEADER, DECK)).toBe('1xOP01-001\n4xOP01-016\n1xOP01-024\n2xOP01-024_p1\n2xST01-012');
    expect(exportDeckList(LEADER, DECK)).toBe(exportDeckListAs('optcgsim', LEADER, DECK));
  });

  it('writes tournament lines: quantity, code and name, the leader first', () => {
    expect(exportDeckListAs('tournament', LEADER, DECK).split('\n')).toEqual([
      `1 OP01-001 ${LEADER.name}`,
      `4 OP01-016 ${card('OP01-016').name}`,
      `1 OP01-024 ${card('OP01-024').name}`,
      `2 OP01-024_p1 ${card('OP01-024_p1').name}`,
      `2 ST01-012 ${card('ST01-012').name}`,
    ]);
  });

  it('writes Cardmarket wants lines: quantity, name, code in parentheses, one line per card (its printings added up)', () => {
    expect(exportDeckListAs('cardmarket', LEADER, DECK).split('\n')).toEqual([
      `1 ${LEADER.name} (OP01-001)`,
      `4 ${card('OP01-016').name} (OP01-016)`,
      `3 ${card('OP01-024').name} (OP01-024)`,
      `2 ${card('ST01-012').name} (ST01-012)`,
    ]);
  });

  it('keeps a name on one line and falls back to the code when a card has no name', () => {
    const odd = [{ code: 'OP01-016', name: 'Na\nmi\t ', quantity: 4 }];
    expect(exportDeckListAs('tournament', null, odd)).toBe('4 OP01-016 Na mi');
    expect(exportDeckListAs('cardmarket', null, [{ code: 'OP01-016', quantity: 4 }])).toBe('4 OP01-016 (OP01-016)');
    expect(exportDeckListAs('tournament', null, [{ code: 'OP01-016', quantity: 4 }])).toBe('4 OP01-016');
    expect(importDeckList(exportDeckListAs('cardmarket', null, [{ code: 'OP01-016', quantity: 4 }]), CARDS).cards.map(({ card: c }) => c.code)).toEqual([
      'OP01-016',
    ]);
  });

  /**
   * Round trips over the whole real card list (4,779 cards, every odd name in it): the cards are dealt
   * into decks of 50 distinct cards (no two printings of one card in a deck, so no 4-copy cut), each
   * with a leader, quantities 1 to 4; each deck is exported in each format and imported back.
   */
  const leaders = CARDS.filter((entry) => entry.type === 'LEADER');
  const others = CARDS.filter((entry) => entry.type !== 'LEADER');
  const decks: Array<{ leader: (typeof CARDS)[number]; cards: Array<(typeof CARDS)[number] & { quantity: number }> }> = [];
  for (const [index, entry] of others.entries()) {
    const base = printingBaseCode(entry.code);
    let deck = decks.find((candidate) => candidate.cards.length < 50 && !candidate.cards.some((other) => printingBaseCode(other.code) === base));
    if (!deck) {
      deck = { leader: leaders[decks.length % leaders.length], cards: [] };
      decks.push(deck);
    }
    deck.cards.push({ ...entry, quantity: (index % 4) + 1 });
  }

  it.each(DECK_LIST_FORMATS)('%s: export then import gives the same deck, for every card of the real list', (format) => {
    expect(decks.reduce((sum, deck) => sum + deck.cards.length, 0)).toBe(others.length);
    for (const deck of decks) {
      const result = importDeckList(exportDeckListAs(format, deck.leader, deck.cards), CARDS);
      expect(result.adjustments).toEqual([]);
      // Cardmarket names the card, not the printing: the base printing comes back.
      const key = (code: string) => (format === 'cardmarket' ? printingBaseCode(code) : code);
      expect(key(result.leader!.code)).toBe(key(deck.leader.code));
      const sorted = (entries: Array<{ code: string; quantity: number }>) =>
        entries.map(({ code, quantity }) => `${quantity}x${key(code)}`).sort((a, b) => a.localeCompare(b));
      expect(sorted(result.cards.map(({ card: c, quantity }) => ({ code: c.code, quantity })))).toEqual(sorted(deck.cards));
    }
  });

  it('cardmarket: a deck of base printings comes back exactly, ids included', () => {
    const deck = decks[0].cards.filter((entry) => printingBaseCode(entry.code) === entry.code.toUpperCase());
    const result = importDeckList(exportDeckListAs('cardmarket', decks[0].leader, deck), CARDS);
    expect(result.cards.map(({ card: c, quantity }) => [c.id, quantity])).toEqual(
      [...deck].sort((a, b) => a.code.localeCompare(b.code)).map((entry) => [entry.id, entry.quantity]),
    );
  });

  it('reads all three formats mixed in one paste', () => {
    const result = importDeckList(['1xOP01-001', '4 OP01-016 Nami', '2 Monkey.D.Luffy (ST01-012)'].join('\n'), CARDS);
    expect(result.leader?.code).toBe('OP01-001');
    expect(result.cards.map(({ card: c, quantity }) => [c.code, quantity])).toEqual([
      ['OP01-016', 4],
      ['ST01-012', 2],
    ]);
  });
});

describe('a list pasted on one line or separated by commas (issue 34 item 4)', () => {
  it.each([
    ['4xOP01-016, 4xOP01-017', ['4xOP01-016', '4xOP01-017']],
    ['4xOP01-016,4xOP01-017;2xST01-012', ['4xOP01-016', '4xOP01-017', '2xST01-012']],
    ['4xOP01-016 4xOP01-017 2x ST01-012', ['4xOP01-016', '4xOP01-017', '2x ST01-012']],
    ['4 OP01-016 Nami, 2 OP01-017 Zoro', ['4 OP01-016 Nami', '2 OP01-017 Zoro']],
    ['4 OP01-016 Nami 2 OP01-017 Roronoa Zoro', ['4 OP01-016 Nami', '2 OP01-017 Roronoa Zoro']],
    ['4 Nami (OP01-016) 2 Zoro (OP01-017) (V.2) 1 Luffy (ST01-012)', ['4 Nami (OP01-016)', '2 Zoro (OP01-017) (V.2)', '1 Luffy (ST01-012)']],
    ['1 Monkey.D.Luffy (Gear 5) (OP05-119_p1)', ['1 Monkey.D.Luffy (Gear 5) (OP05-119_p1)']],
    // A name with a comma stays whole: a comma splits only before a quantity or after '(CODE)'.
    ['2 OP05-077 There You Are, Sore Loser!, 4xOP01-016', ['2 OP05-077 There You Are, Sore Loser!', '4xOP01-016']],
    ['Nami (OP01-016), Zoro (OP01-017)', ['Nami (OP01-016)', 'Zoro (OP01-017)']],
    ['// my deck\n1xOP12-001\n\n# main\n4xOP12-006, 4xOP12-008\n', ['1xOP12-001', '4xOP12-006', '4xOP12-008']],
  ])('splits %p into its entries', (text, entries) => {
    expect(deckListEntries(text)).toEqual(entries);
  });

  it('reads every entry of a comma-separated OPTCGSim paste, not only the first', () => {
    const result = importDeckList('1xOP12-001, 4xOP12-006, 4xOP12-008, 2xOP01-016', CARDS);
    expect(result.leader?.code).toBe('OP12-001');
    expect(result.cards.map(({ card, quantity }) => [card.code, quantity])).toEqual([
      ['OP12-006', 4],
      ['OP12-008', 4],
      ['OP01-016', 2],
    ]);
    expect(result.adjustments).toEqual([]);
  });

  it('reads a tournament list written on one line, with or without commas, to the same deck as its lines', () => {
    const lines = importDeckList(TOURNAMENT, CARDS);
    expect(importDeckList(TOURNAMENT.split('\n').join(', '), CARDS)).toEqual(lines);
    expect(importDeckList(TOURNAMENT.split('\n').join(' '), CARDS)).toEqual(lines);
  });

  it('reads an OPTCGSim export joined on one line to the same deck as its lines', () => {
    expect(importDeckList(OPTCGSIM.split('\n').join(' '), CARDS)).toEqual(importDeckList(OPTCGSIM, CARDS));
  });

  it('reports an unknown entry of a one-line paste and keeps the others', () => {
    const result = importDeckList('4xOP12-006, 4xZZ99-999, 4xOP12-008', CARDS);
    expect(result.cards.map(({ card }) => card.code)).toEqual(['OP12-006', 'OP12-008']);
    expect(result.adjustments).toEqual([{ kind: 'unknown', line: '4xZZ99-999' }]);
  });
});
