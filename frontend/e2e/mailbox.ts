import { expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folder the app under test writes its mails to (set in playwright.config.ts). */
function outboxDir(): string {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

/** The app names each file `<ISO time>-<recipient>.eml`, the recipient with other characters as '_'. */
function mailFilesFor(recipient: string): string[] {
  const suffix = `-${recipient.replace(/[^\w@.-]/g, '_')}.eml`;
  let names: string[];
  try {
    names = readdirSync(outboxDir());
  } catch {
    return [];
  }
  // The ISO time prefix sorts oldest to newest.
  return names.filter((name) => name.endsWith(suffix)).sort();
}

/** Undoes quoted-printable: soft line breaks (`=` at the end of a line) and `=XX` bytes such as `=3D`. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

export interface Mail {
  /** Everything after the top-level headers, quoted-printable undone (text and HTML parts). */
  body: string;
  /** The `/verify-email?token=…` link, absolute (its origin is the app's PUBLIC_URL). */
  verificationLink: string;
}

/** Waits for the newest mail to `recipient` and reads its verification link. */
export async function latestVerificationMail(recipient: string): Promise<Mail> {
  await expect.poll(() => mailFilesFor(recipient).length, { message: `a mail to ${recipient}`, timeout: 10_000 }).toBeGreaterThan(0);
  const newest = mailFilesFor(recipient).at(-1)!;
  const raw = readFileSync(path.join(outboxDir(), newest), 'utf8');
  // Headers (with their own encoded words) end at the first blank line; only the body is quoted-printable.
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const body = decodeQuotedPrintable(headerEnd === -1 ? raw : raw.slice(headerEnd));
  const link = body.match(/https?:\/\/[^\s"<>]+\/verify-email\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no verification link in ${newest}:\n${raw}`);
  return { body, verificationLink: link };
}
