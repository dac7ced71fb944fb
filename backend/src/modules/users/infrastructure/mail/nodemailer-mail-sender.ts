import { Injectable, Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../../../../shared/config/app-config.js';
import { MailMessage, MailSender } from '../../application/ports/mail-sender.js';

/**
 * SMTP when SMTP_URL is set. Without it, each message is written as an .eml file to the outbox
 * folder and its links are logged, so a local install can still verify accounts.
 */
@Injectable()
export class NodemailerMailSender extends MailSender {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(private readonly config: AppConfig) {
    super();
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(withTimeouts(config.smtpUrl))
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...message });
    if (this.config.smtpUrl) return;
    await mkdir(this.config.outboxDir, { recursive: true });
    const file = join(this.config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^\w@.-]/g, '_')}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message);
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    this.logger.log(`No SMTP_URL: mail to ${message.to} written to ${file}${links.length ? ` (link: ${links.join(' ')})` : ''}`);
  }
}

/** A mail server that never answers must not hang a registration: short socket timeouts. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
  ]) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}
