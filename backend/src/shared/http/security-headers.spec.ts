import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { cspNonce, SCRIPT_SOURCES, securityHeaders } from './security-headers.js';

/** A response that records its headers in the order they are set. */
function aResponse(): ServerResponse & { headers: Array<[string, string]> } {
  const headers: Array<[string, string]> = [['X-Powered-By', 'Express']];
  return {
    headers,
    setHeader(name: string, value: string) {
      headers.push([name, value]);
    },
    removeHeader(name: string) {
      headers.splice(
        headers.findIndex(([set]) => set === name),
        1,
      );
    },
  } as unknown as ServerResponse & { headers: Array<[string, string]> };
}

const options = (scripts: string | ((request: IncomingMessage, response: ServerResponse) => string)): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: { 'script-src': ["'self'", scripts], 'frame-src': ["'self'", 'https://www.youtube-nocookie.com'], 'upgrade-insecure-requests': null },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: true,
});

describe('securityHeaders', () => {
  it("sets helmet's own headers, in its order, with each answer's script sources in the policy", () => {
    const set = securityHeaders(options(SCRIPT_SOURCES));
    for (const scripts of ["'nonce-abc=='", "'sha256-x' 'sha256-y'"]) {
      const ours = aResponse();
      set(ours, scripts);
      const helmets = aResponse();
      helmet(options(() => scripts))({} as IncomingMessage, helmets, () => {});
      expect(ours.headers).toEqual(helmets.headers);
      expect(ours.headers.find(([name]) => name === 'Content-Security-Policy')![1]).toContain(`script-src 'self' ${scripts};`);
    }
  });
});

describe('cspNonce', () => {
  it('gives 16 random bytes in base64, a different nonce every time, past the pool’s refills', () => {
    const nonces = Array.from({ length: 1000 }, () => cspNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
