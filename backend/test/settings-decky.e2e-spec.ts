import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerAndLogIn } from './support/accounts.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

describe('privacy policy and Decky phrases API', () => {
  let app: TestApp;
  let admin: Agent;
  let user: Agent;

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    user = request.agent(app.server);
    const registered = await registerAndLogIn(user, { username: 'nami', email: 'nami@example.com', password: 'password1' });
    await app.app.get(DataSource).query('UPDATE users SET isEmailVerified = ? WHERE id = ?', [true, registered.id]);
  });
  afterAll(async () => app.close());

  describe('privacy policy', () => {
    it('reads as empty before anyone wrote it, in both languages', async () => {
      expect((await request(app.server).get('/api/settings/privacy_policy').expect(200)).body).toEqual({
        key: 'privacy_policy',
        value: '',
        language: 'it',
        last_updated: null,
      });
      expect((await request(app.server).get('/api/settings/privacy_policy?language=en').expect(200)).body).toMatchObject({
        key: 'privacy_policy_en',
        value: '',
      });
    });

    it('stores sanitised HTML per language, keeps last_updated, and the product call reads the Italian one', async () => {
      const html =
        '<h2>Informativa</h2><p onclick="steal()">Dati <strong>minimi</strong>.</p><script>alert(1)</script><iframe src="https://evil.example/x"></iframe>';
      const saved = (await admin.post('/api/settings/privacy_policy').send({ value: html }).expect(200)).body;
      expect(saved.value).toBe('<h2>Informativa</h2><p>Dati <strong>minimi</strong>.</p>');
      expect(saved.last_updated).toEqual(expect.any(String));
      await admin.post('/api/settings/privacy_policy?language=en').send({ value: '<p>English policy</p><script>x()</script>' }).expect(200);

      const italian = (await request(app.server).get('/api/settings/privacy_policy').expect(200)).body;
      expect(italian).toEqual({
        key: 'privacy_policy',
        value: '<h2>Informativa</h2><p>Dati <strong>minimi</strong>.</p>',
        language: 'it',
        last_updated: saved.last_updated,
      });
      const english = (await request(app.server).get('/api/settings/privacy_policy?language=en').expect(200)).body;
      expect(english).toMatchObject({ key: 'privacy_policy_en', value: '<p>English policy</p>', language: 'en' });
      expect(Date.parse(english.last_updated)).not.toBeNaN();
    });

    it('replaces the text on a second save', async () => {
      await admin.post('/api/settings/privacy_policy?language=it').send({ value: 'Testo semplice' }).expect(200);
      expect((await request(app.server).get('/api/settings/privacy_policy?language=it').expect(200)).body.value).toBe('Testo semplice');
    });

    it('refuses unknown languages, bodies without a value, and callers who are not admins', async () => {
      const badLanguage = await request(app.server).get('/api/settings/privacy_policy?language=fr');
      expect([400, 422]).toContain(badLanguage.status);
      const noValue = await admin.post('/api/settings/privacy_policy').send({});
      expect([400, 422]).toContain(noValue.status);
      await request(app.server).post('/api/settings/privacy_policy').send({ value: 'x' }).expect(401);
      await user.post('/api/settings/privacy_policy').send({ value: 'x' }).expect(403);
      expect((await request(app.server).get('/api/settings/privacy_policy').expect(200)).body.value).toBe('Testo semplice');
    });
  });

  describe('Decky phrases', () => {
    it('creates with the product defaults, trims the text, and answers 1/0 flags', async () => {
      const created = (await admin.post('/api/decky/phrases').send({ text: '  Ahoy!  ' }).expect(201)).body;
      expect(created).toMatchObject({ id: expect.any(Number), text: 'Ahoy!', language: 'en', category: 'general', isActive: 1 });
      const italian = (await admin.post('/api/decky/phrases').send({ text: 'Ciao!', language: 'it', category: 'tip', isActive: true }).expect(201)).body;
      expect(italian).toMatchObject({ language: 'it', category: 'tip', isActive: 1 });
      const hidden = (await admin.post('/api/decky/phrases').send({ text: 'Segreto', language: 'it', category: 'fun', isActive: 0 }).expect(201)).body;
      expect(hidden.isActive).toBe(0);
    });

    it('validates text, language and category', async () => {
      expect((await admin.post('/api/decky/phrases').send({ text: '   ' }).expect(422)).body.code).toBe('invalid_phrase');
      expect(
        (
          await admin
            .post('/api/decky/phrases')
            .send({ text: 'x'.repeat(501) })
            .expect(422)
        ).body.code,
      ).toBe('invalid_phrase');
      for (const body of [{}, { text: 'hi', language: 'fr' }, { text: 'hi', category: 'tips' }, { text: 'hi', isActive: 'maybe' }, { text: 5 }]) {
        const response = await admin.post('/api/decky/phrases').send(body);
        expect([400, 422]).toContain(response.status);
      }
    });

    it('shows visitors the active phrases only, by language and by category; admins see all', async () => {
      const visitorAll = (await request(app.server).get('/api/decky/phrases').expect(200)).body;
      expect(visitorAll.map((phrase: { text: string }) => phrase.text)).toEqual(['Ahoy!', 'Ciao!']);
      const adminAll = (await admin.get('/api/decky/phrases').expect(200)).body;
      expect(adminAll.map((phrase: { text: string }) => phrase.text)).toEqual(['Ahoy!', 'Ciao!', 'Segreto']);

      expect((await request(app.server).get('/api/decky/phrases/it').expect(200)).body.map((phrase: { text: string }) => phrase.text)).toEqual(['Ciao!']);
      expect((await admin.get('/api/decky/phrases/it').expect(200)).body).toHaveLength(2);
      expect((await request(app.server).get('/api/decky/phrases/category/general').expect(200)).body.map((phrase: { text: string }) => phrase.text)).toEqual([
        'Ahoy!',
      ]);
      expect((await request(app.server).get('/api/decky/phrases/category/tip?language=en').expect(200)).body).toEqual([]);
      expect((await request(app.server).get('/api/decky/phrases?language=it&category=tip').expect(200)).body).toHaveLength(1);

      expect((await request(app.server).get('/api/decky/phrases/fr').expect(404)).body.code).toBe('phrase_list_not_found');
      expect((await request(app.server).get('/api/decky/phrases/category/jokes').expect(404)).body.code).toBe('phrase_list_not_found');
    });

    it('toggles the active flag and deletes, with 404 for unknown ids', async () => {
      const hidden = (await admin.get('/api/decky/phrases/it').expect(200)).body.find((phrase: { text: string }) => phrase.text === 'Segreto');
      expect((await admin.put(`/api/decky/phrases/${hidden.id}`).send({ isActive: 1 }).expect(200)).body.isActive).toBe(1);
      expect((await request(app.server).get('/api/decky/phrases/it').expect(200)).body).toHaveLength(2);
      expect((await admin.put(`/api/decky/phrases/${hidden.id}`).send({ isActive: false }).expect(200)).body.isActive).toBe(0);
      expect((await request(app.server).get('/api/decky/phrases/it').expect(200)).body).toHaveLength(1);
      const missingFlag = await admin.put(`/api/decky/phrases/${hidden.id}`).send({});
      expect([400, 422]).toContain(missingFlag.status);

      expect((await admin.delete(`/api/decky/phrases/${hidden.id}`).expect(200)).body).toEqual({ success: true });
      expect((await admin.get('/api/decky/phrases').expect(200)).body).toHaveLength(2);
      expect((await admin.delete(`/api/decky/phrases/${hidden.id}`).expect(404)).body.code).toBe('phrase_not_found');
      expect((await admin.put('/api/decky/phrases/999999').send({ isActive: true }).expect(404)).body.code).toBe('phrase_not_found');
    });

    it('lets only admins write', async () => {
      await request(app.server).post('/api/decky/phrases').send({ text: 'x' }).expect(401);
      await user.post('/api/decky/phrases').send({ text: 'x' }).expect(403);
      const first = (await admin.get('/api/decky/phrases').expect(200)).body[0];
      await user.put(`/api/decky/phrases/${first.id}`).send({ isActive: false }).expect(403);
      await user.delete(`/api/decky/phrases/${first.id}`).expect(403);
      expect((await request(app.server).get('/api/decky/phrases').expect(200)).body).toHaveLength(2);
    });
  });
});

describe('demo seed: privacy policy and phrases', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(async () => app.close());

  it('has a policy in both languages and at least 20 active phrases per language', async () => {
    const italian = (await request(app.server).get('/api/settings/privacy_policy').expect(200)).body;
    const english = (await request(app.server).get('/api/settings/privacy_policy?language=en').expect(200)).body;
    expect(italian.value).toContain('cookie-consent');
    expect(english.value).toContain('youtube-nocookie.com');
    expect(italian.last_updated).toEqual(expect.any(String));
    for (const language of ['it', 'en']) {
      const phrases = (await request(app.server).get(`/api/decky/phrases/${language}`).expect(200)).body;
      expect(phrases.length).toBeGreaterThanOrEqual(20);
      expect(new Set(phrases.map((phrase: { category: string }) => phrase.category))).toEqual(new Set(['general', 'tip', 'cards', 'decks', 'fun']));
    }
  });
});
