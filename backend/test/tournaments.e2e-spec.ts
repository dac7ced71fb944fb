import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

/**
 * Tournament results and the meta built from them (issue 35 item 4, ADR 0063), on the demo seed's
 * real cards (ST01–ST04, OP08–OP10 leaders): an event of eight standings with pairings, read to the
 * deck, and a second one as CSV.
 */
const LUFFY = 'ST01-001';
const SHANKS = 'OP09-001';
const LAW = 'OP10-022';

const list = (leader: string, ...cards: string[]) => [`1x${leader}`, ...cards].join('\n');

const standing = (placing: number, player: string, deck: string, wins = 0, losses = 0, ties = 0) => ({ placing, player, record: { wins, losses, ties }, deck });

const milano = () => ({
  name: 'Treasure Cup Milano',
  date: '2026-11-01',
  format: 'OP10',
  players: 10,
  standings: [
    standing(1, 'Alice', list(LUFFY, '4xST01-002', '4xST01-004'), 4, 0, 0),
    // A tournament list: the quantity first, the name after the code.
    standing(2, 'Bob', `1 ${SHANKS} Shanks\n4 ST01-002 Usopp`, 3, 1, 0),
    // Cardmarket's format, the leader last.
    standing(3, 'Carol', `4 Usopp (ST01-002)\n1 Monkey.D.Luffy (${LUFFY})`, 3, 1, 0),
    standing(4, 'Dan', list(LAW), 2, 2, 0),
    standing(5, 'Eve', list(SHANKS), 2, 1, 1),
    standing(6, 'Finn', list(LUFFY), 1, 2, 1),
    standing(7, 'Gus', list(LAW, '4xZZ99-999', 'not a card line at all'), 1, 3, 0),
    standing(8, 'Hal', '4xST01-002', 0, 4, 0),
  ],
  rounds: [
    {
      round: 1,
      pairings: [
        { player1: 'Alice', player2: 'Bob', winner: 'Alice' },
        { player1: 'Carol', player2: 'Dan', winner: 'Dan' },
        { player1: 'Eve', player2: 'Finn', winner: null },
        { player1: 'Gus', player2: 'Hal', winner: 'Gus' },
        { player1: 'Zed', player2: 'alice', winner: 'Zed' },
      ],
    },
    {
      round: 2,
      pairings: [
        { player1: 'Alice', player2: 'Carol', winner: 'Alice' },
        { player1: 'bob', player2: 'Dan', winner: 'BOB' },
        { player1: 'Eve', player2: 'Gus', winner: 'Eve' },
        { player1: 'Finn', player2: null },
      ],
    },
  ],
});

const torinoCsv = [
  'placing,player,wins,losses,ties,deck',
  `1,Ivy,3,0,0,"1x${LUFFY}\n4xST01-002"`,
  `2,Jo,2,1,0,1x${SHANKS};4xST01-002`,
  `3,Kai,x,1,0,1x${LAW}`,
  `4,Lu,0,3,0,"1x${SHANKS}"`,
].join('\n');

describe('tournament results and the meta', () => {
  let app: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
  });
  afterAll(async () => app.close());

  const meta = async (query = '') => (await request(app.server).get(`/api/meta?format=OP10${query}`).expect(200)).body;
  const leader = (body: { leaders: Array<{ code: string }> }, code: string) => body.leaders.find((entry) => entry.code === code);

  it('keeps the meta empty before any import, and lets only admins import', async () => {
    expect(await meta()).toEqual({ format: 'OP10', events: 0, decks: 0, leaders: [], headToHead: [] });
    await request(app.server).post('/api/tournaments').send(milano()).expect(401);
    await request(app.server).get('/api/tournaments').expect(401);
  });

  it('imports an event, reporting per standing and per pairing what could not be read', async () => {
    const response = await admin.post('/api/tournaments').send(milano()).expect(201);
    expect(response.body.event).toMatchObject({
      name: 'Treasure Cup Milano',
      date: '2026-11-01',
      format: 'OP10',
      players: 10,
      topCut: 4,
      standings: 8,
      readStandings: 7,
      matches: 6,
      problems: 5,
    });
    expect(response.body.problems).toEqual(
      expect.arrayContaining([
        { code: 'unknown_cards', placing: 7, player: 'Gus', lines: ['4xZZ99-999'] },
        { code: 'unreadable_lines', placing: 7, player: 'Gus', lines: ['not a card line at all'] },
        { code: 'no_leader', placing: 8, player: 'Hal' },
        { code: 'no_leader_in_pairing', round: 1, lines: ['Gus', 'Hal'] },
        { code: 'unknown_player', round: 1, lines: ['Zed'] },
      ]),
    );
    expect(response.body.problems).toHaveLength(5);

    const detail = (await admin.get(`/api/tournaments/${response.body.event.id}`).expect(200)).body;
    expect(
      detail.standingList.map((row: { player: string; leaderCode: string | null; inTopCut: boolean }) => [row.player, row.leaderCode, row.inTopCut]),
    ).toEqual([
      ['Alice', LUFFY, true],
      ['Bob', SHANKS, true],
      ['Carol', LUFFY, true],
      ['Dan', LAW, true],
      ['Eve', SHANKS, false],
      ['Finn', LUFFY, false],
      ['Gus', LAW, false],
      ['Hal', null, false],
    ]);
    expect(detail.standingList[7].problems).toEqual([{ code: 'no_leader', placing: 8, player: 'Hal' }]);
    expect(detail.eventProblems).toHaveLength(2);
  });

  it('answers each leader’s share, top cut and win rate, and the head-to-head, right to the deck', async () => {
    const body = await meta();
    expect(body).toMatchObject({ format: 'OP10', events: 1, decks: 7 });
    expect(body.leaders.map((entry: { code: string }) => entry.code)).toEqual([LUFFY, SHANKS, LAW]);
    expect(leader(body, LUFFY)).toEqual({
      code: LUFFY,
      name: 'Monkey.D.Luffy',
      decks: 3,
      share: 3 / 7,
      topCut: 2,
      topCutRate: 2 / 3,
      games: 3,
      winRate: 1.5 / 3,
    });
    expect(leader(body, SHANKS)).toEqual({ code: SHANKS, name: 'Shanks', decks: 2, share: 2 / 7, topCut: 1, topCutRate: 0.5, games: 4, winRate: 2.5 / 4 });
    expect(leader(body, LAW)).toEqual({ code: LAW, name: 'Trafalgar Law', decks: 2, share: 2 / 7, topCut: 1, topCutRate: 0.5, games: 3, winRate: 1 / 3 });
    expect(body.headToHead).toEqual([
      { leader: SHANKS, opponent: LAW, wins: 2, losses: 0, ties: 0, games: 2, winRate: 1 },
      { leader: SHANKS, opponent: LUFFY, wins: 0, losses: 1, ties: 1, games: 2, winRate: 0.25 },
      { leader: LAW, opponent: SHANKS, wins: 0, losses: 2, ties: 0, games: 2, winRate: 0 },
      { leader: LAW, opponent: LUFFY, wins: 1, losses: 0, ties: 0, games: 1, winRate: 1 },
      { leader: LUFFY, opponent: SHANKS, wins: 1, losses: 0, ties: 1, games: 2, winRate: 0.75 },
      { leader: LUFFY, opponent: LAW, wins: 0, losses: 1, ties: 0, games: 1, winRate: 0 },
    ]);
  });

  it('imports the same columns as CSV, leaving out and reporting the rows it cannot read, and the period chooses the events', async () => {
    const response = await admin.post('/api/tournaments/csv').send({ name: 'Torino Store', date: '2026-11-15', format: 'op10', csv: torinoCsv }).expect(201);
    expect(response.body.event).toMatchObject({ format: 'OP10', players: 4, topCut: 4, standings: 3, readStandings: 3, matches: 0, problems: 1 });
    expect(response.body.problems).toEqual([{ code: 'bad_row', row: 3, player: 'Kai', lines: ['record "x-1-0"'] }]);

    const all = await meta();
    expect(all).toMatchObject({ events: 2, decks: 10 });
    expect(leader(all, LUFFY)).toMatchObject({ decks: 4, share: 0.4, topCut: 3, winRate: 0.5 });
    expect(leader(all, SHANKS)).toMatchObject({ decks: 4, share: 0.4, topCut: 3 });
    expect(leader(all, LAW)).toMatchObject({ decks: 2, share: 0.2, topCut: 1 });

    const late = await meta('&from=2026-11-10');
    expect(late).toMatchObject({ from: '2026-11-10', events: 1, decks: 3 });
    expect(late.leaders).toEqual([
      { code: SHANKS, name: 'Shanks', decks: 2, share: 2 / 3, topCut: 2, topCutRate: 1, games: 0 },
      { code: LUFFY, name: 'Monkey.D.Luffy', decks: 1, share: 1 / 3, topCut: 1, topCutRate: 1, games: 0 },
    ]);
    expect(late.headToHead).toEqual([]);
    expect((await meta('&to=2026-10-31')).leaders).toEqual([]);
  });

  it('lists the events newest first and refuses a repeat, an unknown format, an unreadable CSV and an event with nothing readable', async () => {
    const events = (await admin.get('/api/tournaments').expect(200)).body;
    expect(events.map((event: { name: string }) => event.name)).toEqual(['Torino Store', 'Treasure Cup Milano']);
    expect((await admin.post('/api/tournaments').send(milano()).expect(409)).body.code).toBe('tournament_already_imported');
    expect(
      (
        await admin
          .post('/api/tournaments')
          .send({ ...milano(), name: 'Other', format: 'XX99' })
          .expect(422)
      ).body.code,
    ).toBe('tournament_unknown_format');
    expect((await admin.post('/api/tournaments/csv').send({ name: 'Bad', date: '2026-11-02', format: 'OP10', csv: 'a,b\n1,2' }).expect(422)).body.code).toBe(
      'tournament_csv_unreadable',
    );
    const unreadable = { ...milano(), name: 'Nothing', standings: [standing(1, 'Ann', '4xST01-002'), standing(2, 'Ben', 'hello')], rounds: [] };
    expect((await admin.post('/api/tournaments').send(unreadable).expect(422)).body.code).toBe('tournament_nothing_readable');
    expect(
      (
        await admin
          .post('/api/tournaments')
          .send({ ...milano(), date: '2026-13-01' })
          .expect(422)
      ).body.code,
    ).toBe('validation_failed');
    const rows = await app.app.get(DataSource).query('SELECT COUNT(*) AS n FROM tournament_events');
    expect(Number(rows[0].n)).toBe(2);
  });

  it('deletes an event with its standings and games, and the cached meta follows at once', async () => {
    const first = await request(app.server).get('/api/meta?format=OP10').expect(200);
    expect(first.headers.etag).toBeTruthy();
    await request(app.server).get('/api/meta?format=OP10').set('If-None-Match', first.headers.etag).expect(304);
    const milanoId = (await admin.get('/api/tournaments').expect(200)).body.find((event: { name: string }) => event.name === 'Treasure Cup Milano').id;
    await request(app.server).delete(`/api/tournaments/${milanoId}`).expect(401);
    await admin.delete(`/api/tournaments/${milanoId}`).expect(204);
    expect((await admin.delete(`/api/tournaments/${milanoId}`).expect(404)).body.code).toBe('tournament_not_found');
    const after = await meta();
    expect(after).toMatchObject({ events: 1, decks: 3, headToHead: [] });
    const left = await app.app.get(DataSource).query('SELECT (SELECT COUNT(*) FROM tournament_standings) AS s, (SELECT COUNT(*) FROM tournament_games) AS g');
    expect([Number(left[0].s), Number(left[0].g)]).toEqual([3, 0]);
  });
});
