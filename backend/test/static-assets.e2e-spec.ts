import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app.js';

describe('built assets, precompressed at build time (#14 goal 6)', () => {
  let app: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('a'.repeat(4000))});`;
  const brotli = brotliCompressSync(script);
  const gzipped = gzipSync(script);

  beforeAll(async () => {
    // What `vite build` leaves: the fingerprinted file with its .br and .gz beside it.
    dist = mkdtempSync(join(tmpdir(), 'opdecks-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>OP Decks</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets/index-abc123.js'), script);
    writeFileSync(join(dist, 'assets/index-abc123.js.br'), brotli);
    writeFileSync(join(dist, 'assets/index-abc123.js.gz'), gzipped);
    app = await startTestApp({ FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends the build's brotli file to Chrome, cached for a year as immutable", async () => {
    const response = await request(app.server).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, deflate, br, zstd').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    // The bytes sent are the build's file (supertest decodes them for the comparison of the text).
    expect(Number(response.headers['content-length'])).toBe(brotli.length);
    expect(response.text).toBe(script);
  });

  it('sends the gzip file to a client without brotli, and the original to one without either', async () => {
    const gzip = await request(app.server).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzipped.length);
    expect(gzip.text).toBe(script);
    const plain = await request(app.server).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });
});
