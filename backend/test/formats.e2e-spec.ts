import request from 'supertest';
import { registerAndLogIn } from './support/accounts.js';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

describe('formats and game rules API', () => {
  let app: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
  });
  afterAll(async () => app.close());

  it('seeds the formats on every database (no demo content here), OP10 current', async () => {
    const formats = (await request(app.server).get('/api/formats').expect(200)).body;
    expect(formats.map((format: { code: string }) => format.code)).toEqual(['OP16', 'OP15', 'OP14', 'OP13', 'OP12', 'OP11', 'OP10', 'OP09', 'OP08']);
    expect(formats.find((format: { isCurrent: boolean }) => format.isCurrent)).toMatchObject({ code: 'OP10', banList: [] });
  });

  it('answers the game rules in one cached call with an ETag', async () => {
    const first = await request(app.server).get('/api/game-rules').expect(200);
    expect(first.body).toMatchObject({
      currentFormat: 'OP10',
      tiers: ['Tier 1', 'Tier 2', 'Tier 3'],
      defaultTier: 'Tier 1',
      tierDisplay: [
        { tier: 'Tier 1', key: 'tier1' },
        { tier: 'Tier 2', key: 'tier2' },
        { tier: 'Tier 3', key: 'rogue' },
      ],
      cardTypes: ['LEADER', 'CHARACTER', 'EVENT', 'STAGE', 'DON'],
      leaderType: 'LEADER',
      playableTypes: ['CHARACTER', 'EVENT', 'STAGE'],
      deckLimits: { minCardsToSave: 10, deckSize: 50, maxCopies: 4 },
      priority: { min: 1, max: 10, default: 5 },
      favorability: ['Favorable', 'Even', 'Unfavorable'],
      draws: { openingHand: 5, mulligans: 1, perTurn: 1, firstPlayerDrawsOnFirstTurn: false },
    });
    expect(first.body.formats).toHaveLength(9);
    expect(first.headers.etag).toBeTruthy();
    await request(app.server).get('/api/game-rules').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('lets an admin add, edit, make current and delete a format; game rules follow every write', async () => {
    const before = (await request(app.server).get('/api/game-rules').expect(200)).headers.etag;
    const created = await admin
      .post('/api/formats')
      .send({ code: 'op17', name: 'OP-17', legalSets: ['OP01', 'op17', 'P'], banList: [{ code: 'OP01-024', maxCopies: 0 }] })
      .expect(201);
    expect(created.body).toEqual({
      code: 'OP17',
      name: 'OP-17',
      legalSets: ['OP01', 'OP17', 'P'],
      banList: [{ code: 'OP01-024', maxCopies: 0 }],
      isCurrent: false,
    });
    const rules = await request(app.server).get('/api/game-rules').set('If-None-Match', before).expect(200);
    expect(rules.body.formats[0].code).toBe('OP17');

    const updated = await admin
      .put('/api/formats/OP17')
      .send({ name: 'Seventeen', legalSets: ['OP17'], banList: [{ code: 'OP17-001', maxCopies: 2 }] })
      .expect(200);
    expect(updated.body).toMatchObject({ name: 'Seventeen', legalSets: ['OP17'], banList: [{ code: 'OP17-001', maxCopies: 2 }] });

    expect((await admin.post('/api/formats/OP17/current').expect(200)).body.isCurrent).toBe(true);
    expect((await request(app.server).get('/api/game-rules').expect(200)).body.currentFormat).toBe('OP17');
    const current = (await request(app.server).get('/api/formats').expect(200)).body.filter((format: { isCurrent: boolean }) => format.isCurrent);
    expect(current.map((format: { code: string }) => format.code)).toEqual(['OP17']);

    expect((await admin.delete('/api/formats/OP17').expect(409)).body.code).toBe('format_is_current');
    await admin.post('/api/formats/OP10/current').expect(200);
    await admin.delete('/api/formats/OP17').expect(200);
    expect((await request(app.server).get('/api/game-rules').expect(200)).body.formats.map((format: { code: string }) => format.code)).not.toContain('OP17');
  });

  it('answers by code: taken codes, unknown formats, broken rules', async () => {
    expect(
      (
        await admin
          .post('/api/formats')
          .send({ code: 'OP10', name: 'again', legalSets: ['OP10'], banList: [] })
          .expect(409)
      ).body.code,
    ).toBe('format_code_taken');
    expect(
      (
        await admin
          .put('/api/formats/OP99')
          .send({ name: 'x', legalSets: ['OP01'], banList: [] })
          .expect(404)
      ).body.code,
    ).toBe('format_not_found');
    expect((await admin.post('/api/formats/OP99/current').expect(404)).body.code).toBe('format_not_found');
    expect((await admin.delete('/api/formats/OP99').expect(404)).body.code).toBe('format_not_found');
    const invalid = await admin
      .post('/api/formats')
      .send({ code: 'OP 18', name: 'x', legalSets: [], banList: [{ code: 'OP01-024', maxCopies: 7 }] })
      .expect(422);
    expect(invalid.body.code).toBe('invalid_format');
    expect(invalid.body.details).toEqual([
      { field: 'code', code: 'invalidFormatCode' },
      { field: 'legalSets', code: 'legalSetsRequired' },
      { field: 'banList', code: 'invalidBanCopies' },
    ]);
  });

  it('keeps formats to admins', async () => {
    const body = { code: 'OP18', name: 'x', legalSets: ['OP01'], banList: [] };
    await request(app.server).post('/api/formats').send(body).expect(401);
    const user = request.agent(app.server);
    await registerAndLogIn(user, { username: 'player', email: 'player@example.com', password: 'password1' });
    await user.post('/api/formats').send(body).expect(403);
    await user.put('/api/formats/OP10').send(body).expect(403);
    await user.post('/api/formats/OP09/current').expect(403);
    await user.delete('/api/formats/OP09').expect(403);
  });
});
