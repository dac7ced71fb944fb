import { DECK_IMAGE, deckImageLayout, type Rect } from './deck-image-layout.js';

const inside = (rect: Rect) => rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= DECK_IMAGE.width && rect.y + rect.height <= DECK_IMAGE.height;
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('deckImageLayout', () => {
  it.each([1, 5, 12, 16, 24, 50])('places %i cards beside the leader: inside the picture, apart, card-shaped, below the header', (count) => {
    const layout = deckImageLayout(count, true);
    expect(layout.cards).toHaveLength(count);
    for (const rect of [layout.leader!, ...layout.cards]) {
      expect(inside(rect)).toBe(true);
      expect(rect.y).toBeGreaterThanOrEqual(layout.header.y + layout.header.height);
      expect(rect.height / rect.width).toBeCloseTo(88 / 63, 1);
    }
    for (const [index, rect] of layout.cards.entries()) {
      expect(overlap(rect, layout.leader!)).toBe(false);
      for (const other of layout.cards.slice(index + 1)) expect(overlap(rect, other)).toBe(false);
    }
  });

  it('picks the grid with the largest cards: 12 cards in 4 columns of 3 rows (wider than 6 × 2), 50 cards still readable', () => {
    const twelve = deckImageLayout(12, true);
    expect(new Set(twelve.cards.map((rect) => rect.y)).size).toBe(3);
    expect(new Set(twelve.cards.map((rect) => rect.x)).size).toBe(4);
    expect(twelve.cards[0].width).toBeGreaterThanOrEqual(120);
    expect(deckImageLayout(50, true).cards[0].width).toBeGreaterThanOrEqual(60);
  });

  it('makes the leader the largest card and gives the grid the whole width without one', () => {
    const layout = deckImageLayout(12, true);
    expect(layout.leader!.width).toBeGreaterThan(layout.cards[0].width * 2);
    const noLeader = deckImageLayout(12, false);
    expect(noLeader.leader).toBeNull();
    expect(noLeader.cards[0].width).toBeGreaterThan(layout.cards[0].width);
  });

  it('keeps quantity badges between 12 and 24 pixels and has nothing to place for an empty deck', () => {
    expect(deckImageLayout(1, true).badgeRadius).toBe(24);
    expect(deckImageLayout(50, true).badgeRadius).toBeGreaterThanOrEqual(12);
    expect(deckImageLayout(0, true)).toMatchObject({ cards: [], badgeRadius: 0 });
  });
});
