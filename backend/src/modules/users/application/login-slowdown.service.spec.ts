import { loadAppConfig } from '../../../shared/config/app-config.js';
import { PasswordHasher } from '../domain/password-hasher.js';
import { AccountLockedError, InvalidCredentialsError, InvalidUnlockTokenError } from '../domain/users.errors.js';
import { InMemoryLoginAttemptsRepository } from '../infrastructure/persistence/in-memory-login-attempts.repository.js';
import { InMemoryUserRepository } from '../infrastructure/persistence/in-memory-user.repository.js';
import { AccountService } from './account.service.js';
import { LoginSlowdownService } from './login-slowdown.service.js';
import { MailSender, type MailMessage } from './ports/mail-sender.js';

class PlainHasher extends PasswordHasher {
  hash(password: string) {
    return Promise.resolve(`hashed:${password}`);
  }
  verify(hash: string, password: string) {
    return Promise.resolve(hash === `hashed:${password}`);
  }
}

class Outbox extends MailSender {
  readonly sent: MailMessage[] = [];
  send(message: MailMessage) {
    this.sent.push(message);
    return Promise.resolve();
  }
}

/** ADR 0053 with in-memory adapters: the rule as the login sees it. */
describe('LoginSlowdownService', () => {
  const setup = async () => {
    const users = new InMemoryUserRepository();
    const attempts = new InMemoryLoginAttemptsRepository();
    const outbox = new Outbox();
    const config = loadAppConfig({ PUBLIC_URL: 'https://decks.example' }, '/srv/app');
    const accounts = new AccountService(users, new PlainHasher(), outbox, config);
    await users.create({
      username: 'Nami',
      email: 'nami@example.com',
      passwordHash: 'hashed:tangerine',
      isAdmin: false,
      isSuperAdmin: false,
      isEmailVerified: true,
      verificationTokenHash: null,
      verificationTokenExpiresAt: null,
      language: 'it',
    });
    return { attempts, outbox, logins: new LoginSlowdownService(accounts, attempts, users, outbox, config) };
  };
  const failTimes = async (logins: LoginSlowdownService, username: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt++) await expect(logins.authenticate(username, 'wrong')).rejects.toBeInstanceOf(InvalidCredentialsError);
  };
  const tokenOf = (mail: MailMessage) => new URL(/https:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;

  it('locks after 5 failures, even for the right password, and mails the owner one link that unlocks once', async () => {
    const { logins, outbox } = await setup();
    await failTimes(logins, 'nami', 5);
    const locked = await logins.authenticate('NAMI', 'tangerine').catch((error: unknown) => error);
    expect(locked).toBeInstanceOf(AccountLockedError);
    expect((locked as AccountLockedError).retryAfterSeconds).toBe(60);
    expect(outbox.sent.map((mail) => mail.to)).toEqual(['nami@example.com']);
    expect(outbox.sent[0]!.subject).toBe('Accesso al tuo account bloccato temporaneamente – OP Decks');
    expect(outbox.sent[0]!.text).toContain('https://decks.example/unlock-account?token=');

    const token = tokenOf(outbox.sent[0]!);
    await logins.unlock(token);
    await expect(logins.unlock(token)).rejects.toBeInstanceOf(InvalidUnlockTokenError);
    await expect(logins.authenticate('nami', 'tangerine')).resolves.toMatchObject({ username: 'Nami' });
  });

  it('resets the count on a success', async () => {
    const { logins, attempts } = await setup();
    await failTimes(logins, 'nami', 4);
    await logins.authenticate('nami', 'tangerine');
    expect(await attempts.find('nami')).toBeNull();
    await failTimes(logins, 'nami', 4);
    await expect(logins.authenticate('nami', 'tangerine')).resolves.toBeDefined();
  });

  it('locks an unknown username the same way and mails nobody', async () => {
    const { logins, outbox } = await setup();
    await failTimes(logins, 'ghost', 5);
    await expect(logins.authenticate('ghost', 'tangerine')).rejects.toMatchObject({ code: 'too_many_requests', kind: 'rate_limited', retryAfterSeconds: 60 });
    expect(outbox.sent).toEqual([]);
  });
});
