import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../src/modules/audit/application/audit-trail.service.js';
import { registerAndLogIn } from './support/accounts.js';
import { aDeckBody } from './support/deck-body.js';
import { listRoutes } from './support/routes.js';
import { startTestApp, TestApp } from './support/test-app.js';
import type { components } from './api-client/openapi.js';

type Agent = ReturnType<typeof request.agent>;

/** An entry as the API answers it, from the client generated from openapi.yaml. */
type Entry = components['schemas']['AuditEntryDto'];

const CARD_FIELDS = ['code', 'name', 'type', 'imageUrl', 'cost', 'power', 'counter', 'color', 'attribute', 'family', 'ability', 'trigger', 'set'];
const GUIDE = `<p>${'A long guide. '.repeat(400)}</p>`;

/** The audit log of admin writes (issue 38 item 5, ADR 0076). */
describe('audit log', () => {
  let app: TestApp;
  let superAdmin: Agent;
  let admin: Agent;
  let player: Agent;
  let superAdminId: number;
  let leaderId: number;
  const cardIds: number[] = [];

  async function account(username: string, role: 'verified' | 'admin'): Promise<{ agent: Agent; id: number }> {
    const agent = request.agent(app.server);
    const user = await registerAndLogIn(agent, { username, email: `${username}@example.com`, password: 'password1' });
    await app.app.get(DataSource).query('UPDATE users SET isEmailVerified = ?, isAdmin = ? WHERE id = ?', [true, role === 'admin', user.id]);
    return { agent, id: user.id };
  }

  const entries = async (query: Record<string, string | number> = {}): Promise<Entry[]> =>
    (
      await superAdmin
        .get('/api/admin/audit')
        .query({ pageSize: 100, ...query })
        .expect(200)
    ).body.items as Entry[];
  const latest = async () => (await entries())[0];

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '100000', SEED_DEMO: 'true' });
    superAdmin = request.agent(app.server);
    superAdminId = (await superAdmin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200)).body.user.id;
    admin = (await account('audited-admin', 'admin')).agent;
    player = (await account('audit-player', 'verified')).agent;
    const cards = (await request(app.server).get('/api/cards').expect(200)).body as Array<{ id: number; code: string }>;
    leaderId = cards.find((card) => card.code === 'ST01-001')!.id;
    for (const code of ['ST01-002', 'ST01-004', 'ST01-013']) cardIds.push(cards.find((card) => card.code === code)!.id);
  }, 120_000);
  afterAll(async () => app?.close());

  describe('each kind of admin write leaves one entry: who, what, when and a short before/after', () => {
    it('a deck: created (its id from the answer, guides cut short), changed (before → after), hidden by moderation, deleted', async () => {
      const created = (
        await admin
          .post('/api/decks')
          .send(aDeckBody(leaderId, cardIds, { name: 'Audited deck', description: GUIDE }))
          .expect(201)
      ).body;
      const entry = await latest();
      expect(entry).toMatchObject({
        actorUsername: 'audited-admin',
        action: 'createDeck',
        route: 'POST /api/decks',
        entityType: 'deck',
        entityId: String(created.id),
        entityLabel: 'Audited deck',
        outcome: 'ok',
      });
      expect(Math.abs(Date.parse(entry.createdAt) - Date.now())).toBeLessThan(60_000);
      expect(entry.changes).toContainEqual({ field: 'name', after: 'Audited deck' });
      const guide = entry.changes.find((change) => change.field === 'description')!;
      expect(guide.after).toMatch(/… \(\d+ chars\)$/);
      expect(guide.after!.length).toBeLessThanOrEqual(80);

      await admin
        .put(`/api/decks/${created.id}`)
        .send(aDeckBody(leaderId, cardIds, { name: 'Audited deck v2', description: GUIDE }))
        .expect(200);
      expect(await latest()).toMatchObject({ action: 'updateDeck', entityId: String(created.id), entityLabel: 'Audited deck v2' });
      expect((await latest()).changes).toContainEqual({ field: 'name', before: 'Audited deck', after: 'Audited deck v2' });

      await admin.post(`/api/admin/decks/${created.id}/hide`).expect(200);
      expect(await latest()).toMatchObject({ action: 'hideDeck', entityType: 'deck', entityId: String(created.id) });
      expect((await latest()).changes).toContainEqual({ field: 'hidden', before: 'false', after: 'true' });

      await admin.delete(`/api/decks/${created.id}`).expect(200);
      const deleted = await latest();
      expect(deleted).toMatchObject({ action: 'deleteDeck', entityId: String(created.id), entityLabel: 'Audited deck v2', outcome: 'ok' });
      expect(deleted.changes).toContainEqual({ field: 'name', before: 'Audited deck v2' });
    });

    it.each([
      {
        kind: 'card',
        write: async (agent: Agent) => {
          const card = ((await request(app.server).get('/api/cards').expect(200)).body as Array<Record<string, unknown>>).find(
            (one) => one.code === 'ST01-004',
          )!;
          const form = Object.fromEntries(CARD_FIELDS.map((key) => [key, card[key]]));
          await agent
            .put(`/api/cards/${String(card.id)}`)
            .send({ ...form, name: 'Audited Chopper' })
            .expect(200);
        },
        expected: { action: 'updateCard', entityType: 'card', entityLabel: 'Audited Chopper' },
        change: { field: 'name', after: 'Audited Chopper' },
      },
      {
        kind: 'news',
        write: (agent: Agent) => agent.post('/api/news').send({ title: 'Audited news', content: GUIDE, author: 'Nami' }).expect(201),
        expected: { action: 'createNews', entityType: 'news', entityLabel: 'Audited news' },
        change: { field: 'title', after: 'Audited news' },
      },
      {
        kind: 'tier list',
        write: async (agent: Agent) => {
          const deck = (
            await agent
              .post('/api/decks')
              .send(aDeckBody(leaderId, cardIds, { name: 'Tiered' }))
              .expect(201)
          ).body;
          await agent.post('/api/tierlist').send({ deckId: deck.id, format: 'OP10', tier: 'Tier 2' }).expect(201);
        },
        expected: { action: 'placeTierListDeck', entityType: 'tierlist' },
        change: { field: 'tier', after: 'Tier 2' },
      },
      {
        kind: 'format',
        write: (agent: Agent) =>
          agent
            .post('/api/formats')
            .send({ code: 'OP77', name: 'OP77', legalSets: ['OP06', 'OP09'], banList: [] })
            .expect(201),
        expected: { action: 'createFormat', entityType: 'format', entityId: 'OP77', entityLabel: 'OP77' },
        change: { field: 'legalSets', after: '[2 items]' },
      },
      {
        kind: 'settings',
        write: (agent: Agent) => agent.post('/api/settings/privacy_policy').send({ value: GUIDE }).expect(200),
        expected: { action: 'updatePrivacyPolicy', entityType: 'settings' },
        change: { field: 'value', after: expect.stringMatching(/… \(\d+ chars\)$/) },
      },
      {
        kind: 'Decky phrase',
        write: (agent: Agent) => agent.post('/api/decky/phrases').send({ text: 'Audited ahoy!', language: 'en', category: 'tip' }).expect(201),
        expected: { action: 'createDeckyPhrase', entityType: 'decky_phrase', entityLabel: 'Audited ahoy!' },
        change: { field: 'text', after: 'Audited ahoy!' },
      },
      {
        kind: 'tournament (a refused import: the failure is recorded)',
        write: (agent: Agent) => agent.delete('/api/tournaments/999999').expect(404),
        expected: { action: 'deleteTournament', entityType: 'tournament', entityId: '999999', outcome: 'tournament_not_found' },
        change: null,
      },
    ])('$kind', async ({ write, expected, change }) => {
      const before = (await entries()).length;
      await write(admin);
      const after = await entries();
      const entry = after.find((one) => one.action === expected.action)!;
      expect(entry).toMatchObject({ actorUsername: 'audited-admin', outcome: 'ok', ...expected });
      if (change) expect(entry.changes).toContainEqual(expect.objectContaining(change));
      // One entry per write: the one written inside the write's transaction is completed, not repeated.
      expect(after.filter((one) => one.action === expected.action)).toHaveLength(1);
      expect(after.length).toBeGreaterThan(before);
    });

    it('admins and users (super admin): passwords never written', async () => {
      const created = (
        await superAdmin.post('/api/admin/create').send({ username: 'audit-zoro', email: 'audit-zoro@example.com', password: 'santoryu' }).expect(201)
      ).body.user;
      const entry = await latest();
      expect(entry).toMatchObject({ actorId: superAdminId, actorUsername: 'admin', action: 'createAdmin', entityType: 'admin', outcome: 'ok' });
      expect(entry.changes).toContainEqual({ field: 'password', after: '‹hidden›' });
      expect(JSON.stringify(entry)).not.toContain('santoryu');

      await superAdmin.delete(`/api/admin/user/${created.id}`).expect(200);
      const deleted = await latest();
      expect(deleted).toMatchObject({ action: 'deleteUser', entityType: 'user', entityId: String(created.id), entityLabel: 'audit-zoro' });
      expect(JSON.stringify(deleted)).not.toMatch(/\$argon2/);
    });

    it('records nothing for players, reads, nor computations that change nothing', async () => {
      const before = (await entries()).length;
      await player
        .post('/api/decks')
        .send(aDeckBody(leaderId, cardIds, { name: 'A player deck' }))
        .expect(201);
      await admin
        .post('/api/decks/legality')
        .send({ leaderId, cards: cardIds.map((cardId) => ({ cardId, quantity: 4 })) })
        .expect(200);
      await admin.get('/api/admin/stats').expect(200);
      expect(await entries()).toHaveLength(before);
    });

    it('every write route the access policy keeps for admins leaves an entry, whatever its outcome', async () => {
      const routes = listRoutes(app.app).filter(
        (route) => route.method !== 'GET' && Array.isArray(route.policy) && route.policy.some((role) => role === 'admin' || role === 'superadmin'),
      );
      expect(routes.length).toBeGreaterThan(20);
      const missing: string[] = [];
      for (const route of routes) {
        const path = route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'targetType' ? 'deck' : '999999'));
        const method = route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
        const response = await admin[method](path).send({});
        expect(response.status).toBeLessThan(500);
        if (response.status === 401 || response.status === 403) continue; // super admins' routes: refused before anything is written
        const found = await entries({ action: route.handler });
        if (!found.some((entry) => entry.route === `${route.method} ${route.path}`)) missing.push(`${route.method} ${route.path} (${response.status})`);
      }
      expect(missing).toEqual([]);
    });
  });

  describe('GET /api/admin/audit', () => {
    it('is the super admin’s alone: 401 for visitors, 403 for players and plain admins', async () => {
      await request(app.server).get('/api/admin/audit').expect(401);
      expect((await player.get('/api/admin/audit').expect(403)).body.code).toBe('access_denied');
      expect((await admin.get('/api/admin/audit').expect(403)).body.code).toBe('access_denied');
      await superAdmin.get('/api/admin/audit').expect(200);
    });

    it('filters by actor (username in any case, or id), entity type and id, action and time; newest first', async () => {
      const all = await entries();
      expect(all.map((entry) => entry.id)).toEqual([...all.map((entry) => entry.id)].sort((a, b) => b - a));
      const byAdmin = await entries({ actor: 'AUDITED-ADMIN' });
      expect(byAdmin.length).toBeGreaterThan(0);
      expect(byAdmin.every((entry) => entry.actorUsername === 'audited-admin')).toBe(true);
      expect((await entries({ actor: String(superAdminId) })).every((entry) => entry.actorId === superAdminId)).toBe(true);
      const decks = await entries({ entityType: 'deck' });
      expect(decks.length).toBeGreaterThan(0);
      expect(decks.every((entry) => entry.entityType === 'deck')).toBe(true);
      const one = decks.find((entry) => entry.entityId !== null)!;
      expect((await entries({ entityType: 'deck', entityId: one.entityId! })).every((entry) => entry.entityId === one.entityId)).toBe(true);
      const formats = await entries({ action: 'createFormat' });
      expect(formats.every((entry) => entry.action === 'createFormat')).toBe(true);
      expect(formats.map((entry) => entry.entityId)).toContain('OP77');
      expect(await entries({ from: new Date(Date.now() + 3_600_000).toISOString() })).toEqual([]);
      expect(await entries({ to: '2000-01-01' })).toEqual([]);
      expect(await entries({ from: '2000-01-01', to: new Date(Date.now() + 3_600_000).toISOString() })).toHaveLength(Math.min(all.length, 100));
      expect((await superAdmin.get('/api/admin/audit?from=yesterday').expect(422)).body.code).toBe('validation_failed');
    });

    it('pages as every list does (ADR 0067): page and pageSize, the Link header, 404 past the end', async () => {
      const first = await superAdmin.get('/api/admin/audit?pageSize=2').expect(200);
      expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
      expect(first.body.items).toHaveLength(2);
      expect(first.headers.link).toContain('rel="next"');
      const second = await superAdmin.get('/api/admin/audit?pageSize=2&page=2').expect(200);
      expect(second.body.items[0].id).toBeLessThan(first.body.items[1].id);
      const past = await superAdmin.get(`/api/admin/audit?pageSize=2&page=${Math.ceil(first.body.total / 2) + 1}`).expect(404);
      expect(past.body.code).toBe('page_out_of_range');
      await superAdmin.get('/api/admin/audit?pageSize=101').expect(422);
    });
  });

  it('keeps a year: older entries are pruned', async () => {
    const [kept] = await entries();
    const old = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    await app.app.get(DataSource).query('UPDATE audit_entries SET created_at = ? WHERE id = ?', [old.toISOString().slice(0, 19).replace('T', ' '), kept.id]);
    expect(await app.app.get(AuditTrail).prune()).toBe(1);
    expect((await entries()).map((entry) => entry.id)).not.toContain(kept.id);
  });
});
