import type { Card } from '../../cards/domain/card.js';
import { AN_ADMIN, aDeckInput, deckServices, saveTenCardDeck, type DeckServices } from '../../../../test/support/deck-services.js';
import type { DeckInput } from './deck.service.js';
import { PublishedDeckSummariesQuery } from './published-deck-summaries.query.js';

describe('PublishedDeckSummariesQuery (the tier list’s decks) with in-memory adapters', () => {
  let kit: DeckServices;
  let byCode: Record<string, Card>;
  let query: PublishedDeckSummariesQuery;

  beforeEach(async () => {
    kit = deckServices();
    byCode = await kit.addCards();
    query = new PublishedDeckSummariesQuery(kit.reads, kit.decks, kit.cards);
  });

  const save = (overrides: Partial<DeckInput> = {}) => saveTenCardDeck(kit, byCode, overrides);

  it('gives published decks by id with their leader, never a draft or an unknown id', async () => {
    const published = await save({ name: 'Published', tier: 'Tier 2', priority: 3 });
    const draft = await save({ name: 'Draft', isDraft: true });
    const summaries = await query.byIds([published.id, draft.id, 999]);
    expect(summaries).toEqual([
      {
        id: published.id,
        name: 'Published',
        author: 'Nami',
        tier: 'Tier 2',
        format: 'OP10',
        priority: 3,
        createdAt: published.createdAt,
        leader: { id: byCode['OP01-001'].id, code: 'OP01-001', name: 'Roronoa Zoro', imageUrl: byCode['OP01-001'].imageUrl, color: 'Red' },
      },
    ]);
    expect(await query.byIds([])).toEqual([]);
  });

  it('drops a deck the moment it becomes a draft', async () => {
    const deck = await save();
    expect(await query.byIds([deck.id])).toHaveLength(1);
    await kit.service.update(
      AN_ADMIN,
      deck.id,
      aDeckInput({ leaderId: deck.leaderId, cards: deck.cards.map(({ cardId, quantity }) => ({ cardId, quantity })), isDraft: true }),
    );
    expect(await query.byIds([deck.id])).toEqual([]);
  });

  it('lists the published decks of a format by priority (1 first), then newest', async () => {
    const low = await save({ name: 'Low', priority: 8 });
    const top = await save({ name: 'Top', priority: 1 });
    await save({ name: 'Draft', priority: 1, isDraft: true });
    await save({ name: 'Other format', priority: 1, format: 'OP05' });
    const newerLow = await save({ name: 'Newer low', priority: 8 });
    expect((await query.ofFormat('OP10')).map((deck) => deck.id)).toEqual([top.id, newerLow.id, low.id]);
    expect(await query.ofFormat('OP09')).toEqual([]);
  });

  it('resolves a leader renumbered by a re-import by its code, and gives none for a leader that is gone', async () => {
    const zoroDeck = await save({ name: 'Zoro' });
    const doffyDeck = await save({ name: 'Doffy', leaderId: byCode['OP01-060'].id });
    const old = byCode['OP01-001'];
    await kit.cards.deleteById(old.id);
    const { id: _id, createdAt: _createdAt, ...content } = old;
    await kit.cards.upsertMany([content]);
    await kit.cards.deleteById(byCode['OP01-060'].id);

    const summaries = await query.byIds([zoroDeck.id, doffyDeck.id]);
    const leaderOf = (id: number) => summaries.find((deck) => deck.id === id)?.leader;
    expect(leaderOf(zoroDeck.id)).toMatchObject({ code: 'OP01-001', id: (await kit.cards.findByCode('OP01-001'))!.id });
    expect(leaderOf(doffyDeck.id)).toBeNull();
  });

  it('tells the tier list whether a deck may be placed, drafts included', async () => {
    const draft = await save({ isDraft: true, format: 'OP05' });
    expect(await query.placeable(draft.id)).toEqual({ id: draft.id, format: 'OP05', isDraft: true });
    expect(await query.placeable(999)).toBeNull();
  });
});
