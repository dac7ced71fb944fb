import {
  clip,
  endPath,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
  type Color,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import type { CardFaceContent } from '../../components/card-text-face';
import { backSlot, cutLines, cutMarks, MM_TO_PT, type CardSlot, type Line, type PageLayout } from './print-layout';
import type { CutStyle } from './print-options';
import { pdfSafeText } from './pdf-text';

/**
 * The PDF download (issue 13, 37; ADR 0018, 0071): the same layout as the browser print, drawn with pdf-lib in the
 * browser. This module (and pdf-lib with it) is loaded only when a visitor asks for the PDF on /print.
 */
export type BackArt = { kind: 'none' } | { kind: 'plain' } | { kind: 'image'; bytes: Uint8Array };

export interface PdfCard {
  /** The site's own picture address (same origin, `fallback=none`), or null when the card has none. */
  picture: string | null;
  /** What its text face says, drawn when the picture cannot be had. */
  face: CardFaceContent;
}

export interface PdfOptions {
  layout: PageLayout;
  /** One code per printed copy, page by page. */
  pages: string[][];
  cards: ReadonlyMap<string, PdfCard>;
  cuts: CutStyle;
  back: BackArt;
  /** The backs' shift on the back pages, in mm (right, down). */
  backOffset?: { x: number; y: number };
  calibration: {
    title: string;
    instructions: string;
    rulerLabel: string;
    /** The calibration page's line naming the cards printed as text. */
    textCards: (codes: string[]) => string;
    /** Said on the calibration page when backs are printed. */
    duplex: string;
  };
  fetchImpl?: typeof fetch;
}

export interface PrintPdf {
  bytes: Uint8Array;
  /** The codes printed as text faces (their picture could not be had). */
  textCodes: string[];
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A box in PDF points, y from the bottom of the page. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const pt = (mm: number) => mm * MM_TO_PT;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.36, 0.4);
const NAVY = rgb(0.06, 0.13, 0.28);
const GOLD = rgb(0.89, 0.69, 0.29);

export async function buildPrintPdf({
  layout,
  pages,
  cards,
  cuts,
  back,
  backOffset = { x: 0, y: 0 },
  calibration,
  fetchImpl = fetch,
}: PdfOptions): Promise<PrintPdf> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('OP Decks proxies');
  pdf.setCreator('OP Decks');
  const fonts: Fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const pictures = await embedPictures(pdf, [...new Set(pages.flat())], cards, fetchImpl);
  const backImage = back.kind === 'image' ? await embedBytes(pdf, back.bytes) : null;
  const textCodes = [...new Set(pages.flat())].filter((code) => !pictures.has(code));
  const duplex = back.kind !== 'none';
  const size: [number, number] = [pt(layout.paperWidth), pt(layout.paperHeight)];

  drawCalibrationPage(pdf.addPage(size), layout, fonts, calibration, textCodes, duplex);
  // Its back stays blank, so every later front and back are the two sides of one sheet.
  if (duplex) pdf.addPage(size);

  for (const codes of pages) {
    const page = pdf.addPage(size);
    if (cuts === 'lines') drawLines(page, layout, cutLines(layout));
    codes.forEach((code, index) => {
      const box = cardBox(layout, layout.slots[index]!);
      const picture = pictures.get(code);
      if (picture) drawWithMirroredBleed(page, picture, box, pt(layout.bleed));
      else drawTextFace(page, cards.get(code)!.face, box, pt(layout.bleed), fonts);
    });
    if (cuts === 'marks') codes.forEach((_code, index) => drawLines(page, layout, cutMarks(layout, layout.slots[index]!)));
    if (duplex) {
      const backPage = pdf.addPage(size);
      codes.forEach((_code, index) => {
        const box = cardBox(layout, backSlot(layout, layout.slots[index]!, backOffset));
        if (backImage) drawWithMirroredBleed(backPage, backImage, box, pt(layout.bleed));
        else drawPlainBack(backPage, box, pt(layout.bleed));
      });
    }
  }
  return { bytes: await pdf.save(), textCodes };
}

/** The trimmed card in PDF points (PDF y grows upwards from the bottom edge). */
function cardBox(layout: PageLayout, slot: CardSlot): Box {
  return { x: pt(slot.x), y: pt(layout.paperHeight - slot.y - layout.cardHeight), width: pt(layout.cardWidth), height: pt(layout.cardHeight) };
}

function drawLines(page: PDFPage, layout: PageLayout, lines: Line[]) {
  for (const [x1, y1, x2, y2] of lines) {
    page.drawLine({
      start: { x: pt(x1), y: pt(layout.paperHeight - y1) },
      end: { x: pt(x2), y: pt(layout.paperHeight - y2) },
      thickness: 0.5,
      color: rgb(0, 0, 0),
    });
  }
}

/**
 * The picture at the trim size; the bleed around it is the picture's edge mirrored (the copies drawn flipped about
 * each edge and corner, clipped to the bleed), so a cut a little off the line shows the card's own border.
 */
function drawWithMirroredBleed(page: PDFPage, image: PDFImage, box: Box, bleed: number) {
  const { x, y, width, height } = box;
  if (bleed > 0) {
    page.pushOperators(pushGraphicsState(), rectangle(x - bleed, y - bleed, width + 2 * bleed, height + 2 * bleed), clip(), endPath());
    for (const [dx, dy] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ] as const) {
      // Flipped about the left edge: drawn from x leftwards (negative width); about the right edge, from x + 2w back to x + w.
      const flipX = dx !== 0;
      const flipY = dy !== 0;
      page.drawImage(image, {
        x: dx === 0 ? x : dx < 0 ? x : x + 2 * width,
        y: dy === 0 ? y : dy < 0 ? y : y + 2 * height,
        width: flipX ? -width : width,
        height: flipY ? -height : height,
      });
    }
  }
  page.drawImage(image, { x, y, width, height });
  if (bleed > 0) page.pushOperators(popGraphicsState());
}

function drawPlainBack(page: PDFPage, box: Box, bleed: number) {
  const { x, y, width, height } = box;
  page.drawRectangle({ x: x - bleed, y: y - bleed, width: width + 2 * bleed, height: height + 2 * bleed, color: NAVY });
  page.drawRectangle({ x: x + pt(3), y: y + pt(3), width: width - pt(6), height: height - pt(6), borderColor: GOLD, borderWidth: 1.2 });
}

function hexColor(hex: string): Color {
  const value = parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** Lines of `text` no wider than `width` at `size` (words longer than a line are cut where they must be). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/**
 * A card without a picture, readable at 63 × 88 mm: a frame in the card's colours (the bleed is that plain colour),
 * a white panel with the cost or life, type and colours, the name, the code, the effect and trigger texts (their size
 * shrunk until they fit) and power and counter at the foot.
 */
function drawTextFace(page: PDFPage, face: CardFaceContent, box: Box, bleed: number, { regular, bold }: Fonts) {
  const safe = (text: string, font: PDFFont) => pdfSafeText(text, font);
  const { x, y, width, height } = box;
  const swatches = face.swatches.length > 0 ? face.swatches.map(hexColor) : [rgb(0.55, 0.56, 0.6)];
  // The whole card and its bleed in the first colour, then a stripe of each other colour over it.
  const stripe = (width + 2 * bleed) / swatches.length;
  page.drawRectangle({ x: x - bleed, y: y - bleed, width: width + 2 * bleed, height: height + 2 * bleed, color: swatches[0] });
  swatches
    .slice(1)
    .forEach((color, index) => page.drawRectangle({ x: x - bleed + (index + 1) * stripe, y: y - bleed, width: stripe, height: height + 2 * bleed, color }));
  const frame = pt(2.2);
  const panel = { x: x + frame, y: y + frame, width: width - 2 * frame, height: height - 2 * frame };
  page.drawRectangle({ ...panel, color: rgb(1, 1, 1) });
  const pad = pt(1.8);
  const left = panel.x + pad;
  const right = panel.x + panel.width - pad;
  const inner = right - left;
  let top = panel.y + panel.height - pad;

  // Cost (life for a leader) in a badge, type and colours beside it.
  const badge = pt(7);
  if (face.cost) {
    const centre = { x: left + badge / 2, y: top - badge / 2 };
    if (face.leader) page.drawRectangle({ x: left, y: top - badge, width: badge, height: badge, color: NAVY });
    else page.drawCircle({ ...centre, size: badge / 2, color: NAVY });
    const number = String(face.cost.value);
    const numberSize = 12;
    page.drawText(number, {
      x: centre.x - bold.widthOfTextAtSize(number, numberSize) / 2,
      y: centre.y - numberSize * 0.36,
      size: numberSize,
      font: bold,
      color: rgb(1, 1, 1),
    });
  }
  const besideBadge = face.cost ? left + badge + pt(1.5) : left;
  const typeLine = safe(face.type.toUpperCase(), bold);
  page.drawText(fitLine(typeLine, bold, 7, right - besideBadge), { x: besideBadge, y: top - 7, size: 7, font: bold, color: INK });
  const details = safe([face.cost ? `${face.cost.label} ${face.cost.value}` : '', face.colors].filter(Boolean).join(' · '), regular);
  page.drawText(fitLine(details, regular, 6.5, right - besideBadge), { x: besideBadge, y: top - 15, size: 6.5, font: regular, color: MUTED });
  top -= Math.max(badge, pt(6)) + pt(1.6);

  // The name: as large as two lines allow.
  const name = safe(face.name, bold) || face.code;
  let nameSize = 11;
  let nameLines = wrapText(name, bold, nameSize, inner);
  while (nameLines.length > 2 && nameSize > 7) {
    nameSize -= 0.5;
    nameLines = wrapText(name, bold, nameSize, inner);
  }
  for (const line of nameLines.slice(0, 3)) {
    top -= nameSize;
    page.drawText(line, { x: left, y: top, size: nameSize, font: bold, color: INK });
    top -= nameSize * 0.2;
  }
  top -= 7.5;
  page.drawText(safe(face.code, regular), { x: left, y: top, size: 7.5, font: regular, color: MUTED });
  top -= pt(1.5);
  page.drawLine({ start: { x: left, y: top }, end: { x: right, y: top }, thickness: 0.4, color: MUTED });
  top -= pt(1.2);

  // Power and counter at the foot.
  const foot = panel.y + pad;
  const stat = (label: string, value: string, align: 'left' | 'right') => {
    const labelText = safe(label.toUpperCase(), bold);
    const valueText = safe(value, bold);
    const at = (text: string, font: PDFFont, size: number) => (align === 'left' ? left : right - font.widthOfTextAtSize(text, size));
    page.drawText(valueText, { x: at(valueText, bold, 10), y: foot, size: 10, font: bold, color: INK });
    page.drawText(labelText, { x: at(labelText, bold, 5.5), y: foot + 11, size: 5.5, font: bold, color: MUTED });
  };
  stat(face.power.label, face.power.value, 'left');
  stat(face.counter.label, face.counter.value, 'right');
  const bottom = foot + 11 + 5.5 + pt(1.2);

  // The texts, shrunk to fit between the code and the foot.
  const paragraphs = [
    ...(face.effect ? [{ label: '', text: safe(face.effect.text, regular) }] : []),
    ...(face.trigger ? [{ label: safe(`${face.trigger.label}:`, bold), text: safe(face.trigger.text, regular) }] : []),
  ].filter((paragraph) => paragraph.text);
  if (paragraphs.length === 0) return;
  const room = top - bottom;
  const layoutAt = (size: number) =>
    paragraphs.map(({ label, text }) => {
      const indent = label ? bold.widthOfTextAtSize(`${label} `, size) : 0;
      // The label's room on the first line is kept with a blank prefix of the same width.
      const lines = wrapText(text, regular, size, inner - indent);
      return { label, indent, lines };
    });
  let size = 9;
  let blocks = layoutAt(size);
  const heightOf = (at: number, laid: typeof blocks) => laid.reduce((sum, block) => sum + block.lines.length * at * 1.18 + at * 0.4, 0);
  while (heightOf(size, blocks) > room && size > 4.5) {
    size -= 0.25;
    blocks = layoutAt(size);
  }
  const lineHeight = size * 1.18;
  let cursor = top;
  for (const block of blocks) {
    for (const [index, line] of block.lines.entries()) {
      if (cursor - lineHeight < bottom) {
        page.drawText('…', { x: left, y: cursor - size, size, font: regular, color: INK });
        return;
      }
      cursor -= lineHeight;
      if (index === 0 && block.label) page.drawText(block.label, { x: left, y: cursor + lineHeight - size, size, font: bold, color: INK });
      page.drawText(line, { x: left + (index === 0 ? block.indent : 0), y: cursor + lineHeight - size, size, font: regular, color: INK });
    }
    cursor -= size * 0.4;
  }
}

/** `text` cut with an ellipsis to fit `width`. */
function fitLine(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text.length;
  while (cut > 1 && font.widthOfTextAtSize(`${text.slice(0, cut)}…`, size) > width) cut -= 1;
  return `${text.slice(0, cut)}…`;
}

async function embedBytes(pdf: PDFDocument, bytes: Uint8Array): Promise<PDFImage | null> {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return pdf.embedPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return pdf.embedJpg(bytes);
  return null;
}

async function embedPictures(pdf: PDFDocument, codes: string[], cards: PdfOptions['cards'], fetchImpl: typeof fetch): Promise<Map<string, PDFImage>> {
  const images = new Map<string, PDFImage>();
  // A few at a time: enough to be quick, few enough not to flood the server.
  const queue = [...codes];
  const worker = async () => {
    for (let code = queue.shift(); code !== undefined; code = queue.shift()) {
      const address = cards.get(code)?.picture;
      if (!address || !address.startsWith('/')) continue;
      try {
        const response = await fetchImpl(address, { credentials: 'same-origin' });
        // 204: the site has no picture to give (fallback=none); the card is drawn as text.
        if (response.status !== 200) continue;
        const image = await embedBytes(pdf, new Uint8Array(await response.arrayBuffer()));
        if (image) images.set(code, image);
      } catch {
        // Drawn as its text face instead.
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return images;
}

/** First page: a 50 mm ruler and a card outline, to check that the printer prints at 100 %; which cards are text. */
function drawCalibrationPage(
  page: PDFPage,
  layout: PageLayout,
  { regular, bold }: Fonts,
  text: PdfOptions['calibration'],
  textCodes: string[],
  duplex: boolean,
) {
  const left = 20;
  const top = 25;
  const width = pt(layout.paperWidth - 2 * left);
  const y = (mm: number) => pt(layout.paperHeight - mm);
  page.drawText(pdfSafeText(text.title, bold), { x: pt(left), y: y(top), size: 16, font: bold });
  let line = top + 9;
  const paragraph = (value: string) => {
    for (const part of wrapText(pdfSafeText(value, regular), regular, 10, width)) {
      // A very long list of text cards stops at the page's foot.
      if (line > layout.paperHeight - layout.cardHeight - 40) break;
      page.drawText(part, { x: pt(left), y: y(line), size: 10, font: regular });
      line += 5;
    }
    line += 2;
  };
  paragraph(text.instructions);
  if (duplex) paragraph(text.duplex);
  if (textCodes.length > 0) paragraph(text.textCards(textCodes));
  const rulerY = line + 12;
  page.drawLine({ start: { x: pt(left), y: y(rulerY) }, end: { x: pt(left + 50), y: y(rulerY) }, thickness: 0.6 });
  for (let mm = 0; mm <= 50; mm += 1) {
    const length = mm % 10 === 0 ? 6 : mm % 5 === 0 ? 4 : 2;
    page.drawLine({ start: { x: pt(left + mm), y: y(rulerY) }, end: { x: pt(left + mm), y: y(rulerY - length) }, thickness: mm % 10 === 0 ? 0.6 : 0.3 });
    if (mm % 10 === 0) page.drawText(String(mm / 10), { x: pt(left + mm) - 2, y: y(rulerY + 5), size: 8, font: regular });
  }
  page.drawText(pdfSafeText(text.rulerLabel, regular), { x: pt(left), y: y(rulerY + 12), size: 10, font: regular });
  // A true-size card outline beside the ruler, for a second check (on the page whatever the list's length).
  const outlineTop = Math.min(rulerY - 6, layout.paperHeight - layout.cardHeight - 8);
  page.drawRectangle({
    x: pt(left + 70),
    y: y(outlineTop + layout.cardHeight),
    width: pt(layout.cardWidth),
    height: pt(layout.cardHeight),
    borderColor: rgb(0, 0, 0),
    borderWidth: 0.5,
  });
}
