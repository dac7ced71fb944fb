// Goal 1: every public read against a bare node:http server that answers the same bytes (headers
// included, captured from the app) over the same 50 connections, rounds alternating app and baseline.
// Data: the 4,779 real cards, 1,000 generated decks, 5,000 comments on one deck, 20 news items and
// a tier list of 30 decks.
import { addComments, addDecks, addNews, addUsers, adminSession } from './content.mjs';
import { CHROME_ENCODING, figure, PORT_BASE, prepareDatabase, rawGet, realCards, startApp, startBare, stopProcess, versusBare } from './lib.mjs';

const APP_PORT = PORT_BASE;
const BARE_PORT = PORT_BASE + 1;
// A visitor behind the site's proxy (TRUST_PROXY=1): each read is counted by the public-read rate
// limit (ADR 0066; its limit raised out of the way here), as a visitor's are.
const HEADERS = { 'accept-encoding': CHROME_ENCODING, 'accept-language': 'en-GB,en;q=0.9', 'x-forwarded-for': '203.0.113.10' };

export async function run() {
  const database = await prepareDatabase(realCards());
  const app = await startApp(APP_PORT, database, { TRUST_PROXY: '1', PUBLIC_READ_RATE_LIMIT: '1000000000' });
  const bare = await startBare(BARE_PORT);
  const base = `http://127.0.0.1:${APP_PORT}`;
  try {
    // Decks and news through the API as an admin writes them (one-line guides, every 17th a draft);
    // users and comments in multi-row INSERTs.
    const admin = await adminSession(base);
    const decks = (await addDecks(base, admin, 1000, { guideBytes: 0, draftEvery: 17 })).filter((deck) => !deck.isDraft);
    await addNews(base, admin, 20);
    const dataSource = await database.open();
    const users = await addUsers(dataSource, 200);
    const deckId = decks[0].id;
    await addComments(dataSource, 'deck', deckId, 5000, users);
    await dataSource.destroy();
    for (const [index, { id, format }] of decks.slice(0, 30).entries()) {
      const placed = await fetch(`${base}/api/tierlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: admin, origin: base },
        body: JSON.stringify({ deckId: id, format, tier: ['Tier 1', 'Tier 2', 'Tier 3'][index % 3] }),
      });
      if (!placed.ok) throw new Error(`tier list: ${placed.status} ${await placed.text()}`);
    }

    const reads = [
      ['GET /api/cards (4,779 cards)', '/api/cards', 0.9],
      ['GET /api/cards/gallery (the /cards page: first 24 tiles)', '/api/cards/gallery', 0.9],
      ['GET /api/cards/gallery searched, by name, second page', '/api/cards/gallery?q=c%3Ared+t%3Acharacter&sort=name&page=2', 0.5],
      // Server-rendered per request (ADR 0060): recorded, not judged against bytes a bare server repeats;
      // what a visitor feels of them is judged by the lighthouse and first-click benches.
      ['server-rendered HTML /', '/', undefined],
      ['server-rendered HTML /cards', '/cards', undefined],
      ['server-rendered HTML deck page', `/decks/${deckId}`, undefined],
      ['GET /api/decks (1,000 decks, product list)', '/api/decks', 0.5],
      ['GET /api/decks/page (gallery)', '/api/decks/page', 0.5],
      ['GET /api/decks/page filtered, page 3', '/api/decks/page?tier=Tier%201&format=OP10&sort=name&page=3', 0.5],
      ['GET /api/decks/{id}', `/api/decks/${deckId}`, 0.5],
      ['GET /api/decks/leaders', '/api/decks/leaders', 0.5],
      ['GET /api/tierlist', '/api/tierlist', 0.5],
      ['GET /api/news', '/api/news', 0.5],
      ['GET comments page (of 5,000)', `/api/comments/deck/${deckId}/page`, 0.5],
      ['GET comments, product list (5,000)', `/api/comments/deck/${deckId}`, 0.5],
    ];
    const rows = [];
    let errors = 0;
    for (const [name, path, goal] of reads) {
      const captured = await rawGet(base + path, HEADERS);
      if (captured.status !== 200) throw new Error(`${path}: ${captured.status} ${captured.body.toString('utf8').slice(0, 200)}`);
      await bare.serve(path, captured);
      const result = await versusBare(base + path, bare.base + path, HEADERS);
      errors += result.errors;
      const note = `${captured.body.length} B ${captured.headers['content-encoding'] ?? 'identity'}, ${Math.round(result.appRps)} vs ${Math.round(result.bareRps)} req/s`;
      console.log(`  ${name}: ratio ${result.median.toFixed(2)} (min ${result.min.toFixed(2)}); ${note}`);
      rows.push(figure(1, name, result.median, { min: result.min, goal, note }));
    }
    rows.push(figure(1, 'errors and non-2xx answers at 50 connections', errors, { goal: 0, better: 'lower' }));
    return rows;
  } finally {
    await bare.stop();
    await stopProcess(app);
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
