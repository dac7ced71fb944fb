/**
 * Page layout of proxy prints, in millimetres (63 × 88 mm cards, 5 mm gap, 9 per page: docs/product.md#limits).
 * The screen preview, the browser print and the PDF are all drawn from this one function (ADR 0018).
 */

export type PaperName = 'a4' | 'letter';
export type CardsPerPage = 9 | 4 | 1;

export const PAPERS: Record<PaperName, { width: number; height: number }> = {
  // Portrait: three rows of 88 mm and two gaps of 5 mm are 274 mm, taller than A4 landscape (210 mm).
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

export const CARD_WIDTH_MM = 63;
export const CARD_HEIGHT_MM = 88;
export const GAP_MM = 5;
export const BLEED_MM = 1;
/** Card sizes offered besides the real one (for printers that cannot print borderless enough). */
export const CARD_SCALES = [100, 95, 90] as const;
export const CARDS_PER_PAGE: readonly CardsPerPage[] = [9, 4, 1];

export interface LayoutOptions {
  paper: PaperName;
  cardsPerPage: CardsPerPage;
  /** Percentage of the real card size; 100 is true size. */
  scale: number;
}

export interface CardSlot {
  /** Top-left corner of the trimmed card, from the paper's top-left corner. */
  x: number;
  y: number;
}

export interface PageLayout {
  paperWidth: number;
  paperHeight: number;
  cardWidth: number;
  cardHeight: number;
  gap: number;
  columns: number;
  rows: number;
  slots: CardSlot[];
}

const GRID: Record<CardsPerPage, { columns: number; rows: number }> = { 9: { columns: 3, rows: 3 }, 4: { columns: 2, rows: 2 }, 1: { columns: 1, rows: 1 } };

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The grid centred on the paper, filled row by row. */
export function pageLayout({ paper, cardsPerPage, scale }: LayoutOptions): PageLayout {
  const { width: paperWidth, height: paperHeight } = PAPERS[paper];
  const { columns, rows } = GRID[cardsPerPage];
  const factor = Math.min(Math.max(scale, 50), 100) / 100;
  const cardWidth = round(CARD_WIDTH_MM * factor);
  const cardHeight = round(CARD_HEIGHT_MM * factor);
  const gridWidth = columns * cardWidth + (columns - 1) * GAP_MM;
  const gridHeight = rows * cardHeight + (rows - 1) * GAP_MM;
  const left = (paperWidth - gridWidth) / 2;
  const top = (paperHeight - gridHeight) / 2;
  const slots: CardSlot[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      slots.push({ x: round(left + column * (cardWidth + GAP_MM)), y: round(top + row * (cardHeight + GAP_MM)) });
    }
  }
  return { paperWidth, paperHeight, cardWidth, cardHeight, gap: GAP_MM, columns, rows, slots };
}

/** The copies split into pages of `perPage` (the last page may be partly empty). */
export function paginate<T>(copies: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let index = 0; index < copies.length; index += perPage) pages.push(copies.slice(index, index + perPage));
  return pages;
}

/** The smallest margin between the grid and the paper edge (printers cannot print the last few mm). */
export function smallestMargin(layout: PageLayout): number {
  const first = layout.slots[0]!;
  return round(Math.min(first.x, first.y));
}

/**
 * Corner cut marks of one card: short lines on the trim lines, outside the card, stopping short of
 * the neighbouring card (half the gap). Each is [x1, y1, x2, y2] in mm.
 */
export function cutMarks(layout: PageLayout, slot: CardSlot, length = 2): Array<[number, number, number, number]> {
  const reach = Math.min(length, layout.gap / 2 - 0.25);
  const left = slot.x;
  const right = slot.x + layout.cardWidth;
  const top = slot.y;
  const bottom = slot.y + layout.cardHeight;
  const offset = 0.5;
  return [
    [left - offset - reach, top, left - offset, top],
    [left, top - offset - reach, left, top - offset],
    [right + offset, top, right + offset + reach, top],
    [right, top - offset - reach, right, top - offset],
    [left - offset - reach, bottom, left - offset, bottom],
    [left, bottom + offset, left, bottom + offset + reach],
    [right + offset, bottom, right + offset + reach, bottom],
    [right, bottom + offset, right, bottom + offset + reach],
  ].map((line) => line.map(round) as [number, number, number, number]);
}

export const MM_TO_PT = 72 / 25.4;
