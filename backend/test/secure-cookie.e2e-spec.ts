import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app.js';

/** The session cookie as the login sets it. */
async function loginCookie(app: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const response = await request(app.server).post('/api/admin/login').set(headers).send({ username: 'admin', password: 'admin-password' }).expect(200);
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const session = cookies.find((cookie) => cookie.startsWith('sid='));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session;
}

const isSecure = (cookie: string) => cookie.split(';').some((part) => part.trim().toLowerCase() === 'secure');

/** Issue 32 item 6: the session cookie is Secure whenever the site is reached over https, behind a proxy too. */
describe('session cookie Secure flag', () => {
  describe('behind a trusted proxy (TRUST_PROXY=true) with an http PUBLIC_URL', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ TRUST_PROXY: 'true', PUBLIC_URL: 'http://localhost:3000', AUTH_RATE_LIMIT: '1000' });
    });
    afterAll(async () => app.close());

    it('is Secure when the proxy says the request came over https', async () => {
      const cookie = await loginCookie(app, { 'X-Forwarded-Proto': 'https' });
      expect(isSecure(cookie)).toBe(true);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    });

    it('is not Secure for a plain-http request (the browser would drop it)', async () => {
      expect(isSecure(await loginCookie(app, { 'X-Forwarded-Proto': 'http' }))).toBe(false);
      expect(isSecure(await loginCookie(app))).toBe(false);
    });
  });

  describe('reached directly (no TRUST_PROXY)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ PUBLIC_URL: 'https://opdecks.example', AUTH_RATE_LIMIT: '1000' });
    });
    afterAll(async () => app.close());

    it('ignores X-Forwarded-Proto from a client: plain http gets no Secure cookie', async () => {
      expect(isSecure(await loginCookie(app, { 'X-Forwarded-Proto': 'https' }))).toBe(false);
    });
  });
});
