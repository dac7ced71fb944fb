// Goal 3: the server stays responsive. A probe asks GET /api/health every 20 ms (one at a time) while
// (a) 50 connections hammer the heaviest read, the product's full deck list at 1,000 decks (3 MB of
// JSON), and while (b) an admin changes a card ten times and 20 readers ask for the card list and
// the deck list right after each change, so both are rebuilt from the database every time.
import { addDecks, adminSession } from './content.mjs';
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { CHROME_ENCODING, figure, load, login, median, PORT_BASE, prepareDatabase, realCards, ROOT, startApp, stopProcess } from './lib.mjs';

const PORT = PORT_BASE + 5;
const HEADERS = { 'accept-encoding': CHROME_ENCODING };

/**
 * Asks `url` one request at a time with a pause between, from a process of its own (the load
 * generator's event loop is busy), until stopped: latencies in ms (a failed request counts as ∞).
 */
export async function healthProbe(url, pauseMs = 20) {
  const child = fork(join(ROOT, 'bench/health-probe.mjs'), [url, String(pauseMs)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  // Never left behind, even when the bench fails.
  const end = () => child.kill();
  process.once('exit', end);
  await new Promise((ready) => child.once('message', ready));
  return {
    async stop() {
      const latencies = await new Promise((done) => {
        child.once('message', done);
        child.send('stop');
      });
      process.off('exit', end);
      const sorted = latencies.map((ms) => (ms < 0 ? Infinity : ms)).sort((a, b) => a - b);
      return { count: sorted.length, p50: median(sorted), p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))], max: sorted.at(-1) };
    },
  };
}

/** The fields PUT /api/cards/{id} takes, as the card list gives them. */
const editable = (card) =>
  Object.fromEntries(
    ['code', 'name', 'type', 'imageUrl', 'cost', 'power', 'counter', 'color', 'attribute', 'family', 'ability', 'trigger', 'set'].map((field) => [
      field,
      field === 'imageUrl' ? (card.imageUrl ?? '') : card[field],
    ]),
  );

export const describeProbe = (probe) =>
  `${probe.count} probes, median ${probe.p50.toFixed(1)} ms, p99 ${probe.p99.toFixed(1)} ms, max ${probe.max.toFixed(1)} ms`;

export async function run() {
  const database = await prepareDatabase(realCards());
  const app = await startApp(PORT, database);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    // Through the API as an admin writes them (one-line guides, every 17th a draft).
    await addDecks(base, await adminSession(base), 1000, { guideBytes: 0, draftEvery: 17 });
    const cardId = (await (await fetch(`${base}/api/cards`)).json())[0].id;
    const rows = [];
    // The same probe on the idle app first: what the machine itself costs (it may be shared).
    const idleProbe = await healthProbe(`${base}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = await idleProbe.stop();
    console.log(`  health on the idle app: ${describeProbe(idle)}`);
    // (a) the heaviest read under 50 connections.
    await load(`${base}/api/decks`, HEADERS, { seconds: 2 });
    const hammered = await healthProbe(`${base}/api/health`);
    const result = await load(`${base}/api/decks`, HEADERS, { seconds: 10 });
    const underLoad = await hammered.stop();
    console.log(`  /api/decks at ${Math.round(result.rps)} req/s, ${result.errors} errors; health: ${describeProbe(underLoad)}`);
    rows.push(
      figure(3, 'GET /api/health p99 while 50 connections read /api/decks', underLoad.p99, {
        goal: 100,
        better: 'lower',
        unit: ' ms',
        note: `${describeProbe(underLoad)}; idle app: p99 ${idle.p99.toFixed(1)} ms`,
      }),
    );
    rows.push(figure(3, 'errors reading /api/decks at 50 connections', result.errors, { goal: 0, better: 'lower' }));

    // (b) the card list and the deck list rebuilt after every card change, with readers waiting.
    const admin = await login(base, 'admin', 'bench-password', '/api/admin/login');
    const card = await (await fetch(`${base}/api/cards`)).json().then((cards) => cards.find((entry) => entry.id === cardId));
    const rebuilding = await healthProbe(`${base}/api/health`);
    for (let change = 0; change < 10; change += 1) {
      const updated = await fetch(`${base}/api/cards/${cardId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: admin, origin: base },
        body: JSON.stringify({ ...editable(card), name: `${card.name} ${change}` }),
      });
      if (!updated.ok) throw new Error(`card change: ${updated.status} ${await updated.text()}`);
      await Promise.all(
        Array.from({ length: 20 }, (_, reader) =>
          fetch(`${base}${reader % 2 ? '/api/cards' : '/api/decks'}`, { headers: HEADERS }).then((response) => response.arrayBuffer()),
        ),
      );
    }
    const duringRebuilds = await rebuilding.stop();
    console.log(`  health during 10 rebuilds of the card and deck lists: ${describeProbe(duringRebuilds)}`);
    rows.push(
      figure(3, 'GET /api/health p99 while the card and deck lists are rebuilt', duringRebuilds.p99, {
        goal: 100,
        better: 'lower',
        unit: ' ms',
        note: describeProbe(duringRebuilds),
      }),
    );
    return rows;
  } finally {
    await stopProcess(app);
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
