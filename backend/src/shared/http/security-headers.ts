import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** Where each answer's own script sources go in the policy while helmet works the headers out. */
export const SCRIPT_SOURCES = 'script-sources-of-this-answer';

type Header = { name: string; value: string } | { name: string; before: string; after: string } | { name: string; removed: true };

/**
 * helmet's headers, worked out once: helmet runs at start-up on a stand-in response, with
 * `SCRIPT_SOURCES` where an answer's script sources (its nonce, or a prerendered page's hashes) go
 * in the Content-Security-Policy; every answer then gets the same headers, in the same order, with
 * its own sources in that place. helmet itself rebuilt the policy and ran a dozen middlewares per
 * request, about a tenth of what a cached answer cost (ADR 0059, "Measured").
 */
export function securityHeaders(options: HelmetOptions): (response: ServerResponse, scriptSources: string) => void {
  const headers: Header[] = [];
  const standIn = {
    setHeader(name: string, value: string) {
      const at = value.indexOf(SCRIPT_SOURCES);
      headers.push(at < 0 ? { name, value } : { name, before: value.slice(0, at), after: value.slice(at + SCRIPT_SOURCES.length) });
    },
    removeHeader(name: string) {
      headers.push({ name, removed: true });
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, standIn as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers at once');
  return (response, scriptSources) => {
    for (const header of headers) {
      if ('value' in header) response.setHeader(header.name, header.value);
      else if ('before' in header) response.setHeader(header.name, header.before + scriptSources + header.after);
      else response.removeHeader(header.name);
    }
  };
}

/**
 * helmet's headers that only a document reads (its policy, framing, opener, agent cluster…): a script or
 * a style sheet ignores them. The Referrer-Policy of a style sheet would govern the requests its rules
 * make, and ours is the browsers' default. Sent with each of the 50–80 scripts and sheets of a first
 * visit they were about 650 of each answer's 1,150 header bytes, which HTTP/1.1 does not compress
 * (ADR 0070, addendum). A site file keeps X-Content-Type-Options and Cross-Origin-Resource-Policy.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/** For the build's scripts and style sheets, as they are sent: the security headers a subresource uses. */
export function subresourceHeadersOnly(response: ServerResponse): void {
  for (const name of DOCUMENT_ONLY_HEADERS) response.removeHeader(name);
}

const NONCE_BYTES = 16;
/** Random bytes drawn from the system at once, for this many nonces (as randomUUID does for ids). */
const POOL = Buffer.alloc(NONCE_BYTES * 256);
let used = POOL.length;

/**
 * A fresh nonce for an answer's Content-Security-Policy: 16 random bytes in base64, from a pool
 * refilled by the system's generator every 256 answers (a call per answer cost more than helmet).
 */
export function cspNonce(): string {
  if (used === POOL.length) {
    randomFillSync(POOL);
    used = 0;
  }
  used += NONCE_BYTES;
  return POOL.toString('base64', used - NONCE_BYTES, used);
}
