import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerAndLogIn } from './support/accounts.js';
import { startTestApp, TestApp } from './support/test-app.js';

describe('admin access and user management', () => {
  let app: TestApp;
  let superAdmin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    superAdmin = request.agent(app.server);
    await superAdmin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
  });
  afterAll(async () => app.close());

  it('logs an admin in with the product response and reports the admin session', async () => {
    const agent = request.agent(app.server);
    const login = await agent.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    expect(login.body).toEqual({
      success: true,
      message: 'Login effettuato',
      user: expect.objectContaining({ username: 'admin', isAdmin: 1, isSuperAdmin: 1, isEmailVerified: 1 }),
    });
    expect((await agent.get('/api/admin/auth').expect(200)).body).toMatchObject({ isAuthenticated: true, user: { username: 'admin' } });
    expect((await agent.post('/api/admin/logout').expect(200)).body).toEqual({ success: true, message: 'Logout effettuato' });
    expect((await agent.get('/api/admin/auth').expect(200)).body).toEqual({ isAuthenticated: false, user: null });
  });

  it('refuses the admin login to a regular account without starting a session', async () => {
    const agent = request.agent(app.server);
    await request(app.server).post('/api/register').send({ username: 'luffy', email: 'luffy@example.com', password: 'gomugomu' }).expect(202);
    const response = await agent.post('/api/admin/login').send({ username: 'luffy', password: 'gomugomu' }).expect(403);
    expect(response.body.code).toBe('not_an_admin');
    expect(response.headers['set-cookie']).toBeUndefined();
    await agent.get('/api/user').expect(401);
  });

  it('lets the super admin create an admin, list it, and delete it', async () => {
    const created = await superAdmin.post('/api/admin/create').send({ username: 'zoro', email: 'zoro@example.com', password: 'santoryu' }).expect(201);
    expect(created.body).toMatchObject({ success: true, message: 'Amministratore creato', user: { username: 'zoro', isAdmin: 1, isSuperAdmin: 0 } });
    const admins = (await superAdmin.get('/api/admin/users').expect(200)).body;
    expect(admins.success).toBe(true);
    expect(admins.users.map((user: { username: string }) => user.username)).toEqual(expect.arrayContaining(['admin', 'zoro']));
    expect(admins.users.map((user: { username: string }) => user.username)).not.toContain('luffy');
    const everyone = (await superAdmin.get('/api/admin/all-users').expect(200)).body.users;
    expect(everyone.map((user: { username: string }) => user.username)).toEqual(expect.arrayContaining(['admin', 'zoro', 'luffy']));
    for (const user of everyone)
      expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'id', 'isAdmin', 'isEmailVerified', 'isSuperAdmin', 'username']);

    // The new admin can log in to the back office.
    const zoro = request.agent(app.server);
    await zoro.post('/api/admin/login').send({ username: 'zoro', password: 'santoryu' }).expect(200);
    expect((await zoro.get('/api/admin/stats').expect(200)).body).toEqual({ cards: 0, decks: 0, communityDecks: 0, publishedNews: 0 });
    // ...but not manage admins.
    await zoro.get('/api/admin/users').expect(403);

    const id = created.body.user.id;
    expect((await superAdmin.delete(`/api/admin/user/${id}`).expect(200)).body).toEqual({ success: true, message: 'Utente eliminato' });
    // Deleted: the open session no longer grants anything.
    await zoro.get('/api/admin/stats').expect(401);
    await superAdmin.delete(`/api/admin/user/${id}`).expect(404);
  });

  it('refuses a duplicate or incomplete admin', async () => {
    expect((await superAdmin.post('/api/admin/create').send({ username: 'admin', email: 'x@example.com', password: 'secret' }).expect(409)).body.code).toBe(
      'username_taken',
    );
    expect((await superAdmin.post('/api/admin/create').send({ username: 'sanji', email: '', password: 'secret' }).expect(422)).body.code).toBe(
      'validation_failed',
    );
  });

  it('never deletes yourself or the built-in main admin', async () => {
    const [me] = await app.app.get(DataSource).query('SELECT id FROM users WHERE username = ?', ['admin']);
    expect((await superAdmin.delete(`/api/admin/user/${me.id}`).expect(403)).body.code).toBe('cannot_delete_self');

    // A second super admin still cannot remove the main one.
    await superAdmin.post('/api/admin/create').send({ username: 'vivi', email: 'vivi@example.com', password: 'alabasta' }).expect(201);
    await app.app.get(DataSource).query('UPDATE users SET isSuperAdmin = ? WHERE username = ?', [true, 'vivi']);
    const vivi = request.agent(app.server);
    await vivi.post('/api/admin/login').send({ username: 'vivi', password: 'alabasta' }).expect(200);
    expect((await vivi.delete(`/api/admin/user/${me.id}`).expect(403)).body.code).toBe('cannot_delete_main_admin');
  });

  it('deletes a regular user, who is logged out everywhere', async () => {
    const user = request.agent(app.server);
    const registered = await registerAndLogIn(user, { username: 'buggy', email: 'buggy@example.com', password: 'barabara' });
    await superAdmin.delete(`/api/admin/user/${registered.id}`).expect(200);
    await user.get('/api/user').expect(401);
    await request(app.server).post('/api/login').send({ username: 'buggy', password: 'barabara' }).expect(401);
  });

  it.each([
    { 'x-admin-override': 'true' },
    { 'x-admin': '1', 'x-super-admin': '1' },
    { 'x-forwarded-host': 'localhost', host: 'admin.localhost' },
    { authorization: 'Bearer admin' },
  ])('grants nothing for headers %j', async (headers) => {
    await request(app.server).get('/api/admin/all-users').set(headers).expect(401);
    await request(app.server).get('/api/admin/all-users?admin=1&isSuperAdmin=1').set(headers).expect(401);
  });
});
