import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** The text with quoted-printable soft breaks and escapes undone, good enough to find links. */
  text: string;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpCapture(): Promise<{ url: string; messages: CapturedMail[]; close(): Promise<void> }> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Waits until a message for `to` arrived (sending is asynchronous to the HTTP answer only by microseconds). */
export async function waitForMail(messages: CapturedMail[], to: string, index = 0): Promise<CapturedMail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = messages.filter((message) => message.to.includes(to));
    if (found[index]) return found[index];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail #${index + 1} for ${to}`);
}

export function verificationLink(mail: CapturedMail): URL {
  const match = /https?:\/\/[^\s"<>]+\/verify-email\?token=[\w-]+/.exec(mail.text);
  if (!match) throw new Error('no verification link in the mail');
  return new URL(match[0]);
}
