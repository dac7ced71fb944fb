import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
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
  const inline = 'window.__started = true;';
  const PRERENDERED = `<!DOCTYPE html><html lang="it"><head><title>Stampa proxy</title></head><body><script>${inline}</script><script type="module" src="/assets/index-abc123.js"></script></body></html>`;

  beforeAll(async () => {
    // What `vite build` leaves: the fingerprinted file with its .br and .gz beside it.
    // What `react-router build` leaves in dist/client: fingerprinted files with their .br and .gz
    // beside them, and the prerendered pages.
    dist = mkdtempSync(join(tmpdir(), 'opdecks-dist-'));
    mkdirSync(join(dist, 'client/assets'), { recursive: true });
    mkdirSync(join(dist, 'client/it/print'), { recursive: true });
    writeFileSync(join(dist, 'client/it/print/index.html'), PRERENDERED);
    writeFileSync(join(dist, 'client/assets/index-abc123.js'), script);
    writeFileSync(join(dist, 'client/assets/index-abc123.js.br'), brotli);
    writeFileSync(join(dist, 'client/assets/index-abc123.js.gz'), gzipped);
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

  it("sends a script with the security headers a script uses, not a document's (its policy, framing, opener)", async () => {
    const response = await request(app.server).get('/assets/index-abc123.js').set('Accept-Encoding', 'br').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-request-id']).toBeDefined();
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-xss-protection',
    ])
      expect(response.headers[name]).toBeUndefined();
    // A file that is not there falls through to the pages, which keep them all.
    const missing = await request(app.server).get('/assets/missing-abc123.js');
    expect(missing.headers['content-security-policy']).toContain("script-src 'self'");
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
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

  it('serves a prerendered page as its file, its inline scripts allowed by their hashes', async () => {
    const page = await request(app.server).get('/it/print').expect(200);
    expect(page.text).toBe(PRERENDERED);
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(page.headers['content-security-policy']).not.toContain('nonce-');
  });
});
