import { readResultsCsv } from './tournament-csv.js';

describe('reading a results CSV', () => {
  it('reads the columns in any order, quoted multi-line decks and ;-separated ones, and reports bad rows', () => {
    const csv = [
      '\uFEFFPlayer;Placing;Deck;Wins;Losses;Ties',
      'Ann;1;"1xST01-001\n4xST01-002";3;0;0',
      'Ben;2;1xOP09-001 | 4xST01-002;2;1;',
      ';3;1xST01-001;1;1;1',
      'Cy;x;;1;1;1',
    ].join('\n');
    const { standings, problems } = readResultsCsv(csv);
    expect(standings).toEqual([
      { placing: 1, player: 'Ann', record: { wins: 3, losses: 0, ties: 0 }, deck: '1xST01-001\n4xST01-002' },
      { placing: 2, player: 'Ben', record: { wins: 2, losses: 1, ties: 0 }, deck: '1xOP09-001\n4xST01-002' },
    ]);
    expect(problems).toEqual([
      { code: 'bad_row', row: 3, lines: ['no player'] },
      { code: 'bad_row', row: 4, player: 'Cy', lines: ['placing "x"'] },
    ]);
  });

  it('refuses a text that is not a table with the columns', () => {
    expect(() => readResultsCsv('name,deck\nAnn,x')).toThrow(expect.objectContaining({ code: 'tournament_csv_unreadable' }));
    expect(() => readResultsCsv('placing,player,wins,losses,ties,deck\n1,"Ann')).toThrow(expect.objectContaining({ code: 'tournament_csv_unreadable' }));
  });
});
