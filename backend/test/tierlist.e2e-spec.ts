import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

interface Entry {
  id: number;
  deck_id: number;
  format: string;
  tier: string;
  position: number;
  notes: string;
  last_updated: string;
  deck: { id: number; name: string; author: string; format: string; leader: { code: string; name: string; imageUrl: string | null } | null };
}
interface TierList {
  currentFormat: string;
  formats: Array<{ code: string; name: string; isCurrent: boolean; tiers: Array<{ tier: string; entries: Entry[] }> }>;
}

describe('tier list API', () => {
  let app: TestApp;
  let admin: Agent;
  const cardId: Record<string, number> = {};

  const deckBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Red Luffy',
    author: 'Nami',
    tier: 'Tier 1',
    format: 'OP10',
    leaderId: cardId['ST01-001'],
    isDraft: 0,
    cards: [
      { cardId: cardId['ST01-002'], quantity: 4 },
      { cardId: cardId['ST01-004'], quantity: 4 },
      { cardId: cardId['ST01-013'], quantity: 2 },
    ],
    ...overrides,
  });

  async function createDeck(overrides: Record<string, unknown> = {}): Promise<number> {
    return (await admin.post('/api/decks').send(deckBody(overrides)).expect(201)).body.id;
  }

  async function publicList(format = 'OP10'): Promise<TierList['formats'][number]> {
    const body: TierList = (await request(app.server).get(`/api/tierlist?format=${format}`).expect(200)).body;
    expect(body.formats).toHaveLength(1);
    return body.formats[0];
  }

  /** Deck names per tier, by position, as the public sees them. */
  async function namesByTier(format = 'OP10') {
    const list = await publicList(format);
    return Object.fromEntries(list.tiers.map(({ tier, entries }) => [tier, entries.map((entry) => entry.deck.name)]));
  }

  /** Every tier's stored positions are 1..n (the admin's candidate view does not hide drafts). */
  async function expectDense(format = 'OP10') {
    const rows = (await app.app.get(DataSource).query('SELECT tier, position FROM tier_list WHERE format = ? ORDER BY tier, position', [format])) as Array<{
      tier: string;
      position: number;
    }>;
    for (const tier of ['Tier 1', 'Tier 2', 'Tier 3']) {
      const positions = rows.filter((row) => row.tier === tier).map((row) => Number(row.position));
      expect(positions).toEqual(positions.map((_, index) => index + 1));
    }
  }

  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000' });
    admin = request.agent(app.server);
    await admin.post('/api/admin/login').send({ username: 'admin', password: 'admin-password' }).expect(200);
    for (const card of (await request(app.server).get('/api/cards').expect(200)).body) cardId[card.code] = card.id;
  });
  afterAll(async () => app.close());

  it('serves every format with its three tiers, the current one first; the demo seed ranks the published decks of the current format', async () => {
    const body: TierList = (await request(app.server).get('/api/tierlist').expect(200)).body;
    expect(body.currentFormat).toBe('OP10');
    expect(body.formats[0]).toMatchObject({ code: 'OP10', isCurrent: true });
    expect(body.formats.map((format) => format.code)).toContain('OP09');
    for (const format of body.formats) expect(format.tiers.map((tier) => tier.tier)).toEqual(['Tier 1', 'Tier 2', 'Tier 3']);

    // The seed ranks each published OP10 deck in its own tier; positions are 1..n.
    const tier1 = body.formats[0].tiers[0].entries;
    expect(tier1.map((entry) => entry.position)).toEqual(tier1.map((_, index) => index + 1));
    const rush = tier1.find((entry) => entry.deck.name === 'Straw Hat Rush')!;
    expect(rush).toMatchObject({
      tier: 'Tier 1',
      format: 'OP10',
      notes: '',
      deck: { name: 'Straw Hat Rush', author: 'OP Decks', format: 'OP10', leader: { code: 'ST01-001', name: 'Monkey.D.Luffy' } },
    });
    expect(rush.deck_id).toBe(rush.deck.id);
    expect(new Date(rush.last_updated).getTime()).not.toBeNaN();
    const names = body.formats.flatMap((format) => format.tiers.flatMap((tier) => tier.entries.map((entry) => entry.deck.name)));
    expect(names).toContain('Kid Supernovas');
    expect(names.some((name) => name.includes('work in progress'))).toBe(false);
  });

  it('answers unchanged data with 304 for its ETag, and refuses an unknown format', async () => {
    const first = await request(app.server).get('/api/tierlist').expect(200);
    await request(app.server).get('/api/tierlist').set('If-None-Match', first.headers.etag).expect(304);
    const unknown = await request(app.server).get('/api/tierlist?format=XX99').expect(422);
    expect(unknown.body.code).toBe('tier_list_unknown_format');
    expect((await request(app.server).get('/api/tierlist?format=op10').expect(200)).body.formats[0].code).toBe('OP10');
  });

  it('places three decks, reorders them and moves one to another tier, keeping positions dense', async () => {
    const [a, b, c] = [await createDeck({ name: 'Alpha' }), await createDeck({ name: 'Bravo' }), await createDeck({ name: 'Charlie' })];
    const candidates = (await admin.get('/api/tierlist/candidates?format=OP10').expect(200)).body.map((deck: { name: string }) => deck.name);
    expect(candidates).toEqual(expect.arrayContaining(['Alpha', 'Bravo', 'Charlie']));
    expect(candidates).not.toContain('Straw Hat Rush');

    const rogue = (await publicList()).tiers[2].entries.length;
    const placed = [];
    for (const deckId of [a, b, c])
      placed.push((await admin.post('/api/tierlist').send({ deckId, format: 'OP10', tier: 'Tier 3', notes: '  Spicy  ' }).expect(201)).body);
    expect(placed.map((entry) => [entry.tier, entry.position, entry.notes])).toEqual([
      ['Tier 3', rogue + 1, 'Spicy'],
      ['Tier 3', rogue + 2, 'Spicy'],
      ['Tier 3', rogue + 3, 'Spicy'],
    ]);
    const rogueBefore = (await namesByTier())['Tier 3'];
    expect(rogueBefore.slice(-3)).toEqual(['Alpha', 'Bravo', 'Charlie']);

    // Charlie to the top of Rogue: the others shift down.
    const moved = (await admin.put(`/api/tierlist/${placed[2].id}/position`).send({ tier: 'Tier 3', position: 1 }).expect(200)).body;
    expect(moved).toMatchObject({ id: placed[2].id, tier: 'Tier 3', position: 1 });
    expect((await namesByTier())['Tier 3']).toEqual(['Charlie', ...rogueBefore.filter((name) => name !== 'Charlie')]);

    // Alpha up to Tier 1, second place.
    await admin.put(`/api/tierlist/${placed[0].id}/position`).send({ tier: 'Tier 1', position: 2 }).expect(200);
    const after = await namesByTier();
    expect(after['Tier 1'][1]).toBe('Alpha');
    expect(after['Tier 3']).not.toContain('Alpha');
    await expectDense();

    // Notes, then removal: the decks below move up.
    expect((await admin.put(`/api/tierlist/${placed[1].id}/notes`).send({ notes: 'Best into Kid' }).expect(200)).body.notes).toBe('Best into Kid');
    expect((await publicList()).tiers[2].entries.find((entry) => entry.deck.name === 'Bravo')?.notes).toBe('Best into Kid');
    expect((await admin.delete(`/api/tierlist/${placed[0].id}`).expect(200)).body).toEqual({ success: true });
    expect((await namesByTier())['Tier 1']).not.toContain('Alpha');
    await expectDense();
    expect((await admin.delete(`/api/tierlist/${placed[0].id}`).expect(404)).body.code).toBe('tier_list_entry_not_found');
  });

  it('refuses drafts, decks of another format, a deck twice, unknown formats, impossible positions and malformed bodies', async () => {
    const draft = await createDeck({ name: 'Draft deck', isDraft: 1 });
    const old = await createDeck({ name: 'Old format', format: 'OP09' });
    const fresh = await createDeck({ name: 'Fresh' });
    const place = (body: Record<string, unknown>) => admin.post('/api/tierlist').send({ format: 'OP10', tier: 'Tier 2', ...body });

    expect((await place({ deckId: draft }).expect(422)).body.code).toBe('tier_list_deck_is_draft');
    expect((await place({ deckId: old }).expect(422)).body.code).toBe('tier_list_format_mismatch');
    expect((await place({ deckId: 999999 }).expect(404)).body.code).toBe('tier_list_deck_not_found');
    expect((await place({ deckId: fresh, format: 'ZZ1' }).expect(422)).body.code).toBe('tier_list_unknown_format');
    expect((await place({ deckId: fresh, position: 99 }).expect(422)).body.code).toBe('tier_list_invalid_position');
    expect((await place({ deckId: fresh, tier: 'Tier 9' }).expect(422)).body.code).toBe('validation_failed');
    expect((await place({ deckId: 'abc' }).expect(422)).body.code).toBe('validation_failed');
    const entry = (await place({ deckId: fresh }).expect(201)).body;
    expect((await place({ deckId: fresh, tier: 'Tier 1' }).expect(409)).body.code).toBe('tier_list_deck_already_placed');
    expect((await admin.put(`/api/tierlist/${entry.id}/position`).send({ tier: 'Tier 2', position: 0 }).expect(422)).body.code).toBe('validation_failed');
    expect((await admin.put(`/api/tierlist/${entry.id}/position`).send({ tier: 'Tier 2', position: 50 }).expect(422)).body.code).toBe(
      'tier_list_invalid_position',
    );
    expect((await admin.put('/api/tierlist/999999/position').send({ tier: 'Tier 2', position: 1 }).expect(404)).body.code).toBe('tier_list_entry_not_found');
    // The deck placed in OP09's own list is fine.
    await admin.post('/api/tierlist').send({ deckId: old, format: 'OP09', tier: 'Tier 1' }).expect(201);
    expect((await namesByTier('OP09'))['Tier 1']).toEqual(['Old format']);
  });

  it('drops a deck from the public tier list the moment it becomes a draft or is deleted, and closes the gap', async () => {
    const [x, y, z] = [await createDeck({ name: 'X-ray' }), await createDeck({ name: 'Yankee' }), await createDeck({ name: 'Zulu' })];
    for (const deckId of [x, y, z]) await admin.post('/api/tierlist').send({ deckId, format: 'OP10', tier: 'Tier 2' }).expect(201);
    expect((await namesByTier())['Tier 2'].slice(-3)).toEqual(['X-ray', 'Yankee', 'Zulu']);

    // Read once so the answer is cached, then unpublish: the next read no longer has it.
    await publicList();
    await admin
      .put(`/api/decks/${y}`)
      .send(deckBody({ name: 'Yankee', isDraft: 1 }))
      .expect(200);
    expect((await namesByTier())['Tier 2'].slice(-2)).toEqual(['X-ray', 'Zulu']);
    // Published again, it is back in its place.
    await admin
      .put(`/api/decks/${y}`)
      .send(deckBody({ name: 'Yankee renamed', isDraft: 0 }))
      .expect(200);
    expect((await namesByTier())['Tier 2'].slice(-3)).toEqual(['X-ray', 'Yankee renamed', 'Zulu']);

    await admin.delete(`/api/decks/${x}`).expect(200);
    expect((await namesByTier())['Tier 2'].slice(-2)).toEqual(['Yankee renamed', 'Zulu']);
    expect((await namesByTier())['Tier 2']).not.toContain('X-ray');
    await expectDense();
  });

  it('keeps positions unique when admins move decks at the same time', async () => {
    const ids = [];
    for (const name of ['P1', 'P2', 'P3', 'P4']) {
      const deckId = await createDeck({ name });
      ids.push((await admin.post('/api/tierlist').send({ deckId, format: 'OP10', tier: 'Tier 1' }).expect(201)).body.id);
    }
    const results = await Promise.all(
      ids.map((id, index) => admin.put(`/api/tierlist/${id}/position`).send({ tier: index % 2 ? 'Tier 1' : 'Tier 2', position: 1 })),
    );
    for (const result of results) expect(result.status).toBe(200);
    await expectDense();
  });
});
