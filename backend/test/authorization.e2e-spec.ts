import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Role } from '../src/shared/domain/actor.js';
import { listRoutes, RouteInfo } from './support/routes.js';
import { registerAndLogIn } from './support/accounts.js';
import { startTestApp, TestApp } from './support/test-app.js';

/**
 * Who may call what (docs/product.md#roles). Every route of the running app must be listed
 * here with the policy it declares, and each is called as each of the five kinds of caller.
 */
const EXPECTED_POLICY: Record<string, 'public' | Role> = {
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/metrics': 'public',
  'GET /api/cards': 'public',
  'GET /api/cards/search': 'public',
  'GET /api/cards/gallery': 'public',
  'GET /api/cards/filter-options': 'public',
  'POST /api/cards/import': 'admin',
  'POST /api/cards': 'admin',
  'POST /api/cards/bulk-delete': 'admin',
  'GET /api/cards/bulk-delete/impact': 'admin',
  'POST /api/cards/normalize-types': 'admin',
  'POST /api/cards/clear': 'admin',
  'POST /api/cards/clear-prefix': 'admin',
  'GET /api/cards/clear/impact': 'admin',
  'GET /api/cards/clear-prefix/impact': 'admin',
  'POST /api/cards/search-online': 'admin',
  'PUT /api/cards/:id': 'admin',
  'DELETE /api/cards/:id': 'admin',
  'POST /api/cards/:id/image': 'admin',
  'GET /api/card-images/:code': 'public',
  'GET /api/decks': 'public',
  'GET /api/decks/page': 'public',
  'GET /api/decks/leaders': 'public',
  'GET /api/decks/formats': 'public',
  'GET /api/decks/:id': 'public',
  'GET /api/decks/:id/export': 'public',
  'GET /api/decks/:id/image.png': 'public',
  'GET /api/decks/:id/registration.pdf': 'public',
  'GET /api/decks/mine': 'verified',
  'POST /api/decks/:id/copy': 'verified',
  'GET /api/players/:username': 'public',
  'GET /api/cards/by-code/:code': 'public',
  'GET /api/leaders/:code': 'public',
  'POST /api/decks/legality': 'verified',
  'POST /api/decks/statistics': 'verified',
  'GET /api/formats': 'public',
  'POST /api/formats': 'admin',
  'PUT /api/formats/:code': 'admin',
  'POST /api/formats/:code/current': 'admin',
  'DELETE /api/formats/:code': 'admin',
  'GET /api/game-rules': 'public',
  'POST /api/decks/parse-list': 'public',
  'POST /api/decks': 'verified',
  'PUT /api/decks/:id': 'verified',
  'PATCH /api/decks/:id': 'verified',
  'DELETE /api/decks/:id': 'verified',
  'GET /api/decks/:id/deletion-impact': 'admin',
  'GET /api/news': 'public',
  'GET /api/news/highlighted': 'public',
  'GET /api/news/page': 'public',
  'GET /api/news/:id': 'public',
  'POST /api/news': 'admin',
  'PUT /api/news/:id': 'admin',
  'DELETE /api/news/:id': 'admin',
  'POST /api/news/:id/image': 'admin',
  'POST /api/content-images': 'admin',
  'GET /api/comments/:contentType/:contentId': 'public',
  'GET /api/comments/:contentType/:contentId/page': 'public',
  'POST /api/comments': 'user',
  'PUT /api/comments/:id': 'user',
  'DELETE /api/comments/:id': 'user',
  'POST /api/reports': 'verified',
  'GET /api/admin/reports': 'admin',
  'POST /api/admin/reports/:targetType/:targetId/dismiss': 'admin',
  'POST /api/admin/decks/:id/hide': 'admin',
  'POST /api/admin/decks/:id/restore': 'admin',
  'GET /api/favorites': 'verified',
  'GET /api/favorites/page': 'verified',
  'GET /api/favorites/:deckId': 'user',
  'POST /api/favorites': 'verified',
  'DELETE /api/favorites/:deckId': 'verified',
  'GET /api/user': 'user',
  'GET /api/session': 'public',
  'POST /api/register': 'public',
  'POST /api/login': 'public',
  'POST /api/logout': 'public',
  'GET /api/verify-email': 'public',
  'POST /api/resend-verification': 'user',
  'POST /api/unlock-account': 'public',
  'GET /api/admin/auth': 'public',
  'POST /api/admin/login': 'public',
  'POST /api/admin/logout': 'public',
  'POST /api/admin/create': 'superadmin',
  'DELETE /api/admin/user/:id': 'superadmin',
  'GET /api/admin/users': 'superadmin',
  'GET /api/admin/all-users': 'superadmin',
  'GET /api/admin/all-users/page': 'superadmin',
  'GET /api/admin/decks': 'admin',
  'GET /api/admin/news': 'admin',
  'GET /api/admin/cards': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/settings/privacy_policy': 'public',
  'POST /api/settings/privacy_policy': 'admin',
  'GET /api/decky/phrases': 'public',
  'GET /api/decky/phrases/category/:category': 'public',
  'GET /api/decky/phrases/:idOrLanguage': 'public',
  'POST /api/decky/phrases': 'admin',
  'PUT /api/decky/phrases/:idOrLanguage': 'admin',
  'DELETE /api/decky/phrases/:idOrLanguage': 'admin',
  'GET /api/tierlist': 'public',
  'GET /api/admin/audit': 'superadmin',
  'GET /api/tierlist/candidates': 'admin',
  'POST /api/tierlist': 'admin',
  'PUT /api/tierlist/:id/position': 'admin',
  'PUT /api/tierlist/:id/notes': 'admin',
  'DELETE /api/tierlist/:id': 'admin',
  'GET /api/meta': 'public',
  'GET /api/bulk': 'public',
  'GET /api/bulk/:type': 'public',
  'GET /api/tournaments': 'admin',
  'GET /api/tournaments/page': 'admin',
  'GET /api/tournaments/:id': 'admin',
  'POST /api/tournaments': 'admin',
  'POST /api/tournaments/csv': 'admin',
  'DELETE /api/tournaments/:id': 'admin',
};

const CALLERS = ['visitor', 'unverified', 'verified', 'admin', 'superadmin'] as const;
type Caller = (typeof CALLERS)[number];
const ROLES_OF: Record<Caller, Role[]> = {
  visitor: [],
  unverified: ['user'],
  verified: ['user', 'verified'],
  admin: ['user', 'verified', 'admin'],
  superadmin: ['user', 'verified', 'admin', 'superadmin'],
};

const key = (route: RouteInfo) => `${route.method} ${route.path}`;
/** Logging out would end the caller's session for the rest of the matrix: those go last. */
const endsSession = (route: RouteInfo) => /logout$/.test(route.path);

describe('authorization matrix: every route × every kind of caller', () => {
  let app: TestApp;
  let routes: RouteInfo[];

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '100000', SEED_DEMO: 'true' });
    routes = listRoutes(app.app);
  });
  afterAll(async () => app.close());

  async function loginAs(caller: Caller) {
    const agent = request.agent(app.server);
    if (caller === 'visitor') return agent;
    if (caller === 'superadmin') {
      await agent.post('/api/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
      return agent;
    }
    const username = `${caller}-${Math.random().toString(36).slice(2, 8)}`;
    const registered = await registerAndLogIn(agent, { username, email: `${username}@example.com`, password: 'password1' });
    if (caller === 'verified') await app.app.get(DataSource).query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, registered.id]);
    if (caller === 'admin') await app.app.get(DataSource).query('UPDATE users SET isAdmin = ?, isEmailVerified = ? WHERE id = ?', [true, true, registered.id]);
    return agent;
  }

  it('lists every route with the policy it declares, and nothing else', () => {
    const declared = Object.fromEntries(routes.map((route) => [key(route), route.policy === 'public' ? 'public' : route.policy?.join(',')]));
    expect(declared).toEqual(EXPECTED_POLICY);
  });

  it.each(CALLERS)('answers %s as the policy says on every route', async (caller) => {
    const agent = await loginAs(caller);
    const ordered = [...routes].sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    const outcomes: string[] = [];
    for (const route of ordered) {
      const policy = EXPECTED_POLICY[key(route)];
      const allowed = policy === 'public' || ROLES_OF[caller].includes(policy);
      const path = route.path.replace(/:(id|deckId|contentId|targetId|idOrLanguage)\b/g, '999999').replace(/:(contentType|targetType)\b/, 'deck');
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
      const response = await agent[method](path).send(method === 'get' ? undefined : {});
      const denied = response.status === 401 || response.status === 403;
      const expectedStatus = caller === 'visitor' ? 401 : 403;
      // An allowed call may still fail on its own rules (404 for an unknown id, 422 for an empty body): never on access.
      const ok = allowed ? !denied || ['not_an_admin', 'invalid_credentials'].includes(response.body?.code) : response.status === expectedStatus;
      if (!ok)
        outcomes.push(`${key(route)} as ${caller}: got ${response.status} ${JSON.stringify(response.body)}, expected ${allowed ? 'access' : expectedStatus}`);
      expect(response.status).toBeLessThan(500);
    }
    expect(outcomes).toEqual([]);
  });
});
