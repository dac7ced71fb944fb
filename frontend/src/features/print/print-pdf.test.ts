import { describe, expect, it } from 'vitest';
import type { CardFaceContent } from '../../components/card-text-face';
import { readPdf, type DrawnImage, type PageDrawing } from './pdf-readback';
import { pageLayout, paginate, PAPERS, type LayoutOptions, type PageLayout } from './print-layout';
import { buildPrintPdf, type BackArt, type PdfCard } from './print-pdf';
import type { CutStyle } from './print-options';

/**
 * Issue 37 item 4: each PDF is read back (its content streams interpreted, pdf-readback.ts) and measured: page sizes,
 * card sizes and gaps to ±0.2 mm; with no picture to be had, every card carries its name as text.
 */
const MM = 72 / 25.4;
const TOLERANCE_MM = 0.2;
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAAEElEQVR4nGM4IScHRAwoFABEDQYZFCZhYwAAAABJRU5ErkJggg=='), (char) =>
  char.charCodeAt(0),
);
const DEFAULTS: LayoutOptions = { paper: 'a4', orientation: 'auto', cardSize: 'standard', scale: 100, gap: 5, bleed: 0, cardsPerPage: 'fit' };
const CALIBRATION = {
  title: 'Check the scale',
  instructions: 'Print at 100 %.',
  rulerLabel: '50 mm',
  textCards: (codes: string[]) => `Printed as text: ${codes.join(', ')}`,
  duplex: 'Print double-sided.',
};

function face(code: string, name: string, overrides: Partial<CardFaceContent> = {}): CardFaceContent {
  return {
    name,
    code,
    type: 'Character',
    colors: 'Red',
    swatches: ['#d8463b'],
    cost: { label: 'Cost', value: 3 },
    leader: false,
    power: { label: 'Power', value: '5000' },
    counter: { label: 'Counter', value: '+1000' },
    effect: { label: 'Ability', text: '[On Play] Draw 2 cards and trash 1 card from your hand.' },
    trigger: null,
    summary: '',
    ...overrides,
  };
}

/** `count` cards, each with a picture at the site's address unless `withPictures` is false. */
function someCards(count: number, withPictures = true): Map<string, PdfCard> {
  return new Map(
    Array.from({ length: count }, (_value, index) => {
      const code = `OP01-${String(index + 1).padStart(3, '0')}`;
      return [code, { picture: withPictures ? `/api/card-images/${code}?fallback=none` : null, face: face(code, `Card ${index + 1}`) }];
    }),
  );
}

const pictures: typeof fetch = async () => new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } });

async function printed(
  options: Partial<LayoutOptions>,
  copies: number,
  extra: { cuts?: CutStyle; back?: BackArt; fetchImpl?: typeof fetch; cards?: Map<string, PdfCard> } = {},
) {
  const layout = pageLayout({ ...DEFAULTS, ...options });
  const cards = extra.cards ?? someCards(copies);
  const pages = paginate([...cards.keys()].slice(0, copies), layout.slots.length);
  const result = await buildPrintPdf({
    layout,
    pages,
    cards,
    cuts: extra.cuts ?? 'marks',
    back: extra.back ?? { kind: 'none' },
    backOffset: { x: 0, y: 0 },
    calibration: CALIBRATION,
    fetchImpl: extra.fetchImpl ?? pictures,
  });
  return { layout, result, drawn: await readPdf(result.bytes) };
}

/** The cards' pictures as drawn (the bleed's mirrored copies left out), in mm from the page's top-left corner. */
function cardsOn(page: PageDrawing): Array<{ x: number; y: number; width: number; height: number }> {
  return page.images
    .filter((image: DrawnImage) => image.width > 0 && image.height > 0)
    .map((image) => ({ x: image.x / MM, y: (page.height - image.y - image.height) / MM, width: image.width / MM, height: image.height / MM }));
}

function expectGrid(page: PageDrawing, layout: PageLayout) {
  const cards = cardsOn(page);
  expect(cards).toHaveLength(layout.slots.length);
  for (const card of cards) {
    expect(Math.abs(card.width - layout.cardWidth)).toBeLessThanOrEqual(TOLERANCE_MM);
    expect(Math.abs(card.height - layout.cardHeight)).toBeLessThanOrEqual(TOLERANCE_MM);
  }
  const xs = [...new Set(cards.map((card) => Math.round(card.x * 100) / 100))].sort((a, b) => a - b);
  const ys = [...new Set(cards.map((card) => Math.round(card.y * 100) / 100))].sort((a, b) => a - b);
  expect(xs).toHaveLength(layout.columns);
  expect(ys).toHaveLength(layout.rows);
  for (let index = 1; index < xs.length; index += 1)
    expect(Math.abs(xs[index]! - xs[index - 1]! - layout.cardWidth - layout.gap)).toBeLessThanOrEqual(TOLERANCE_MM);
  for (let index = 1; index < ys.length; index += 1)
    expect(Math.abs(ys[index]! - ys[index - 1]! - layout.cardHeight - layout.gap)).toBeLessThanOrEqual(TOLERANCE_MM);
  // Centred: the same margin on both sides.
  const right = page.width / MM - (xs.at(-1)! + layout.cardWidth);
  const bottom = page.height / MM - (ys.at(-1)! + layout.cardHeight);
  expect(Math.abs(xs[0]! - right)).toBeLessThanOrEqual(TOLERANCE_MM);
  expect(Math.abs(ys[0]! - bottom)).toBeLessThanOrEqual(TOLERANCE_MM);
}

describe('the print PDF, measured', () => {
  for (const paper of ['a4', 'letter', 'a3'] as const) {
    it(`prints ${paper} at its size with 63 × 88 mm cards 5 mm apart`, async () => {
      const { layout, drawn } = await printed({ paper }, 20);
      const [width, height] = layout.orientation === 'portrait' ? [PAPERS[paper].width, PAPERS[paper].height] : [PAPERS[paper].height, PAPERS[paper].width];
      for (const page of drawn) {
        expect(Math.abs(page.width / MM - width)).toBeLessThanOrEqual(TOLERANCE_MM);
        expect(Math.abs(page.height / MM - height)).toBeLessThanOrEqual(TOLERANCE_MM);
      }
      expect(layout.cardWidth).toBe(63);
      // The calibration page, then the cards' pages, the first one full.
      expect(drawn).toHaveLength(1 + Math.ceil(20 / layout.slots.length));
      expectGrid(drawn[1]!, layout);
    });
  }

  it('prints the Japanese size with a 2 mm gap and a 1 mm mirrored bleed on Letter', async () => {
    const { layout, drawn } = await printed({ paper: 'letter', cardSize: 'japanese', gap: 2, bleed: 1 }, 9);
    expect(layout).toMatchObject({ cardWidth: 59, cardHeight: 86, gap: 2 });
    const page = drawn[1]!;
    expectGrid(page, layout);
    // Each card: 8 copies flipped about its edges and corners, clipped to the 1 mm around it.
    const mirrored = page.images.filter((image) => image.width < 0 || image.height < 0);
    expect(mirrored).toHaveLength(8 * layout.slots.length);
    expect(mirrored.every((image) => image.clipped)).toBe(true);
    // The left copy ends where the card starts, a card's width to the left.
    const first = cardsOn(page)[0]!;
    const left = mirrored.find((image) => image.width < 0 && image.height > 0 && Math.abs(image.x / MM - first.x) <= TOLERANCE_MM);
    expect(left).toBeDefined();
    expect(Math.abs(-left!.width / MM - 59)).toBeLessThanOrEqual(TOLERANCE_MM);
  });

  it('prints every card as text, with its name, when the pictures cannot be had', async () => {
    const cards = someCards(12);
    cards.set('OP09-118', {
      picture: '/api/card-images/OP09-118?fallback=none',
      face: face('OP09-118', 'Gol.D.Roger', {
        leader: true,
        cost: { label: 'Life', value: 5 },
        effect: { label: 'Ability', text: '➀ −1000 power ＜Slash＞ ★ 音楽 ① Tomás' },
        trigger: { label: 'Trigger', text: 'Play this card.' },
      }),
    });
    const unreachable: typeof fetch = async (input) =>
      String(input).includes('OP01-00') ? new Response(null, { status: 204 }) : Promise.reject(new TypeError('Failed to fetch'));
    const { layout, result, drawn } = await printed({ bleed: 2 }, 13, { cards, fetchImpl: unreachable });
    expect(result.textCodes).toHaveLength(13);
    const sheets = drawn.slice(1);
    expect(sheets.flatMap((page) => page.images)).toEqual([]);
    const names = [...cards.values()].map((card) => card.face.name);
    const text = (page: PageDrawing) => page.texts.map((piece) => piece.text).join(' ');
    for (const name of names) expect(sheets.some((page) => text(page).includes(name))).toBe(true);
    const roger = text(sheets[1]!);
    expect(roger).toContain('(1) -1000 power <Slash> * (1) Tomás');
    expect(roger).toContain('Life 5');
    expect(roger).toContain('Trigger:');
    // The frame is the bleed: plain colour, the card's size and 2 mm more on each side.
    const frames = sheets[0]!.shapes.filter((shape) => shape.fill === '0.85,0.27,0.23');
    expect(frames).toHaveLength(layout.slots.length);
    for (const frame of frames) {
      expect(Math.abs(frame.width / MM - 67)).toBeLessThanOrEqual(TOLERANCE_MM);
      expect(Math.abs(frame.height / MM - 92)).toBeLessThanOrEqual(TOLERANCE_MM);
    }
    // The calibration page names the cards printed as text.
    expect(text(drawn[0]!)).toContain('Printed as text: OP01-001, OP01-002');
    expect(text(drawn[0]!)).toContain('OP09-118');
  });

  it('draws cut lines across the page, corner marks, or nothing', async () => {
    const strokes = async (cuts: CutStyle) => (await printed({}, 9, { cuts })).drawn[1]!.shapes.filter((shape) => shape.fill === null);
    const lines = await strokes('lines');
    expect(lines).toHaveLength(12);
    expect(lines.filter((line) => Math.abs(line.height / MM - 297) <= TOLERANCE_MM)).toHaveLength(6);
    expect(await strokes('marks')).toHaveLength(9 * 8);
    expect(await strokes('none')).toHaveLength(0);
  });

  it('follows each page of cards with its backs, mirrored for a long-edge flip and moved by the offset', async () => {
    const layout = pageLayout(DEFAULTS);
    const cards = someCards(4);
    const result = await buildPrintPdf({
      layout,
      pages: [[...cards.keys()]],
      cards,
      cuts: 'none',
      back: { kind: 'image', bytes: PNG },
      backOffset: { x: 1, y: -0.5 },
      calibration: CALIBRATION,
      fetchImpl: pictures,
    });
    const drawn = await readPdf(result.bytes);
    // Calibration page, its blank back, the cards, their backs.
    expect(drawn).toHaveLength(4);
    expect(drawn[1]!.images).toEqual([]);
    const fronts = cardsOn(drawn[2]!);
    const backs = cardsOn(drawn[3]!);
    expect(backs).toHaveLength(4);
    // The first card (top left) has its back top right, 1 mm further right and 0.5 mm higher.
    expect(Math.abs(backs[0]!.x - (210 - fronts[0]!.x - 63 + 1))).toBeLessThanOrEqual(TOLERANCE_MM);
    expect(Math.abs(backs[0]!.y - (fronts[0]!.y - 0.5))).toBeLessThanOrEqual(TOLERANCE_MM);
    expect(Math.abs(backs[0]!.width - 63)).toBeLessThanOrEqual(TOLERANCE_MM);

    const plain = await printed({ paper: 'a3' }, 3, { back: { kind: 'plain' } });
    expect(plain.drawn).toHaveLength(4);
    const navy = plain.drawn[3]!.shapes.filter((shape) => shape.fill === '0.06,0.13,0.28');
    expect(navy).toHaveLength(3);
    // A3 lies landscape: the first row's backs are on the last row.
    const lastRowTop = plain.layout.slots.at(-1)!.y;
    for (const back of navy) expect(Math.abs((plain.drawn[3]!.height - back.y - back.height) / MM - lastRowTop)).toBeLessThanOrEqual(TOLERANCE_MM);
  });
});
