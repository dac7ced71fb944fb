import { Injectable } from '@nestjs/common';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { RegistrationSheetRenderer, type RegistrationSheetContent, type SheetLanguage } from '../../application/ports/deck-export-ports.js';

const LABELS: Record<SheetLanguage, Record<string, string>> = {
  en: {
    title: 'Deck registration sheet',
    playerName: 'Player name',
    playerId: 'Player ID',
    event: 'Event',
    date: 'Date',
    deck: 'Deck',
    format: 'Format',
    leader: 'Leader',
    quantity: 'Qty',
    code: 'Card number',
    name: 'Card name',
    CHARACTER: 'Characters',
    EVENT: 'Events',
    STAGE: 'Stages',
    OTHER: 'Other cards',
    total: 'Main deck total (leader not counted)',
    signature: 'Signature',
    continued: 'continued',
  },
  it: {
    title: 'Lista di registrazione del mazzo',
    playerName: 'Nome del giocatore',
    playerId: 'ID giocatore',
    event: 'Evento',
    date: 'Data',
    deck: 'Mazzo',
    format: 'Formato',
    leader: 'Leader',
    quantity: 'Q.tà',
    code: 'Numero carta',
    name: 'Nome carta',
    CHARACTER: 'Personaggi',
    EVENT: 'Eventi',
    STAGE: 'Terreni',
    OTHER: 'Altre carte',
    total: 'Totale del mazzo (Leader escluso)',
    signature: 'Firma',
    continued: 'continua',
  },
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const ROW = 15;
const COLUMNS = { quantity: MARGIN + 6, code: MARGIN + 46, name: MARGIN + 140 };
const INK = rgb(0.1, 0.1, 0.12);
const LINE = rgb(0.6, 0.62, 0.66);
const SHADE = rgb(0.93, 0.94, 0.96);

/**
 * The standard fonts write WinAnsi only: letters with accents are kept where it has them, others
 * lose the accent, anything else becomes '?' (a name must never stop the sheet from being made).
 */
function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ').trim()]
    .map((char) => {
      if (known.has(char.codePointAt(0)!)) return char;
      const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return plain && [...plain].every((part) => known.has(part.codePointAt(0)!)) ? plain : '?';
    })
    .join('');
}

/** Cut to a width, with an ellipsis. */
function fitWidth(font: PDFFont, size: number, text: string, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

/**
 * The registration sheet with pdf-lib: A4, the player's name, ID, event and date as form fields
 * (typed into the PDF or written by hand; the site never sees them), the deck, its leader, the cards
 * by type with subtotals, the total and a signature line. Long decks continue on a second page.
 */
@Injectable()
export class PdfLibRegistrationSheetRenderer extends RegistrationSheetRenderer {
  async render({ sheet, deckName, format, language, date }: RegistrationSheetContent): Promise<Buffer> {
    const labels = LABELS[language];
    const pdf = await PDFDocument.create();
    // Fixed metadata: the same deck gives the same file (and the same ETag).
    pdf.setTitle(`${labels.title} - ${deckName}`.replace(/[^\x20-\x7e]/g, '?'));
    pdf.setCreator('OP Decks');
    pdf.setProducer('OP Decks');
    pdf.setCreationDate(date);
    pdf.setModificationDate(date);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const form = pdf.getForm();
    const text = (page: PDFPage, value: string, x: number, y: number, size = 10, face = font, maxWidth = A4.width - MARGIN - x) =>
      page.drawText(fitWidth(face, size, writable(face, value), maxWidth), { x, y, size, font: face, color: INK });

    let page = pdf.addPage([A4.width, A4.height]);
    let y = A4.height - MARGIN - 18;
    text(page, labels.title, MARGIN, y, 18, bold);
    text(page, 'OP Decks', A4.width - MARGIN - bold.widthOfTextAtSize('OP Decks', 10), y + 4, 10, bold);
    y -= 30;

    // The player's details: empty form fields.
    const fieldWidth = (A4.width - 2 * MARGIN - 16) / 2;
    for (const row of [
      ['playerName', 'playerId'],
      ['event', 'date'],
    ]) {
      row.forEach((key, index) => {
        const x = MARGIN + index * (fieldWidth + 16);
        text(page, labels[key], x, y, 9);
        // The box is drawn on the page too: a printed sheet shows it even where a viewer leaves form fields out.
        page.drawRectangle({ x, y: y - 24, width: fieldWidth, height: 20, borderColor: LINE, borderWidth: 1 });
        const field = form.createTextField(key);
        field.addToPage(page, { x, y: y - 24, width: fieldWidth, height: 20, font, borderColor: LINE, borderWidth: 1, backgroundColor: rgb(1, 1, 1) });
      });
      y -= 40;
    }
    y -= 12;

    text(page, `${labels.deck}: ${deckName}`, MARGIN, y, 11, bold, A4.width - 2 * MARGIN - 120);
    text(page, `${labels.format}: ${format}`, A4.width - MARGIN - 110, y, 11, bold);
    y -= 22;

    const tableHeader = () => {
      page.drawRectangle({ x: MARGIN, y: y - 4, width: A4.width - 2 * MARGIN, height: ROW + 2, color: SHADE });
      text(page, labels.quantity, COLUMNS.quantity, y, 9, bold);
      text(page, labels.code, COLUMNS.code, y, 9, bold);
      text(page, labels.name, COLUMNS.name, y, 9, bold);
      y -= ROW + 4;
    };
    const row = (quantity: string, code: string, name: string) => {
      if (y < MARGIN + 60) {
        page = pdf.addPage([A4.width, A4.height]);
        y = A4.height - MARGIN - 12;
        text(page, `${labels.title} - ${deckName} (${labels.continued})`, MARGIN, y, 10, bold);
        y -= 24;
        tableHeader();
      }
      text(page, quantity, COLUMNS.quantity, y, 10);
      text(page, code, COLUMNS.code, y, 10);
      text(page, name, COLUMNS.name, y, 10);
      page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: A4.width - MARGIN, y: y - 4 }, thickness: 0.4, color: LINE });
      y -= ROW;
    };

    tableHeader();
    text(page, labels.leader, MARGIN, y, 10, bold);
    y -= ROW;
    if (sheet.leader) row('1', sheet.leader.code, sheet.leader.name);
    else row('', '', '');
    for (const section of sheet.sections) {
      y -= 4;
      text(page, `${labels[section.type] ?? section.type} (${section.total})`, MARGIN, y, 10, bold);
      y -= ROW;
      for (const card of section.rows) row(String(card.quantity), card.code, card.name);
    }

    y -= 10;
    if (y < MARGIN + 50) {
      page = pdf.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN - 12;
    }
    page.drawRectangle({ x: MARGIN, y: y - 6, width: A4.width - 2 * MARGIN, height: ROW + 6, borderColor: INK, borderWidth: 1 });
    text(page, `${labels.total}: ${sheet.total}`, MARGIN + 6, y, 11, bold);
    y -= 40;
    text(page, labels.signature, MARGIN, y, 9);
    page.drawLine({ start: { x: MARGIN + 60, y: y - 2 }, end: { x: MARGIN + 60 + fieldWidth, y: y - 2 }, thickness: 0.8, color: INK });
    return Buffer.from(await pdf.save());
  }
}
