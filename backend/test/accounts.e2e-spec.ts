import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerAndLogIn } from './support/accounts.js';
import { startSmtpCapture, verificationLink, waitForMail } from './support/smtp-capture.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

describe('accounts: registration, e-mail verification, sessions', () => {
  let app: TestApp;
  let smtp: Smtp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://decks.test', AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('registers without a session, mails a link that verifies the address once; the new user logs in', async () => {
    const agent = request.agent(app.server);
    const registered = await agent
      .post('/api/register')
      .send({ username: 'nami', email: 'Nami@Example.com', password: 'tangerine', language: 'en' })
      .expect(202);
    expect(registered.body).toEqual({ success: true, message: 'Controlla la tua casella di posta per completare la registrazione' });
    expect(registered.headers['set-cookie']).toBeUndefined();
    await agent.get('/api/user').expect(401);

    const login = await agent.post('/api/login').send({ username: 'nami', password: 'tangerine' }).expect(200);
    expect(login.body).toEqual({
      id: expect.any(Number),
      username: 'nami',
      email: 'nami@example.com',
      isAdmin: 0,
      isSuperAdmin: 0,
      isEmailVerified: 0,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(login.body)).not.toMatch(/password|token|argon/i);
    const cookie = login.headers['set-cookie'][0];
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ username: 'nami', isEmailVerified: 0 });

    const mail = await waitForMail(smtp.messages, 'nami@example.com');
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?Q\?Verify_your_e-mail_address/);
    const link = verificationLink(mail);
    expect(link.origin).toBe('http://decks.test');
    expect(link.pathname).toBe('/verify-email');

    const token = link.searchParams.get('token')!;
    const verified = await request(app.server).get('/api/verify-email').query({ token }).expect(200);
    expect(verified.body).toEqual({ success: true, message: expect.any(String) });
    expect((await agent.get('/api/user').expect(200)).body.isEmailVerified).toBe(1);

    const again = await request(app.server).get('/api/verify-email').query({ token }).set('Accept-Language', 'it').expect(422);
    expect(again.body).toEqual({ statusCode: 422, code: 'verification_token_invalid', message: 'Token di verifica non valido o scaduto' });
  });

  it('stores only a hash of the verification token', async () => {
    await request(app.server).post('/api/register').send({ username: 'usopp', email: 'usopp@example.com', password: 'slingshot' }).expect(202);
    const mail = await waitForMail(smtp.messages, 'usopp@example.com');
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?.*|Subject: Verifica/);
    const token = verificationLink(mail).searchParams.get('token')!;
    const [row] = await app.app.get(DataSource).query('SELECT verificationToken FROM users WHERE username = ?', ['usopp']);
    expect(row.verificationToken).toMatch(/^[0-9a-f]{64}$/);
    expect(row.verificationToken).not.toContain(token);
  });

  it('says when the token is missing, unknown or expired', async () => {
    // The SPEC's message, in Italian for the Italian site (ADR 0068).
    expect((await request(app.server).get('/api/verify-email').set('Accept-Language', 'it').expect(422)).body).toEqual({
      statusCode: 422,
      code: 'verification_token_missing',
      message: 'Token di verifica mancante',
    });
    expect((await request(app.server).get('/api/verify-email?token=nope').expect(422)).body.code).toBe('verification_token_invalid');

    await request(app.server).post('/api/register').send({ username: 'brook', email: 'brook@example.com', password: 'yohoho' }).expect(202);
    const token = verificationLink(await waitForMail(smtp.messages, 'brook@example.com')).searchParams.get('token')!;
    await app.app.get(DataSource).query('UPDATE users SET verificationTokenExpiresAt = ? WHERE username = ?', ['2000-01-01 00:00:00', 'brook']);
    expect((await request(app.server).get('/api/verify-email').query({ token }).expect(422)).body.code).toBe('verification_token_invalid');
  });

  it('resends a fresh link on request and the old one stops working', async () => {
    const agent = request.agent(app.server);
    await registerAndLogIn(agent, { username: 'franky', email: 'franky@example.com', password: 'super!!' });
    const first = verificationLink(await waitForMail(smtp.messages, 'franky@example.com', 0)).searchParams.get('token')!;
    await agent.post('/api/resend-verification').expect(200);
    const second = verificationLink(await waitForMail(smtp.messages, 'franky@example.com', 1)).searchParams.get('token')!;
    expect(second).not.toBe(first);
    await request(app.server).get('/api/verify-email').query({ token: first }).expect(422);
    await request(app.server).get('/api/verify-email').query({ token: second }).expect(200);
    expect((await agent.post('/api/resend-verification').expect(409)).body.code).toBe('email_already_verified');
    await request(app.server).post('/api/resend-verification').expect(401);
  });

  it.each([
    [{ username: 'ab', email: 'a@b.co', password: 'secret' }, 'Il nome utente deve avere almeno 3 caratteri'],
    [{ username: 'abc', email: 'not-an-email', password: 'secret' }, 'Inserisci un indirizzo email valido'],
    [{ username: 'abc', email: 'a@b.co', password: '12345' }, 'La password deve avere almeno 6 caratteri'],
    [{ email: 'a@b.co', password: 'secret' }, 'Il nome utente deve avere almeno 3 caratteri'],
  ])('refuses registration %j with the product message', async (body, message) => {
    const response = await request(app.server).post('/api/register').set('Accept-Language', 'it').send(body).expect(422);
    expect(response.body).toMatchObject({ statusCode: 422, code: 'validation_failed', details: expect.any(Array) });
    expect(response.body.message).toContain(message);
  });

  it('refuses unknown fields rather than ignoring them (no privilege by payload)', async () => {
    const response = await request(app.server)
      .post('/api/register')
      .send({ username: 'sneaky', email: 'sneaky@example.com', password: 'secret', isAdmin: 1 })
      .expect(422);
    expect(response.body.message).toMatch(/isAdmin/);
    expect(response.body.details).toEqual([{ field: 'isAdmin', code: 'unknown_field' }]);
  });

  it('answers 409 for a taken username (usernames are public on every comment)', async () => {
    await request(app.server).post('/api/register').send({ username: 'robin', email: 'robin@example.com', password: 'ohara1' }).expect(202);
    expect(
      (
        await request(app.server)
          .post('/api/register')
          .set('Accept-Language', 'it')
          .send({ username: 'robin', email: 'other@example.com', password: 'ohara1' })
          .expect(409)
      ).body,
    ).toEqual({ statusCode: 409, code: 'username_taken', message: 'Nome utente già in uso' });
  });

  it('answers a taken e-mail exactly like a new one, creates nothing and tells that address by mail (ADR 0020)', async () => {
    const fresh = await request(app.server).post('/api/register').send({ username: 'vivi', email: 'vivi@example.com', password: 'alabasta' });
    const taken = await request(app.server).post('/api/register').send({ username: 'vivi2', email: 'VIVI@example.com', password: 'alabasta', language: 'en' });
    expect(taken.status).toBe(fresh.status);
    expect(taken.status).toBe(202);
    expect(taken.body).toEqual(fresh.body);
    const headerNames = (response: request.Response) => Object.keys(response.headers).sort();
    expect(headerNames(taken)).toEqual(headerNames(fresh));
    expect(taken.headers['set-cookie']).toBeUndefined();

    // The owner's mail, in the owner's language (vivi registered in Italian), names the account and links to the login.
    const verification = await waitForMail(smtp.messages, 'vivi@example.com', 0);
    expect(verification.raw).toMatch(/Subject: =\?UTF-8\?Q\?Verifica_il_tuo_indirizzo/);
    const attempt = await waitForMail(smtp.messages, 'vivi@example.com', 1);
    expect(attempt.raw).toMatch(/Subject: =\?UTF-8\?Q\?Tentativo_di_registrazione/);
    expect(attempt.text).toContain('Ciao vivi,');
    expect(attempt.text).toContain('http://decks.test/auth');
    expect(attempt.text).not.toMatch(/verify-email\?token/);

    // Nothing was made for vivi2, and vivi's account is as it was.
    await request(app.server).post('/api/login').send({ username: 'vivi2', password: 'alabasta' }).expect(401);
    const [{ count }] = await app.app.get(DataSource).query('SELECT COUNT(*) AS count FROM users WHERE email = ?', ['vivi@example.com']);
    expect(Number(count)).toBe(1);
    await request(app.server).post('/api/login').send({ username: 'vivi', password: 'alabasta' }).expect(200);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await request(app.server).post('/api/login').send({ username: 'nobody-here', password: 'whatever' }).expect(401);
    const wrong = await request(app.server).post('/api/login').send({ username: 'admin', password: 'wrong-password' }).expect(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ statusCode: 401, code: 'invalid_credentials', message: 'Invalid username or password' });
    expect((await request(app.server).post('/api/login').send({}).expect(422)).body.code).toBe('missing_credentials');
  });

  it('regenerates the session id at login and destroys the session at logout', async () => {
    const agent = request.agent(app.server);
    await registerAndLogIn(agent, { username: 'chopper', email: 'chopper@example.com', password: 'cotton-candy' });
    const before = (await agent.post('/api/logout').expect(200)).body;
    expect(before).toEqual({ success: true, message: 'Logout effettuato' });
    await agent.get('/api/user').expect(401);

    const anonymous = await agent.get('/api/admin/auth');
    expect(anonymous.body).toEqual({ isAuthenticated: false, user: null });
    const login = await agent.post('/api/login').send({ username: 'chopper', password: 'cotton-candy' }).expect(200);
    const cookie = login.headers['set-cookie'][0].split(';')[0];
    const relogin = await agent.post('/api/login').send({ username: 'chopper', password: 'cotton-candy' }).expect(200);
    expect(relogin.headers['set-cookie'][0].split(';')[0]).not.toBe(cookie);

    const current = relogin.headers['set-cookie'][0].split(';')[0];
    await request(app.server).get('/api/user').set('Cookie', current).expect(200);
    await request(app.server).post('/api/logout').set('Cookie', current).expect(200);
    // The same cookie replayed after logout: the server no longer knows the session.
    await request(app.server).get('/api/user').set('Cookie', current).expect(401);
  });

  it('refuses writes from a foreign Origin (CSRF) and accepts the site itself', async () => {
    const foreign = await request(app.server)
      .post('/api/login')
      .set('Origin', 'https://evil.example')
      .send({ username: 'admin', password: 'admin-password' })
      .expect(403);
    expect(foreign.body.code).toBe('csrf_origin_refused');
    await request(app.server).post('/api/login').set('Origin', 'http://decks.test').send({ username: 'admin', password: 'admin-password' }).expect(200);
  });
});

describe('accounts: limits and shared sessions', () => {
  it('rate-limits login attempts per IP with a clear 429', async () => {
    const app = await startTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      for (let attempt = 0; attempt < 3; attempt++)
        await request(app.server).post('/api/login').send({ username: 'admin', password: 'wrong-password' }).expect(401);
      const limited = await request(app.server).post('/api/login').send({ username: 'admin', password: 'admin-password' }).expect(429);
      expect(limited.body).toEqual({ statusCode: 429, code: 'too_many_requests', message: 'Too many requests: try again later' });
      const italian = await request(app.server).post('/api/login').set('Accept-Language', 'it-IT,it;q=0.9,en;q=0.5').send({}).expect(429);
      expect(italian.body.message).toBe('Troppe richieste: riprova più tardi');
      expect(italian.headers['content-language']).toBe('it');
      // Other calls are not limited.
      await request(app.server).get('/api/health').expect(200);
    } finally {
      await app.close();
    }
  });

  it('with TRUST_PROXY=1 counts the address the proxy saw: a rotating X-Forwarded-For does not escape the limit (#15)', async () => {
    const app = await startTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: '1' });
    try {
      // The proxy appends the address it saw; whatever the client wrote before it is the client's own word.
      const login = (spoofed: string, seen: string) =>
        request(app.server).post('/api/login').set('X-Forwarded-For', `${spoofed}, ${seen}`).send({ username: 'admin', password: 'wrong-password' });
      for (let attempt = 0; attempt < 3; attempt++) await login(`10.0.${attempt}.1`, '203.0.113.9').expect(401);
      await login('10.0.99.1', '203.0.113.9').expect(429);
      // Another client behind the same proxy has its own count.
      await login('10.0.0.1', '198.51.100.7').expect(401);
    } finally {
      await app.close();
    }
  });

  it('accepts a session made by one instance on another sharing the database', async () => {
    const file = `/tmp/opdecks-shared-${process.pid}-${Date.now()}.sqlite`;
    const env: Record<string, string> = process.env.TEST_DB === 'mysql' ? {} : { DB_PATH: file };
    const first = await startTestApp(env);
    const second = await (await import('./support/test-app.js')).startTestAppOn(first.database, env);
    try {
      const login = await request(first.server).post('/api/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
      const cookie = login.headers['set-cookie'][0].split(';')[0];
      expect((await request(second.server).get('/api/user').set('Cookie', cookie).expect(200)).body.username).toBe('admin');
    } finally {
      await second.app.close();
      await first.close();
    }
  });
});
