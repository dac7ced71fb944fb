// The baseline: a bare node:http server answering every request with the same bytes and headers.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.env.BODY_FILE);
const headers = JSON.parse(process.env.BODY_HEADERS);
createServer((request, response) => {
  if (request.url === '/ready') return response.end('ok');
  response.writeHead(200, { ...headers, 'Content-Length': body.length });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
