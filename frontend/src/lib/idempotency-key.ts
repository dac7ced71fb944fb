/**
 * A fresh Idempotency-Key for a write the client may send again (issue 32 item 6): a UUID where the
 * browser has crypto.randomUUID (secure contexts), else 32 random hex digits, which the API accepts too.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
