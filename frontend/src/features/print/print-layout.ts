/**
 * Page layout of proxy prints, in millimetres (docs/product.md#limits: 63 × 88 mm cards, 5 mm gap, 9 per A4 page by
 * default). The screen preview, the browser print and the PDF are all drawn from these functions (ADR 0018, 0071).
 */

export type PaperName = 'a4' | 'letter' | 'a3';
export type Orientation = 'portrait' | 'landscape';
export type CardSizeName = 'standard' | 'japanese';
export type CardsPerPage = 'fit' | 4 | 1;

/** Paper sizes, portrait (width < height). */
export const PAPERS: Record<PaperName, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
  a3: { width: 297, height: 420 },
};

/** Card sizes: the standard 63 × 88 mm and the slightly smaller Japanese size. */
export const CARD_SIZES: Record<CardSizeName, { width: number; height: number }> = {
  standard: { width: 63, height: 88 },
  japanese: { width: 59, height: 86 },
};

export const GAP_MM = 5;
/** The grid keeps at least this much paper around it (Letter's 3 × 3 keeps 2.7 mm: the default must still fit). */
export const MIN_MARGIN_MM = 2.5;
/** Card sizes offered besides the real one (for printers that cannot print borderless enough). */
export const CARD_SCALES = [100, 95, 90] as const;
export const CARDS_PER_PAGE: readonly CardsPerPage[] = ['fit', 4, 1];

export interface LayoutOptions {
  paper: PaperName;
  /** 'auto': the orientation that fits more cards (portrait on a tie). */
  orientation: Orientation | 'auto';
  cardSize: CardSizeName;
  /** Percentage of the card size; 100 is true size. */
  scale: number;
  /** Between the cards' trim lines, in mm. */
  gap: number;
  /** Printed beyond each trim line, in mm. */
  bleed: number;
  cardsPerPage: CardsPerPage;
}

export interface CardSlot {
  /** Top-left corner of the trimmed card, from the paper's top-left corner. */
  x: number;
  y: number;
}

export interface PageLayout {
  paperWidth: number;
  paperHeight: number;
  orientation: Orientation;
  cardWidth: number;
  cardHeight: number;
  /** The gap used: the one asked for, widened to twice the bleed so neighbouring bleeds never overlap. */
  gap: number;
  bleed: number;
  columns: number;
  rows: number;
  slots: CardSlot[];
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** How many cards of `size` fit along `length` with `gap` between them and the bleed outside. */
function fitting(length: number, size: number, gap: number, bleed: number): number {
  return Math.max(1, Math.floor((length - 2 * MIN_MARGIN_MM - 2 * bleed + gap + 1e-9) / (size + gap)));
}

/** The grid centred on the paper, filled row by row. */
export function pageLayout({ paper, orientation, cardSize, scale, gap: askedGap, bleed, cardsPerPage }: LayoutOptions): PageLayout {
  const factor = Math.min(Math.max(scale, 50), 100) / 100;
  const cardWidth = round(CARD_SIZES[cardSize].width * factor);
  const cardHeight = round(CARD_SIZES[cardSize].height * factor);
  const gap = Math.max(askedGap, 2 * bleed);
  const cap = cardsPerPage === 'fit' ? Infinity : cardsPerPage === 4 ? 2 : 1;
  const grid = (turn: Orientation) => {
    const { width, height } = PAPERS[paper];
    const [paperWidth, paperHeight] = turn === 'portrait' ? [width, height] : [height, width];
    const columns = Math.min(cap, fitting(paperWidth, cardWidth, gap, bleed));
    const rows = Math.min(cap, fitting(paperHeight, cardHeight, gap, bleed));
    return { orientation: turn, paperWidth, paperHeight, columns, rows };
  };
  const portrait = grid('portrait');
  const landscape = grid('landscape');
  const chosen =
    orientation === 'portrait'
      ? portrait
      : orientation === 'landscape'
        ? landscape
        : landscape.columns * landscape.rows > portrait.columns * portrait.rows
          ? landscape
          : portrait;
  const { paperWidth, paperHeight, columns, rows } = chosen;
  const left = (paperWidth - (columns * cardWidth + (columns - 1) * gap)) / 2;
  const top = (paperHeight - (rows * cardHeight + (rows - 1) * gap)) / 2;
  const slots: CardSlot[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      slots.push({ x: round(left + column * (cardWidth + gap)), y: round(top + row * (cardHeight + gap)) });
    }
  }
  return { paperWidth, paperHeight, orientation: chosen.orientation, cardWidth, cardHeight, gap, bleed, columns, rows, slots };
}

/** The copies split into pages of `perPage` (the last page may be partly empty). */
export function paginate<T>(copies: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let index = 0; index < copies.length; index += perPage) pages.push(copies.slice(index, index + perPage));
  return pages;
}

/** The smallest margin between the printed grid (its bleed included) and the paper edge (printers cannot print the last few mm). */
export function smallestMargin(layout: PageLayout): number {
  const first = layout.slots[0]!;
  return round(Math.min(first.x, first.y) - layout.bleed);
}

/**
 * Where the back of the card in `slot` goes on the back page, for duplex printing flipped on the long edge: a portrait
 * sheet turns over left to right (columns mirrored), a landscape one top to bottom (rows mirrored). `offset` moves
 * every back by the printer's misalignment (mm, right and down).
 */
export function backSlot(layout: PageLayout, slot: CardSlot, offset: { x: number; y: number } = { x: 0, y: 0 }): CardSlot {
  const mirrored =
    layout.orientation === 'portrait'
      ? { x: layout.paperWidth - slot.x - layout.cardWidth, y: slot.y }
      : { x: slot.x, y: layout.paperHeight - slot.y - layout.cardHeight };
  return { x: round(mirrored.x + offset.x), y: round(mirrored.y + offset.y) };
}

export type Line = [number, number, number, number];

/**
 * Corner cut marks of one card: short lines on the trim lines, starting outside the bleed. Towards the paper's edge
 * they are 2 mm long; between two cards they stop a quarter millimetre short of the middle of the gap, and are left
 * out when the gap has no room for them. Each is [x1, y1, x2, y2] in mm.
 */
export function cutMarks(layout: PageLayout, slot: CardSlot, length = 2): Line[] {
  const index = layout.slots.indexOf(slot);
  const column = index % layout.columns;
  const row = Math.floor(index / layout.columns);
  const start = layout.bleed + 0.5;
  const inner = Math.min(length, layout.gap / 2 - 0.25 - start);
  const reach = (outward: boolean) => (outward ? length : inner);
  const left = slot.x;
  const right = slot.x + layout.cardWidth;
  const top = slot.y;
  const bottom = slot.y + layout.cardHeight;
  const marks: Array<[boolean, Line]> = [];
  const add = (outward: boolean, make: (from: number, to: number) => Line) => {
    const size = reach(outward);
    if (size >= 0.5) marks.push([outward, make(start, start + size)]);
  };
  add(column === 0, (from, to) => [left - to, top, left - from, top]);
  add(row === 0, (from, to) => [left, top - to, left, top - from]);
  add(column === layout.columns - 1, (from, to) => [right + from, top, right + to, top]);
  add(row === 0, (from, to) => [right, top - to, right, top - from]);
  add(column === 0, (from, to) => [left - to, bottom, left - from, bottom]);
  add(row === layout.rows - 1, (from, to) => [left, bottom + from, left, bottom + to]);
  add(column === layout.columns - 1, (from, to) => [right + from, bottom, right + to, bottom]);
  add(row === layout.rows - 1, (from, to) => [right, bottom + from, right, bottom + to]);
  return marks.map(([, line]) => line.map(round) as Line);
}

/** Cut lines: every trim line of the grid across the whole paper (drawn under the cards). */
export function cutLines(layout: PageLayout): Line[] {
  const xs = new Set<number>();
  const ys = new Set<number>();
  for (const slot of layout.slots) {
    xs.add(round(slot.x)).add(round(slot.x + layout.cardWidth));
    ys.add(round(slot.y)).add(round(slot.y + layout.cardHeight));
  }
  return [...[...xs].map((x): Line => [x, 0, x, layout.paperHeight]), ...[...ys].map((y): Line => [0, y, layout.paperWidth, y])];
}

export const MM_TO_PT = 72 / 25.4;
