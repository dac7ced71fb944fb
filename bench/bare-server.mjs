// The baseline: a bare node:http server answering each registered path with fixed bytes and headers
// (the app's own answer, captured by the bench), so the only difference left is the app's work.
// PUT /__bare?path=<path> with a JSON body { status, headers, body (base64) } registers an answer.
import { createServer } from 'node:http';

const answers = new Map();
createServer((request, response) => {
  if (request.url === '/__bare/ready') return response.end('ok');
  if (request.method === 'PUT' && request.url.startsWith('/__bare?')) {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const { status, headers, body } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const bytes = Buffer.from(body, 'base64');
      answers.set(new URL(request.url, 'http://bare').searchParams.get('path'), { status, headers: { ...headers, 'content-length': bytes.length }, bytes });
      response.end('ok');
    });
    return;
  }
  const answer = answers.get(request.url);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.bytes);
}).listen(Number(process.env.PORT), '127.0.0.1');
