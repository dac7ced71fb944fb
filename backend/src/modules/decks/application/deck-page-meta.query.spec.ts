import { cardImagePath } from '@op-decks/shared-rules/card-image-address';
import type { Card } from '../../cards/domain/card.js';
import { deckServices, saveTenCardDeck, type DeckServices } from '../../../../test/support/deck-services.js';
import type { DeckInput } from './deck.service.js';
import { DeckPageMetaQuery } from './deck-page-meta.query.js';

describe('DeckPageMetaQuery (a deck page’s head, the sitemap) with in-memory adapters', () => {
  let kit: DeckServices;
  let byCode: Record<string, Card>;
  let query: DeckPageMetaQuery;

  beforeEach(async () => {
    kit = deckServices();
    byCode = await kit.addCards();
    query = new DeckPageMetaQuery(kit.reads, kit.cards);
  });

  const save = (overrides: Partial<DeckInput> = {}) => saveTenCardDeck(kit, byCode, overrides);

  it('gives the name, both guides and the leader’s picture at the site’s own address', async () => {
    const deck = await save({ description: '<p>Guida</p>', descriptionEn: '<p>Guide</p>' });
    const leader = byCode['OP01-001'];
    expect(await query.find(deck.id)).toEqual({
      id: deck.id,
      name: 'Straw Hat Rush',
      description: '<p>Guida</p>',
      descriptionEn: '<p>Guide</p>',
      shortDescription: 'Fast red aggro',
      leaderImageUrl: leader.imageUrl,
      leaderImagePath: cardImagePath('OP01-001', leader.imageUrl!),
      isDraft: false,
    });
    expect((await query.find(deck.id))?.leaderImagePath).toMatch(/^\/api\/card-images\/OP01-001\?/);
  });

  it('says whether the deck is a draft (the page decides who may see it) and null for an unknown deck', async () => {
    const draft = await save({ isDraft: true });
    expect(await query.find(draft.id)).toMatchObject({ id: draft.id, isDraft: true });
    expect(await query.find(999)).toBeNull();
  });

  it('finds a renumbered leader by its code, and gives no picture for a leader that is gone or has none', async () => {
    const deck = await save();
    const old = byCode['OP01-001'];
    await kit.cards.deleteById(old.id);
    const { id: _id, createdAt: _createdAt, ...content } = old;
    await kit.cards.upsertMany([{ ...content, imageUrl: 'https://cards.example/new.png' }]);
    expect(await query.find(deck.id)).toMatchObject({ leaderImageUrl: 'https://cards.example/new.png' });

    await kit.cards.update((await kit.cards.findByCode('OP01-001'))!.id, { imageUrl: null });
    expect(await query.find(deck.id)).toMatchObject({ leaderImageUrl: null, leaderImagePath: null });

    await kit.cards.deleteByCodePrefix('OP01-001');
    expect(await query.find(deck.id)).toMatchObject({ leaderImageUrl: null, leaderImagePath: null });
  });

  it('lists the ids of published decks, oldest first (the sitemap)', async () => {
    const first = await save();
    await save({ isDraft: true });
    const third = await save();
    expect(await query.publishedIds()).toEqual([first.id, third.id]);
  });
});
