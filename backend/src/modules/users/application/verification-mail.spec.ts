import { verificationMail } from './verification-mail.js';

/** Issue #10 item 9: registered users may comment before verifying (docs/product.md#roles); verifying unlocks My account and favourites. */
describe('verification e-mail', () => {
  it.each(['it', 'en'] as const)('says what verifying unlocks (%s)', (language) => {
    const mail = verificationMail('a@example.com', 'ann', 'http://localhost/verify-email?token=t', language);
    const text = mail.text.toLowerCase();
    expect(text).toMatch(language === 'it' ? /il mio account/ : /my account/);
    expect(text).toMatch(language === 'it' ? /preferiti/ : /favourite/);
    expect(text).not.toMatch(language === 'it' ? /\(preferiti e commenti\)/ : /\(favourites and comments\)/);
    expect(text).toMatch(language === 'it' ? /puoi già commentare/ : /already comment/);
  });
});
