// Goal 2: cost growth. Three instances of the app at 10, 1,000 and 10,000 decks (the smallest with
// 50 comments on a deck, the largest with 50,000), READ_CACHE=false so every request pays the
// database path (the kept answers are goal 1's figures). Sequential requests alternate between the
// instances, round after round; the figure is the time at the largest size over the time at the
// smallest (median over rounds, min beside it).
import { addComments, addDecks, addFavorites, addUsers, soleLeaderId } from './content.mjs';
import { figure, login, median, PORT_BASE, prepareDatabase, realCards, ROUNDS, startApp, stopProcess, timeGet } from './lib.mjs';

const SIZES = [10, 1000, 10000];
const COMMENTS = { 10: 50, 1000: 500, 10000: 50000 };
/** The same number at every size (the smallest has 9 published decks), so only the deck count changes. */
const FAVORITES = 8;
const PER_ROUND = 10;

async function instance(size, port) {
  const database = await prepareDatabase(realCards());
  const base = `http://127.0.0.1:${port}`;
  const app = await startApp(port, database, { READ_CACHE: 'false' });
  const username = `bench${size}`;
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'bench-password' }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const dataSource = await database.open();
  const started = Date.now();
  const decks = await addDecks(dataSource, size);
  await dataSource.query('UPDATE users SET isEmailVerified = ? WHERE username = ?', [true, username]);
  const [{ id: userId }] = await dataSource.query('SELECT id FROM users WHERE username = ?', [username]);
  await addFavorites(dataSource, userId, decks.slice(0, FAVORITES));
  const commented = decks[Math.floor(decks.length / 2)];
  await addComments(dataSource, 'deck', commented, COMMENTS[size], await addUsers(dataSource, 50));
  // A leader with one published deck at every size: the page stays one deck, only the table grows.
  const leader = await soleLeaderId(dataSource);
  await dataSource.destroy();
  const cookie = await login(base, username, 'bench-password');
  console.log(`  ${size} decks, ${COMMENTS[size]} comments on one: written in ${Date.now() - started} ms`);
  return { size, app, database, base, cookie, deck: decks[Math.floor(decks.length / 3)], commented, leader };
}

const CASES = [
  ['gallery page', () => '/api/decks/page'],
  ['gallery filtered, page 3 by name', () => '/api/decks/page?tier=Tier%201&format=OP10&sort=name&page=3'],
  ['gallery by a leader with one deck', (it) => `/api/decks/page?leader=${it.leader}&sort=priority`],
  ['leader options', () => '/api/decks/leaders'],
  [`favourites (${FAVORITES})`, () => '/api/favorites', true],
  ['deck page', (it) => `/api/decks/${it.deck}`],
  ['comments page', (it) => `/api/comments/deck/${it.commented}/page`],
];

export async function run() {
  const instances = [];
  try {
    for (const [index, size] of SIZES.entries()) instances.push(await instance(size, PORT_BASE + 2 + index));
    const rows = [];
    for (const [name, path, withCookie] of CASES) {
      const perRound = new Map(SIZES.map((size) => [size, []]));
      for (let round = 0; round < ROUNDS; round += 1) {
        // Alternate the order too, so no size always runs first.
        const order = round % 2 ? [...instances].reverse() : instances;
        for (const it of order) perRound.get(it.size).push(median(await timeGet(it.base + path(it), withCookie ? { cookie: it.cookie } : {}, PER_ROUND)));
      }
      const smallest = perRound.get(SIZES[0]);
      const largest = perRound.get(SIZES.at(-1));
      const growth = largest.map((ms, round) => ms / smallest[round]);
      const label =
        name === 'comments page'
          ? `growth of a comments page, ${COMMENTS[SIZES[0]]} → ${COMMENTS[SIZES.at(-1)]} comments`
          : `growth of ${name}, ${SIZES[0]} → ${SIZES.at(-1)} decks`;
      const note = SIZES.map((size) => `${size}: ${median(perRound.get(size)).toFixed(1)} ms`).join(', ');
      console.log(`  ${label}: ×${median(growth).toFixed(2)} (${note})`);
      rows.push(figure(2, label, median(growth), { min: Math.min(...growth), goal: 3, better: 'lower', unit: '×', note }));
    }
    return rows;
  } finally {
    for (const it of instances) {
      await stopProcess(it.app);
      await it.database.drop();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
