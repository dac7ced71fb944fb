export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Port: sends one e-mail (SMTP in production, a local outbox folder without SMTP). */
export abstract class MailSender {
  abstract send(message: MailMessage): Promise<void>;
}
