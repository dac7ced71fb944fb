import { loadAppConfig } from '../../../shared/config/app-config.js';
import { PasswordHasher } from '../domain/password-hasher.js';
import { UsernameTakenError } from '../domain/users.errors.js';
import { InMemoryUserRepository } from '../infrastructure/persistence/in-memory-user.repository.js';
import { AccountService } from './account.service.js';
import { MailSender, type MailMessage } from './ports/mail-sender.js';

class CountingHasher extends PasswordHasher {
  hashes = 0;
  hash(password: string) {
    this.hashes++;
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

/** ADR 0020: registering with an address that has an account looks, from outside, like any registration. */
describe('AccountService.register', () => {
  const setup = () => {
    const users = new InMemoryUserRepository();
    const hasher = new CountingHasher();
    const outbox = new Outbox();
    const config = loadAppConfig({ PUBLIC_URL: 'https://decks.example' }, '/srv/app');
    return { users, hasher, outbox, accounts: new AccountService(users, hasher, outbox, config) };
  };

  it('does the same work for a taken e-mail (one password hash, one mail) and creates nothing', async () => {
    const { users, hasher, outbox, accounts } = setup();
    await accounts.register({ username: 'nami', email: 'nami@example.com', password: 'tangerine', language: 'en' });
    expect(hasher.hashes).toBe(1);
    expect(outbox.sent.map((mail) => mail.to)).toEqual(['nami@example.com']);

    await expect(accounts.register({ username: 'thief', email: 'nami@example.com', password: 'whatever', language: 'it' })).resolves.toBeUndefined();
    expect(hasher.hashes).toBe(2);
    expect(outbox.sent.map((mail) => mail.to)).toEqual(['nami@example.com', 'nami@example.com']);
    expect(await users.findByUsername('thief')).toBeNull();
    expect((await users.list({ adminsOnly: false })).length).toBe(1);
  });

  it("mails the existing account's owner in the owner's language, with the login link and no verification link", async () => {
    const { outbox, accounts } = setup();
    await accounts.register({ username: 'nami', email: 'nami@example.com', password: 'tangerine', language: 'en' });
    await accounts.register({ username: 'thief', email: 'nami@example.com', password: 'whatever', language: 'it' });
    const attempt = outbox.sent[1]!;
    expect(attempt.subject).toBe('Someone tried to sign up with your address – OP Decks');
    expect(attempt.text).toContain('Hi nami,');
    expect(attempt.text).toContain('https://decks.example/auth');
    expect(attempt.text).not.toContain('thief');
    expect(attempt.text).not.toContain('verify-email');
  });

  it('still refuses a taken username, in any case, before hashing', async () => {
    const { hasher, accounts } = setup();
    await accounts.register({ username: 'nami', email: 'nami@example.com', password: 'tangerine', language: 'en' });
    await expect(accounts.register({ username: 'NAMI', email: 'other@example.com', password: 'tangerine', language: 'en' })).rejects.toBeInstanceOf(
      UsernameTakenError,
    );
    expect(hasher.hashes).toBe(1);
  });

  it('answers the loser of a race for the same new e-mail like a taken e-mail', async () => {
    const { users, outbox, accounts } = setup();
    // The check saw no account; by the insert, a concurrent registration had made one.
    const create = users.create.bind(users);
    let first = true;
    users.create = async (user) => {
      if (first) {
        first = false;
        await create({ ...user, username: 'racer' });
        throw new Error('UNIQUE constraint failed: users.email');
      }
      return create(user);
    };
    await expect(accounts.register({ username: 'nami', email: 'nami@example.com', password: 'tangerine', language: 'en' })).resolves.toBeUndefined();
    expect(outbox.sent.map((mail) => mail.subject)).toEqual(['Someone tried to sign up with your address – OP Decks']);
    expect(outbox.sent[0]!.text).toContain('Hi racer,');
  });
});
