import type { Language } from '../domain/user.js';
import type { MailMessage } from './ports/mail-sender.js';
import { escapeHtml } from './verification-mail.js';

const TEXTS: Record<Language, { subject: string; greeting: (name: string) => string; body: (name: string) => string; action: string; ignore: string }> = {
  it: {
    subject: 'Tentativo di registrazione con il tuo indirizzo – OP Decks',
    greeting: (name) => `Ciao ${name},`,
    body: (name) =>
      `qualcuno, forse tu, ha provato a creare un nuovo account su OP Decks con questo indirizzo email. L'indirizzo è già collegato al tuo account "${name}", quindi non è stato creato nessun nuovo account. Se eri tu, accedi con il nome utente ${name} e la tua password.`,
    action: 'Accedi',
    ignore: 'Se non eri tu, ignora questa email: il tuo account non è cambiato.',
  },
  en: {
    subject: 'Someone tried to sign up with your address – OP Decks',
    greeting: (name) => `Hi ${name},`,
    body: (name) =>
      `someone, maybe you, tried to create a new OP Decks account with this e-mail address. The address already belongs to your account "${name}", so no new account was made. If it was you, log in with the username ${name} and your password.`,
    action: 'Log in',
    ignore: "If it wasn't you, ignore this e-mail: your account has not changed.",
  },
};

/**
 * Sent instead of an error when someone registers with an address that already has an account
 * (ADR 0020): the owner learns about it, the person registering learns nothing from the answer.
 */
export function registrationAttemptMail(to: string, username: string, loginLink: string, language: Language): MailMessage {
  const t = TEXTS[language];
  return {
    to,
    subject: t.subject,
    text: `${t.greeting(username)}\n\n${t.body(username)}\n\n${t.action}: ${loginLink}\n\n${t.ignore}\n`,
    html: `<p>${escapeHtml(t.greeting(username))}</p><p>${escapeHtml(t.body(username))}</p><p><a href="${escapeHtml(loginLink)}">${escapeHtml(t.action)}</a></p><p style="color:#666">${escapeHtml(loginLink)}</p><p style="color:#666">${escapeHtml(t.ignore)}</p>`,
  };
}
