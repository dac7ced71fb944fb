// The baseline of the meta bench (meta.bench.mjs): a bare node:http server in a process of its own
// that answers GET /meta?format=&from= by running, with the raw driver (better-sqlite3 or mysql2), the
// statements the app sends for GET /api/meta (the tournaments adapter's GROUP BYs, the event count,
// the leaders' names) and sending the rows as JSON. Asked the same way as the app, so the ratio is
// what the framework, the ORM and the app's own work add to the same statements.
import { createServer } from 'node:http';
import { rawDriver } from './real-size.bench.mjs';

const port = Number(process.argv[2]);
const raw = await rawDriver({ env: process.env });

async function meta(format, from) {
  const counts = await raw.q(
    'SELECT s.leader_code AS leaderCode, COUNT(*) AS decks, SUM(s.in_top_cut) AS topCut FROM tournament_standings s WHERE s.format = ? AND s.event_date >= ? AND s.leader_code IS NOT NULL GROUP BY s.leader_code',
    [format, from],
  );
  const games = await raw.q(
    `SELECT g.leader_code AS leaderCode, g.opponent_code AS opponentCode, SUM(CASE WHEN g.result = 'W' THEN 1 ELSE 0 END) AS wins, SUM(CASE WHEN g.result = 'L' THEN 1 ELSE 0 END) AS losses, SUM(CASE WHEN g.result = 'T' THEN 1 ELSE 0 END) AS ties FROM tournament_games g WHERE g.format = ? AND g.event_date >= ? GROUP BY g.leader_code, g.opponent_code`,
    [format, from],
  );
  const events = await raw.q('SELECT COUNT(*) AS n FROM tournament_events e WHERE e.format = ? AND e.event_date >= ?', [format, from]);
  const codes = counts.map((row) => row.leaderCode);
  const names = codes.length ? await raw.q(`SELECT code, name FROM cards WHERE code IN (${codes.map(() => '?').join(', ')})`, codes) : [];
  return { counts, games, events, names };
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url, 'http://raw');
  try {
    const body = await meta(url.searchParams.get('format') ?? '', url.searchParams.get('from') ?? '0000-00-00');
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error));
  }
});
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => raw.close().then(() => process.exit(0))));
