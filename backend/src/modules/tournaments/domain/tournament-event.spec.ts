import { readableStandings, readTournament, topCutSize, type TournamentInput } from './tournament-event.js';
import { buildMeta, matchSides } from './meta.js';

const CARDS = [
  { id: 1, code: 'ST01-001', type: 'LEADER' },
  { id: 2, code: 'ST01-002', type: 'CHARACTER' },
  { id: 3, code: 'OP09-001', type: 'LEADER' },
];

const event = (overrides: Partial<TournamentInput> = {}): TournamentInput => ({
  name: ' Cup ',
  date: '2026-11-01',
  format: 'OP10',
  players: 20,
  standings: [
    { placing: 1, player: 'Ann', record: { wins: 3, losses: 0, ties: 0 }, deck: '1xST01-001\n4xST01-002' },
    { placing: 9, player: 'Ben', record: { wins: 1, losses: 2, ties: 0 }, deck: '1 OP09-001\n4 XX01-001' },
    { placing: 10, player: 'Cy', record: { wins: 0, losses: 3, ties: 0 }, deck: '' },
  ],
  ...overrides,
});

describe('reading an event', () => {
  it('reads each deck with the deck-list parser and marks the top cut by attendance', () => {
    const read = readTournament(event(), CARDS);
    expect(read.name).toBe('Cup');
    expect(read.topCut).toBe(8);
    expect(read.standings.map((standing) => [standing.leaderCode, standing.inTopCut])).toEqual([
      ['ST01-001', true],
      ['OP09-001', false],
      [null, false],
    ]);
    expect(read.standings[1]!.problems).toEqual([{ code: 'unknown_cards', placing: 9, player: 'Ben', lines: ['4 XX01-001'] }]);
    expect(read.standings[2]!.problems).toEqual([{ code: 'no_leader', placing: 10, player: 'Cy' }]);
    expect(readableStandings(read)).toBe(2);
  });

  it('turns pairings between read leaders into games, and reports the others', () => {
    const read = readTournament(
      event({
        topCut: 1,
        rounds: [
          {
            round: 1,
            pairings: [
              { player1: 'Ann', player2: 'Ben', winner: 'ben' },
              { player1: 'Ann', player2: 'Cy', winner: 'Ann' },
              { player1: 'Ann', player2: 'Dee', winner: 'Ann' },
              { player1: 'Ann', player2: 'Ben', winner: 'Eve' },
              { player1: 'Ben', player2: 'Ann' },
              { player1: 'Cy', player2: '' },
            ],
          },
        ],
      }),
      CARDS,
    );
    expect(read.topCut).toBe(1);
    expect(read.matches).toEqual([
      { round: 1, leaderCode: 'ST01-001', opponentCode: 'OP09-001', result: 'L' },
      { round: 1, leaderCode: 'OP09-001', opponentCode: 'ST01-001', result: 'T' },
    ]);
    expect(read.problems.map((problem) => problem.code)).toEqual(['no_leader_in_pairing', 'unknown_player', 'invalid_winner']);
  });

  it('cuts by attendance', () => {
    expect([8, 16, 17, 128, 129, 256, 257].map(topCutSize)).toEqual([4, 4, 8, 8, 16, 16, 32]);
  });
});

describe('the meta', () => {
  it('gives shares of the read field, top cut rates and win rates with ties as half and mirrors left out', () => {
    const meta = buildMeta(
      [
        { leaderCode: 'A', decks: 3, topCut: 1 },
        { leaderCode: 'B', decks: 1, topCut: 1 },
      ],
      [
        { leaderCode: 'A', opponentCode: 'A', wins: 5, losses: 5, ties: 0 },
        { leaderCode: 'A', opponentCode: 'B', wins: 1, losses: 2, ties: 1 },
        { leaderCode: 'B', opponentCode: 'A', wins: 2, losses: 1, ties: 1 },
      ],
    );
    expect(meta.decks).toBe(4);
    expect(meta.leaders).toEqual([
      { code: 'A', decks: 3, share: 0.75, topCut: 1, topCutRate: 1 / 3, games: 4, winRate: 1.5 / 4 },
      { code: 'B', decks: 1, share: 0.25, topCut: 1, topCutRate: 1, games: 4, winRate: 2.5 / 4 },
    ]);
    expect(meta.headToHead.map((row) => [row.leaderCode, row.opponentCode, row.winRate])).toEqual([
      ['A', 'B', 0.375],
      ['B', 'A', 0.625],
    ]);
  });

  it('has no win rate without games, and stores a game as both sides', () => {
    expect(buildMeta([{ leaderCode: 'A', decks: 1, topCut: 0 }], []).leaders[0]).not.toHaveProperty('winRate');
    expect(matchSides({ round: 2, leaderCode: 'A', opponentCode: 'B', result: 'W' })[1]).toEqual({ round: 2, leaderCode: 'B', opponentCode: 'A', result: 'L' });
  });
});
