import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { OffThreadCardFiles } from '../src/modules/cards/infrastructure/import/off-thread-card-files.js';
import { startTestApp, TestApp } from './support/test-app.js';

/** A deeply nested JSON body, as the fuzz suite sends (5,000 levels). */
const DEEP = `${'['.repeat(5000)}${']'.repeat(5000)}`;

/**
 * Sends the headers of a POST /api/cards/import announcing `declared` bytes and only the first
 * `firstChunk` of them, then waits for the answer: it can only come before the body is complete
 * if nothing waited for the body.
 */
function partialImport(port: number, firstChunk: string, declared: number, cookie?: string): Promise<{ status: number; body: unknown; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/cards/import HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n` +
          (cookie ? `Cookie: ${cookie}\r\n` : '') +
          `\r\n${firstChunk}`,
      );
    });
    let text = '';
    const done = () => {
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (!match) return reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
      resolve({ status: Number(match[1]), body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)), ms: Date.now() - started });
    };
    socket.on('data', (chunk) => {
      text += chunk.toString();
      const end = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      if (end >= 0 && length && text.length >= end + 4 + Number(length)) {
        socket.destroy();
        done();
      }
    });
    socket.on('close', () => (text ? done() : reject(new Error('closed without an answer'))));
    socket.on('error', () => undefined);
    socket.setTimeout(8000, () => socket.destroy());
  });
}

/** Issue 32 item 6: the card import (64 MB, parsed off-thread) refuses a caller who may not import before reading the body. */
describe('card import: access before the body', () => {
  let app: TestApp;
  let port: number;
  let userCookie: string;
  let reads = 0;

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    // Counts the bodies the off-thread parser is handed (the worker's `read` request).
    const files = app.app.get(OffThreadCardFiles) as unknown as { ask: (...args: unknown[]) => Promise<unknown> };
    const ask = files.ask.bind(files);
    files.ask = (...args: unknown[]) => {
      if ((args[0] as { op?: string }).op === 'read') reads += 1;
      return ask(...args);
    };
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    port = (app.server.address() as AddressInfo).port;
    const user = request.agent(app.server);
    await user.post('/api/register').send({ username: 'importer', email: 'importer@example.com', password: 'password-123' }).expect(202);
    const login = await user.post('/api/login').send({ username: 'importer', password: 'password-123' }).expect(200);
    userCookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  });
  afterAll(async () => app.close());
  beforeEach(() => {
    reads = 0;
  });

  it('answers an anonymous 60 MB deeply nested body with 401 before the body is sent, and never parses it', async () => {
    const answer = await partialImport(port, DEEP, 60 * 1024 * 1024);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ statusCode: 401, code: 'authentication_required', message: 'Login required' });
    expect(answer.ms).toBeLessThan(5000);
    expect(reads).toBe(0);
  });

  it('answers a logged-in non-admin with 403 the same way', async () => {
    const answer = await partialImport(port, DEEP, 60 * 1024 * 1024, userCookie);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ statusCode: 403, code: 'access_denied' });
    expect(reads).toBe(0);
  });

  it('refuses the whole 5,000-deep body of an anonymous caller with 401, unparsed', async () => {
    const response = await request(app.server).post('/api/cards/import').set('Content-Type', 'application/json').send(DEEP);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('authentication_required');
    expect(reads).toBe(0);
  });

  it('still reads an admin’s file', async () => {
    const admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    expect(
      (
        await admin
          .post('/api/cards/import')
          .send([{ code: 'AUTH-001', name: 'first' }])
          .expect(200)
      ).body,
    ).toEqual({ success: true, count: 1 });
    expect(reads).toBe(1);
  });
});
