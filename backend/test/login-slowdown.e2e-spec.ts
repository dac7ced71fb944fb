import request from 'supertest';
import { DataSource } from 'typeorm';
import { startSmtpCapture, waitForMail, type CapturedMail } from './support/smtp-capture.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

const LOCKED = {
  statusCode: 429,
  code: 'too_many_requests',
  message: 'Too many failed logins for this account: try again later, or use the unlock link sent by e-mail',
};
const INVALID = { statusCode: 401, code: 'invalid_credentials', message: 'Invalid username or password' };

function unlockLink(mail: CapturedMail): URL {
  const match = /https?:\/\/[^\s"<>]+\/unlock-account\?token=[\w-]+/.exec(mail.text);
  if (!match) throw new Error('no unlock link in the mail');
  return new URL(match[0]);
}

/**
 * Issue 32 item 6, ADR 0053: failed logins are counted per account, whatever address they come from;
 * after 5 the account is locked (1 min, then doubling), even the right password answers 429 with
 * Retry-After, the owner gets a one-time unlock link, and unknown usernames answer exactly alike.
 */
describe('per-account login slowdown', () => {
  let app: TestApp;
  let smtp: Smtp;
  let address = 0;
  /** Every call from a new client address (behind one trusted proxy hop): the per-IP limit of 3 never bites. */
  const login = (username: string, password: string, path = '/api/login') =>
    request(app.server).post(path).set('X-Forwarded-For', `203.0.113.${++address}`).send({ username, password });
  const fail = async (username: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt++) expect((await login(username, 'wrong-password').expect(401)).body).toEqual(INVALID);
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://decks.test', AUTH_RATE_LIMIT: '3', TRUST_PROXY: '1' });
    await request(app.server).post('/api/register').send({ username: 'Zoro', email: 'zoro@example.com', password: 'santoryu', language: 'en' }).expect(202);
    await waitForMail(smtp.messages, 'zoro@example.com');
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('locks an account after 5 failures from 5 addresses: the right password answers 429 with Retry-After, the mailed link unlocks', async () => {
    await fail('zoro', 4);
    await fail('ZORO ', 1);
    const locked = await login('zoro', 'santoryu').expect(429);
    expect(locked.body).toEqual(LOCKED);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The back office login goes through the same rule.
    expect((await login('zoro', 'santoryu', '/api/admin/login').expect(429)).body).toEqual(LOCKED);

    const mail = await waitForMail(smtp.messages, 'zoro@example.com', 1);
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?Q\?Sign-in_to_your_account_temporarily/);
    expect(mail.text).toContain('locked for 1 minute');
    const link = unlockLink(mail);
    expect(link.origin).toBe('http://decks.test');
    expect(link.pathname).toBe('/unlock-account');
    const token = link.searchParams.get('token')!;
    const [row] = await app.app.get(DataSource).query('SELECT unlockTokenHash FROM login_attempts WHERE id = ?', ['zoro']);
    expect(row.unlockTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const unlocked = await request(app.server).post('/api/unlock-account').set('X-Forwarded-For', '198.51.100.1').send({ token }).expect(200);
    expect(unlocked.body).toEqual({ success: true, message: expect.any(String) });
    expect((await request(app.server).post('/api/unlock-account').set('X-Forwarded-For', '198.51.100.1').send({ token }).expect(422)).body).toEqual({
      statusCode: 422,
      code: 'unlock_token_invalid',
      message: 'The unlock link is invalid or has expired',
    });
    expect((await login('zoro', 'santoryu').expect(200)).body).toMatchObject({ username: 'Zoro' });
  });

  it('forgets the failures after a successful login', async () => {
    await fail('zoro', 4);
    await login('zoro', 'santoryu').expect(200);
    await fail('zoro', 4);
    await login('zoro', 'santoryu').expect(200);
  });

  it('doubles the lock on each failure after it, and mails no second link while the first still works', async () => {
    await fail('zoro', 5);
    await login('zoro', 'santoryu').expect(429);
    const token = unlockLink(await waitForMail(smtp.messages, 'zoro@example.com', 2)).searchParams.get('token')!;
    const mails = smtp.messages.length;
    // The minute has passed: one more failure locks for two.
    const database = app.app.get(DataSource);
    await database.query('UPDATE login_attempts SET lockedUntil = ? WHERE id = ?', [Date.now() - 1, 'zoro']);
    await fail('zoro', 1);
    const locked = await login('zoro', 'santoryu').expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(110);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(120);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.length).toBe(mails);
    await request(app.server).post('/api/unlock-account').set('X-Forwarded-For', '198.51.100.2').send({ token }).expect(200);
    await login('zoro', 'santoryu').expect(200);
  });

  it('answers an unknown account exactly like a known one, and mails nobody', async () => {
    const mails = smtp.messages.length;
    await fail('nobody-here', 5);
    const locked = await login('nobody-here', 'santoryu').expect(429);
    expect(locked.body).toEqual(LOCKED);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login('nobody-here', 'santoryu', '/api/admin/login').expect(429)).body).toEqual(LOCKED);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.length).toBe(mails);
  });

  it('refuses a missing, unknown or expired unlock token', async () => {
    const unlock = (body: object) => request(app.server).post('/api/unlock-account').set('X-Forwarded-For', '198.51.100.3').send(body);
    expect((await unlock({}).expect(422)).body).toMatchObject({ code: 'validation_failed', details: [{ field: 'token' }] });
    expect((await unlock({ token: 'not-a-token' }).expect(422)).body.code).toBe('unlock_token_invalid');

    await fail('zoro', 5);
    const token = unlockLink(await waitForMail(smtp.messages, 'zoro@example.com', 3)).searchParams.get('token')!;
    await app.app.get(DataSource).query('UPDATE login_attempts SET unlockExpiresAt = ? WHERE id = ?', [Date.now() - 1, 'zoro']);
    expect((await unlock({ token }).expect(422)).body.code).toBe('unlock_token_invalid');
    await login('zoro', 'santoryu').expect(429);
  });

  it('puts the unlock route under the per-IP limit of the other auth routes', async () => {
    const unlock = () => request(app.server).post('/api/unlock-account').set('X-Forwarded-For', '192.0.2.77').send({ token: 'guess' });
    for (let attempt = 0; attempt < 3; attempt++) await unlock().expect(422);
    expect((await unlock().expect(429)).body.code).toBe('too_many_requests');
  });
});
