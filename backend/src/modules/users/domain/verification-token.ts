import { createHash, randomBytes } from 'node:crypto';

/** A verification link stays valid this long. */
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Only the hash is stored, so a leaked users table cannot verify anyone. */
export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newVerificationToken(now = new Date()): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashVerificationToken(token), expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS) };
}
