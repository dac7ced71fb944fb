import { isIP } from 'node:net';

/**
 * Rules for fetching card pictures from other sites (issue 13, ADR 0019): which addresses may be
 * fetched at all, which resolved IP addresses are off limits, and how long a failed picture waits
 * before the next attempt. Plain functions, no I/O.
 */

export type AddressCheck = { ok: true; url: URL } | { ok: false; reason: string };

/** Only http(s), no user info, and a host named in the allow-list (exact, case-insensitive). */
export function checkImageAddress(address: string, allowedHosts: readonly string[]): AddressCheck {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, reason: 'not an absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `protocol ${url.protocol} is not allowed` };
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL are not allowed' };
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (!allowedHosts.map((allowed) => allowed.toLowerCase()).includes(host)) return { ok: false, reason: `host ${host} is not in CARD_IMAGE_HOSTS` };
  return { ok: true, url };
}

/**
 * What a card may record as its picture's address (issue 32): an absolute http(s) URL without
 * credentials, or a file this site keeps (`/uploads/...`, what an upload records). Never `file:`,
 * `data:`, `javascript:` or a path elsewhere on the server. Fetching it is checked again by checkImageAddress.
 */
export function isRecordableImageAddress(address: string): boolean {
  if (/^\/uploads\/[a-z0-9-]+\/[a-z0-9]+\.(?:png|jpg|gif|webp)$/i.test(address)) return true;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.hostname !== '';
}

/** True for loopback, private, link-local, unique-local, CGNAT, multicast, unspecified and reserved addresses. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return isPrivateIPv4(address);
  if (version !== 6) return true;
  const lower = address.toLowerCase();
  const mapped = /^(?:0{0,4}:){0,5}(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower.replace(/^::/, ''));
  if (mapped) return isPrivateIPv4(mapped[1]!);
  if (lower === '::' || lower === '::1') return true;
  const first = parseInt(lower.split(':')[0] || '0', 16);
  return (
    (first & 0xfe00) === 0xfc00 || // fc00::/7 unique local
    (first & 0xffc0) === 0xfe80 || // fe80::/10 link local
    (first & 0xff00) === 0xff00 || // multicast
    lower.startsWith('64:ff9b:') || // NAT64 can reach IPv4 private space
    lower.startsWith('2001:db8:') ||
    lower.startsWith('::ffff:')
  );
}

function isPrivateIPv4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** Wait after the n-th failure in a row: 1 min, 2, 4, … capped at one day. Never hammer a site. */
export function retryDelayMs(failures: number): number {
  const minute = 60_000;
  return Math.min(minute * 2 ** Math.max(0, failures - 1), 24 * 60 * minute);
}

/** Thumbnail width in pixels (WebP): sharp on a 2x screen for the /cards grid tiles. */
export const THUMBNAIL_WIDTH = 240;
