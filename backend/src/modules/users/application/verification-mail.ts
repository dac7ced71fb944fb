import type { Language } from '../domain/user.js';
import type { MailMessage } from './ports/mail-sender.js';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TEXTS: Record<Language, { subject: string; greeting: (name: string) => string; body: string; action: string; ignore: string }> = {
  it: {
    subject: 'Verifica il tuo indirizzo email – OP Decks',
    greeting: (name) => `Ciao ${name},`,
    body: 'grazie per esserti registrato su OP Decks. Conferma il tuo indirizzo email per sbloccare la pagina Il mio account e i mazzi preferiti (puoi già commentare). Il link vale 24 ore.',
    action: 'Verifica email',
    ignore: 'Se non hai creato tu questo account, ignora questa email.',
  },
  en: {
    subject: 'Verify your e-mail address – OP Decks',
    greeting: (name) => `Hi ${name},`,
    body: 'thanks for signing up to OP Decks. Confirm your e-mail address to unlock My account and favourite decks (you can already comment). The link is valid for 24 hours.',
    action: 'Verify e-mail',
    ignore: "If you didn't create this account, ignore this e-mail.",
  },
};

/** The verification e-mail, in the user's language. */
export function verificationMail(to: string, username: string, link: string, language: Language): MailMessage {
  const t = TEXTS[language];
  return {
    to,
    subject: t.subject,
    text: `${t.greeting(username)}\n\n${t.body}\n\n${t.action}: ${link}\n\n${t.ignore}\n`,
    html: `<p>${escapeHtml(t.greeting(username))}</p><p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p style="color:#666">${escapeHtml(link)}</p><p style="color:#666">${escapeHtml(t.ignore)}</p>`,
  };
}
