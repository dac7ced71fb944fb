import { describe, expect, it } from 'vitest';
import { backSlot, cutLines, cutMarks, pageLayout, paginate, smallestMargin, type LayoutOptions } from './print-layout';

const DEFAULTS: LayoutOptions = { paper: 'a4', orientation: 'auto', cardSize: 'standard', scale: 100, gap: 5, bleed: 0, cardsPerPage: 'fit' };
const layoutOf = (changes: Partial<LayoutOptions> = {}) => pageLayout({ ...DEFAULTS, ...changes });

describe('page layout', () => {
  it('puts 9 true-size cards 5 mm apart, centred on A4 portrait (the defaults)', () => {
    const layout = layoutOf();
    expect(layout).toMatchObject({ paperWidth: 210, paperHeight: 297, orientation: 'portrait', cardWidth: 63, cardHeight: 88, gap: 5, columns: 3, rows: 3 });
    expect(layout.slots).toHaveLength(9);
    // 3 × 63 + 2 × 5 = 199 mm wide, 3 × 88 + 2 × 5 = 274 mm high.
    expect(layout.slots[0]).toEqual({ x: 5.5, y: 11.5 });
    expect(layout.slots[1]).toEqual({ x: 73.5, y: 11.5 });
    expect(layout.slots[3]).toEqual({ x: 5.5, y: 104.5 });
    expect(layout.slots[8]).toEqual({ x: 141.5, y: 197.5 });
    expect(smallestMargin(layout)).toBe(5.5);
  });

  it('fits 9 cards on Letter too, with a thinner top and bottom margin', () => {
    const layout = layoutOf({ paper: 'letter' });
    expect(layout).toMatchObject({ columns: 3, rows: 3, orientation: 'portrait' });
    expect(layout.slots[0]!.x).toBeCloseTo(8.45);
    expect(layout.slots[0]!.y).toBeCloseTo(2.7);
    expect(smallestMargin(layout)).toBeCloseTo(2.7);
  });

  it('turns the paper when that fits more cards: A3 holds 6 × 3 landscape against 4 × 4 portrait', () => {
    expect(layoutOf({ paper: 'a3' })).toMatchObject({ orientation: 'landscape', paperWidth: 420, paperHeight: 297, columns: 6, rows: 3 });
    expect(layoutOf({ paper: 'a3', orientation: 'portrait' })).toMatchObject({ paperWidth: 297, paperHeight: 420, columns: 4, rows: 4 });
    // A4 landscape holds 4 × 2 = 8: fewer, so automatic stays portrait; asked for, it is landscape.
    expect(layoutOf({ orientation: 'landscape' })).toMatchObject({ paperWidth: 297, paperHeight: 210, columns: 4, rows: 2 });
  });

  it('lays out the Japanese size, any gap, and widens the gap to hold two bleeds', () => {
    const japanese = layoutOf({ cardSize: 'japanese', gap: 0 });
    expect(japanese).toMatchObject({ cardWidth: 59, cardHeight: 86, gap: 0, columns: 3, rows: 3 });
    expect(japanese.slots[1]!.x - japanese.slots[0]!.x).toBeCloseTo(59);
    const bled = layoutOf({ gap: 2, bleed: 3 });
    expect(bled.gap).toBe(6);
    expect(bled.slots[1]!.x - bled.slots[0]!.x).toBeCloseTo(63 + 6);
    expect(smallestMargin(bled)).toBeCloseTo(bled.slots[0]!.x - 3);
  });

  it('scales the card but never the gap, and lays out 4 and 1 per page', () => {
    const small = layoutOf({ scale: 90 });
    expect(small.cardWidth).toBeCloseTo(56.7);
    expect(small.cardHeight).toBeCloseTo(79.2);
    expect(small.slots[1]!.x - small.slots[0]!.x).toBeCloseTo(56.7 + 5);
    const four = layoutOf({ cardsPerPage: 4 });
    expect(four).toMatchObject({ columns: 2, rows: 2 });
    expect(four.slots[0]).toEqual({ x: (210 - 131) / 2, y: (297 - 181) / 2 });
    expect(layoutOf({ cardsPerPage: 1 }).slots).toEqual([{ x: 73.5, y: 104.5 }]);
  });

  it('splits the copies into pages', () => {
    expect(paginate([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 9)).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9], [10]]);
    expect(paginate([], 9)).toEqual([]);
  });

  it('draws cut marks on the trim lines, outside the card and inside half the gap', () => {
    const layout = layoutOf();
    const marks = cutMarks(layout, layout.slots[0]!);
    expect(marks).toHaveLength(8);
    for (const [x1, y1, x2, y2] of marks) {
      const insideCard = (x: number, y: number) => x > 5.5 && x < 68.5 && y > 11.5 && y < 99.5;
      expect(insideCard(x1, y1) || insideCard(x2, y2)).toBe(false);
      expect(Math.abs(x2 - x1) + Math.abs(y2 - y1)).toBeLessThanOrEqual(2);
      // Never further than half the gap from the card, so neighbouring cards stay clean.
      expect(Math.min(x1, x2)).toBeGreaterThanOrEqual(5.5 - 2.5);
      expect(Math.max(x1, x2)).toBeLessThanOrEqual(68.5 + 2.5);
    }
    expect(marks[0]).toEqual([3, 11.5, 5, 11.5]);
  });

  it('keeps only the marks towards the paper edge when the gap has no room, and starts them outside the bleed', () => {
    const tight = layoutOf({ gap: 0 });
    const middle = cutMarks(tight, tight.slots[4]!);
    expect(middle).toEqual([]);
    const corner = cutMarks(tight, tight.slots[0]!);
    expect(corner).toHaveLength(4);
    const bled = layoutOf({ bleed: 2 });
    const [first] = cutMarks(bled, bled.slots[0]!);
    expect(first![2]).toBeCloseTo(bled.slots[0]!.x - 2.5);
  });

  it('draws cut lines across the paper along every trim line', () => {
    const layout = layoutOf();
    const lines = cutLines(layout);
    expect(lines.filter(([x1, , x2]) => x1 === x2).map(([x]) => x)).toEqual([5.5, 68.5, 73.5, 136.5, 141.5, 204.5]);
    expect(lines.filter(([, y1, , y2]) => y1 === y2)).toHaveLength(6);
    expect(lines[0]).toEqual([5.5, 0, 5.5, 297]);
  });

  it('mirrors the backs for a long-edge flip: columns on portrait, rows on landscape, then the offset', () => {
    const portrait = layoutOf();
    expect(backSlot(portrait, portrait.slots[0]!)).toEqual(portrait.slots[2]);
    expect(backSlot(portrait, portrait.slots[3]!, { x: 1, y: -0.5 })).toEqual({ x: portrait.slots[5]!.x + 1, y: portrait.slots[5]!.y - 0.5 });
    const landscape = layoutOf({ paper: 'a3' });
    expect(backSlot(landscape, landscape.slots[0]!)).toEqual(landscape.slots[12]);
  });
});
