// The baseline of "≤ 2× the raw driver running the equivalent SQL" (issue 31): a bare node:http
// server in a process of its own that answers each screen by running its EQUIVALENT_SQL with the raw
// driver (better-sqlite3 or mysql2) and sending the rows as JSON. The app and this server are asked
// the same way (sequential requests from the bench process), so the ratio is what the framework, the
// ORM and the app's own work add to the same statements, not the cost of an HTTP round trip.
// Started by real-size.bench.mjs: `node raw-sql-server.mjs PORT` with the database in the environment.
import { createServer } from 'node:http';
import { EQUIVALENT_SQL, rawDriver } from './real-size.bench.mjs';

const port = Number(process.argv[2]);
const raw = await rawDriver({ env: process.env });
const dialect = process.env.DB_TYPE === 'mysql' ? 'mysql' : 'sqlite';

const server = createServer(async (request, response) => {
  const url = new URL(request.url, 'http://raw');
  const screen = EQUIVALENT_SQL[url.pathname.slice(1)];
  if (!screen) {
    response.writeHead(404).end();
    return;
  }
  try {
    const rows = [];
    const q = async (sql, params) => {
      const result = await raw.q(sql, params);
      rows.push(result);
      return result;
    };
    await screen(q, dialect, JSON.parse(url.searchParams.get('args') ?? '{}'));
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(rows));
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error));
  }
});
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => raw.close().then(() => process.exit(0))));
