import type { Language } from '../domain/user.js';
import type { MailMessage } from './ports/mail-sender.js';
import { escapeHtml } from './verification-mail.js';

const TEXTS: Record<Language, { subject: string; greeting: (name: string) => string; body: (minutes: number) => string; action: string; ignore: string }> = {
  it: {
    subject: 'Accesso al tuo account bloccato temporaneamente – OP Decks',
    greeting: (name) => `Ciao ${name},`,
    body: (minutes) =>
      `ci sono stati troppi tentativi di accesso non riusciti al tuo account, quindi l'accesso è bloccato per ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}. Se eri tu, puoi sbloccarlo subito con il link qui sotto (vale 1 ora).`,
    action: 'Sblocca il mio account',
    ignore: 'Se non eri tu, qualcuno sta provando a indovinare la tua password: non serve fare nulla, ma ti consigliamo di sceglierne una robusta.',
  },
  en: {
    subject: 'Sign-in to your account temporarily locked – OP Decks',
    greeting: (name) => `Hi ${name},`,
    body: (minutes) =>
      `there were too many failed sign-in attempts on your account, so signing in is locked for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. If it was you, you can unlock it now with the link below (valid for 1 hour).`,
    action: 'Unlock my account',
    ignore: "If it wasn't you, someone is trying to guess your password: you need not do anything, but we recommend a strong one.",
  },
};

/** The mail sent when an account gets locked (ADR 0053), in the user's language, with its one-time unlock link. */
export function unlockMail(to: string, username: string, link: string, lockMinutes: number, language: Language): MailMessage {
  const t = TEXTS[language];
  return {
    to,
    subject: t.subject,
    text: `${t.greeting(username)}\n\n${t.body(lockMinutes)}\n\n${t.action}: ${link}\n\n${t.ignore}\n`,
    html: `<p>${escapeHtml(t.greeting(username))}</p><p>${escapeHtml(t.body(lockMinutes))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p style="color:#666">${escapeHtml(link)}</p><p style="color:#666">${escapeHtml(t.ignore)}</p>`,
  };
}
