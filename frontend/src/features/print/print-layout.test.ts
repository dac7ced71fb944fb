import { describe, expect, it } from 'vitest';
import { cutMarks, pageLayout, paginate, smallestMargin } from './print-layout';

describe('page layout', () => {
  it('puts 9 true-size cards 5 mm apart, centred on A4 portrait', () => {
    const layout = pageLayout({ paper: 'a4', cardsPerPage: 9, scale: 100 });
    expect(layout).toMatchObject({ paperWidth: 210, paperHeight: 297, cardWidth: 63, cardHeight: 88, gap: 5, columns: 3, rows: 3 });
    expect(layout.slots).toHaveLength(9);
    // 3 × 63 + 2 × 5 = 199 mm wide, 3 × 88 + 2 × 5 = 274 mm high.
    expect(layout.slots[0]).toEqual({ x: 5.5, y: 11.5 });
    expect(layout.slots[1]).toEqual({ x: 73.5, y: 11.5 });
    expect(layout.slots[3]).toEqual({ x: 5.5, y: 104.5 });
    expect(layout.slots[8]).toEqual({ x: 141.5, y: 197.5 });
    const last = layout.slots[8]!;
    expect(210 - (last.x + 63)).toBeCloseTo(5.5);
    expect(297 - (last.y + 88)).toBeCloseTo(11.5);
    expect(smallestMargin(layout)).toBe(5.5);
  });

  it('fits 9 cards on Letter too, with a thinner top and bottom margin', () => {
    const layout = pageLayout({ paper: 'letter', cardsPerPage: 9, scale: 100 });
    expect(layout.cardWidth).toBe(63);
    expect(layout.slots[0]!.x).toBeCloseTo(8.45);
    expect(layout.slots[0]!.y).toBeCloseTo(2.7);
    expect(smallestMargin(layout)).toBeCloseTo(2.7);
  });

  it('scales the card but never the gap, and lays out 4 and 1 per page', () => {
    const small = pageLayout({ paper: 'a4', cardsPerPage: 9, scale: 90 });
    expect(small.cardWidth).toBeCloseTo(56.7);
    expect(small.cardHeight).toBeCloseTo(79.2);
    expect(small.slots[1]!.x - small.slots[0]!.x).toBeCloseTo(56.7 + 5);
    const four = pageLayout({ paper: 'a4', cardsPerPage: 4, scale: 100 });
    expect(four).toMatchObject({ columns: 2, rows: 2 });
    expect(four.slots[0]).toEqual({ x: (210 - 131) / 2, y: (297 - 181) / 2 });
    const one = pageLayout({ paper: 'a4', cardsPerPage: 1, scale: 100 });
    expect(one.slots).toEqual([{ x: 73.5, y: 104.5 }]);
  });

  it('splits the copies into pages', () => {
    expect(paginate([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 9)).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9], [10]]);
    expect(paginate([], 9)).toEqual([]);
  });

  it('draws cut marks on the trim lines, outside the card and inside half the gap', () => {
    const layout = pageLayout({ paper: 'a4', cardsPerPage: 9, scale: 100 });
    const marks = cutMarks(layout, layout.slots[0]!);
    expect(marks).toHaveLength(8);
    for (const [x1, y1, x2, y2] of marks) {
      const insideCard = (x: number, y: number) => x > 5.5 && x < 68.5 && y > 11.5 && y < 99.5;
      expect(insideCard(x1, y1) || insideCard(x2, y2)).toBe(false);
      expect(Math.abs(x2 - x1) + Math.abs(y2 - y1)).toBeLessThanOrEqual(2.25);
      // Never further than half the gap from the card, so neighbouring cards stay clean.
      expect(Math.min(x1, x2)).toBeGreaterThanOrEqual(5.5 - 2.5);
      expect(Math.max(x1, x2)).toBeLessThanOrEqual(68.5 + 2.5);
    }
    expect(marks[0]).toEqual([3, 11.5, 5, 11.5]);
  });
});
