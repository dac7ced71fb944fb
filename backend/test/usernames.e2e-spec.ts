import request from 'supertest';
import { registerAndLogIn } from './support/accounts.js';
import { startTestApp, TestApp } from './support/test-app.js';

/** #15 item 4: usernames unique without regard to case, a small character set, reserved names refused; no account switch over an open session. */
describe('usernames and sessions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '1000', ADMIN_USERNAME: 'captain' });
  });
  afterAll(async () => app.close());

  const register = (username: unknown, email: string) => request(app.server).post('/api/register').send({ username, email, password: 'password1' });

  it('keeps usernames unique without regard to case', async () => {
    await register('Luffy.D-1', 'luffy@example.com').expect(202);
    expect((await register('LUFFY.d-1', 'other@example.com').expect(409)).body.code).toBe('username_taken');
    // The main admin (ADMIN_USERNAME=captain) in any case.
    expect((await register('CAPTAIN', 'captain2@example.com').expect(409)).body.code).toBe('username_taken');
  });

  it('refuses characters outside letters, digits and _ - . and names over 30 characters, by code', async () => {
    for (const username of ['two words', 'nаmi' /* Cyrillic a */, 'zoro<script>', 'sanji@home']) {
      const response = await register(username, `${Math.random().toString(36).slice(2)}@example.com`).expect(422);
      expect(response.body).toMatchObject({ code: 'validation_failed', details: [{ field: 'username', code: 'invalid_format' }] });
    }
    const long = await register('a'.repeat(31), 'long@example.com').expect(422);
    expect(long.body.details).toEqual([{ field: 'username', code: 'too_long' }]);
  });

  it('refuses reserved names', async () => {
    for (const username of ['admin', 'Root', 'SUPPORT', 'moderator']) {
      const response = await register(username, `${username.toLowerCase()}@example.com`).expect(422);
      expect(response.body).toMatchObject({ code: 'validation_failed', details: [{ field: 'username', code: 'username_reserved' }] });
    }
  });

  it('refuses registering, or logging in as someone else, while logged in (409 already_logged_in)', async () => {
    const agent = request.agent(app.server);
    await registerAndLogIn(agent, { username: 'robin', email: 'robin@example.com', password: 'password1' });
    const again = await agent.post('/api/register').send({ username: 'franky', email: 'franky@example.com', password: 'password1' }).expect(409);
    expect(again.body.code).toBe('already_logged_in');
    expect((await agent.post('/api/login').send({ username: 'captain', password: 'admin-password' }).expect(409)).body.code).toBe('already_logged_in');
    expect((await agent.post('/api/admin/login').send({ username: 'captain', password: 'admin-password' }).expect(409)).body.code).toBe('already_logged_in');
    // Still robin; the same user logging in again only gets a fresh session.
    expect((await agent.get('/api/user').expect(200)).body.username).toBe('robin');
    await agent.post('/api/login').send({ username: 'robin', password: 'password1' }).expect(200);
    await agent.post('/api/logout').expect(200);
    await agent.post('/api/register').send({ username: 'franky', email: 'franky@example.com', password: 'password1' }).expect(202);
  });
});
