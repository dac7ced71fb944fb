// The deployment's front, for the benches that measure what a visitor's browser gets: the app speaks
// plain HTTP/1.1 and is meant to sit behind a TLS proxy (docs/operations.md, "TLS reverse proxy"),
// which talks HTTP/2 to the browser (Caddy does by default; nginx with `http2 on`). This is that
// proxy: TLS with a certificate made for the run, HTTP/2 to the browser, one plain request to the app
// per stream, with the forwarded headers the app believes under TRUST_PROXY=1 (ADR 0078).
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { generate } from 'selfsigned';

// Headers of one HTTP/1.1 connection, which HTTP/2 forbids (RFC 9113 §8.2.2).
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** A message's headers without HTTP/2's pseudo-headers and HTTP/1.1's connection headers. */
function forwarded(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)));
}

/** Listens on `port` (127.0.0.1) in front of the app on `appPort`; `url` is the front's https origin. */
export async function startHttp2Front(port, appPort) {
  const { cert, private: key } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    days: 1,
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const server = createSecureServer({ cert, key, allowHTTP1: true }, (incoming, outgoing) => {
    const authority = incoming.headers[':authority'] ?? incoming.headers.host;
    const headers = { ...forwarded(incoming.headers), host: authority, 'x-forwarded-proto': 'https', 'x-forwarded-for': '127.0.0.1' };
    const upstream = request({ host: '127.0.0.1', port: appPort, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
      answer.pipe(outgoing);
    });
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  // The browser keeps its connection open: closing the server waits for every session to end.
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise((listening) => server.listen(port, '127.0.0.1', listening));
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((closed) => {
        server.close(closed);
        for (const session of sessions) session.destroy();
      }),
  };
}
