import { PDFDocument, StandardFonts, rgb, type PDFImage, type PDFPage } from 'pdf-lib';
import { BLEED_MM, cutMarks, MM_TO_PT, type PageLayout } from './print-layout';

/**
 * The PDF download (issue 13): the same layout as the browser print, drawn with pdf-lib in the browser.
 * This module (and pdf-lib with it) is loaded only when a visitor asks for the PDF on /print.
 */
export interface PdfOptions {
  layout: PageLayout;
  /** One entry per printed copy, page by page. */
  pages: string[][];
  bleed: boolean;
  withCutMarks: boolean;
  /** The site's own image address for a code (never a remote host: the bytes must be same-origin). */
  imageAddress: (code: string) => string | null;
  calibration: { title: string; instructions: string; rulerLabel: string };
  fetchImpl?: typeof fetch;
}

const pt = (mm: number) => mm * MM_TO_PT;

export async function buildPrintPdf({ layout, pages, bleed, withCutMarks, imageAddress, calibration, fetchImpl = fetch }: PdfOptions): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('OP Decks proxies');
  pdf.setCreator('OP Decks');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const images = await embedImages(pdf, [...new Set(pages.flat())], imageAddress, fetchImpl);

  drawCalibrationPage(pdf.addPage([pt(layout.paperWidth), pt(layout.paperHeight)]), layout, font, calibration);

  const extra = bleed ? BLEED_MM : 0;
  for (const codes of pages) {
    const page = pdf.addPage([pt(layout.paperWidth), pt(layout.paperHeight)]);
    codes.forEach((code, index) => {
      const slot = layout.slots[index]!;
      // PDF y grows upwards from the bottom edge.
      const x = pt(slot.x - extra);
      const y = pt(layout.paperHeight - slot.y - layout.cardHeight - extra);
      const width = pt(layout.cardWidth + 2 * extra);
      const height = pt(layout.cardHeight + 2 * extra);
      const image = images.get(code);
      if (image) page.drawImage(image, { x, y, width, height });
      else {
        page.drawRectangle({ x, y, width, height, color: rgb(0.93, 0.93, 0.93), borderColor: rgb(0.5, 0.5, 0.5), borderWidth: 0.5 });
        page.drawText(code, { x: x + pt(4), y: y + height / 2, size: 10, font, color: rgb(0.2, 0.2, 0.2) });
      }
    });
    if (withCutMarks) {
      codes.forEach((_code, index) => {
        for (const [x1, y1, x2, y2] of cutMarks(layout, layout.slots[index]!)) {
          page.drawLine({
            start: { x: pt(x1), y: pt(layout.paperHeight - y1) },
            end: { x: pt(x2), y: pt(layout.paperHeight - y2) },
            thickness: 0.5,
            color: rgb(0, 0, 0),
          });
        }
      });
    }
  }
  return pdf.save();
}

async function embedImages(
  pdf: PDFDocument,
  codes: string[],
  imageAddress: PdfOptions['imageAddress'],
  fetchImpl: typeof fetch,
): Promise<Map<string, PDFImage>> {
  const images = new Map<string, PDFImage>();
  // A few at a time: enough to be quick, few enough not to flood the server.
  const queue = [...codes];
  const worker = async () => {
    for (let code = queue.shift(); code !== undefined; code = queue.shift()) {
      const address = imageAddress(code);
      if (!address || !address.startsWith('/')) continue;
      try {
        const response = await fetchImpl(address, { credentials: 'same-origin' });
        if (!response.ok) continue;
        const bytes = new Uint8Array(await response.arrayBuffer());
        if (bytes[0] === 0x89 && bytes[1] === 0x50) images.set(code, await pdf.embedPng(bytes));
        else if (bytes[0] === 0xff && bytes[1] === 0xd8) images.set(code, await pdf.embedJpg(bytes));
      } catch {
        // Drawn as a labelled grey card instead.
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return images;
}

/** First page: a 50 mm ruler with millimetre ticks, to check that the printer prints at 100 %. */
function drawCalibrationPage(page: PDFPage, layout: PageLayout, font: Awaited<ReturnType<PDFDocument['embedFont']>>, text: PdfOptions['calibration']) {
  const left = 20;
  const top = 30;
  const y = (mm: number) => pt(layout.paperHeight - mm);
  page.drawText(text.title, { x: pt(left), y: y(top), size: 16, font });
  wrap(text.instructions, 90).forEach((line, index) => page.drawText(line, { x: pt(left), y: y(top + 10 + index * 5.5), size: 10, font }));
  const rulerY = top + 45;
  page.drawLine({ start: { x: pt(left), y: y(rulerY) }, end: { x: pt(left + 50), y: y(rulerY) }, thickness: 0.6 });
  for (let mm = 0; mm <= 50; mm += 1) {
    const length = mm % 10 === 0 ? 6 : mm % 5 === 0 ? 4 : 2;
    page.drawLine({ start: { x: pt(left + mm), y: y(rulerY) }, end: { x: pt(left + mm), y: y(rulerY - length) }, thickness: mm % 10 === 0 ? 0.6 : 0.3 });
    if (mm % 10 === 0) page.drawText(String(mm / 10), { x: pt(left + mm) - 2, y: y(rulerY + 5), size: 8, font });
  }
  page.drawText(text.rulerLabel, { x: pt(left), y: y(rulerY + 12), size: 10, font });
  // A true-size card outline beside the ruler, for a second check.
  page.drawRectangle({
    x: pt(left),
    y: y(rulerY + 20 + layout.cardHeight),
    width: pt(layout.cardWidth),
    height: pt(layout.cardHeight),
    borderColor: rgb(0, 0, 0),
    borderWidth: 0.5,
  });
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
