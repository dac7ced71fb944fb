import { Injectable } from '@nestjs/common';
import sharp, { type OverlayOptions } from 'sharp';
import type { Rect } from '../../domain/deck-image-layout.js';
import { DeckPictureRenderer, type CardPicture, type DeckPictureContent } from '../../application/ports/deck-export-ports.js';

/**
 * Digits drawn as strokes on a 10×16 grid: the quantities must read right on any server, with or
 * without fonts installed (the deck's name is text and uses whatever sans-serif font there is).
 */
const DIGITS: Record<string, string> = {
  '0': 'M5 1C1 1 1 15 5 15C9 15 9 1 5 1Z',
  '1': 'M2.5 4L6 1V15M2.5 15H9',
  '2': 'M1.5 4.5C1.5 0 8.5 0 8.5 4.5C8.5 8 1.5 10.5 1.5 15H8.8',
  '3': 'M1.5 3C3 0 8.5 0.5 8.5 4.2C8.5 7 6 7.8 4.2 7.8C6.5 7.8 8.8 9 8.8 11.4C8.8 15.8 2.6 16 1.2 13',
  '4': 'M7 15V1L1 11H9.5',
  '5': 'M8.5 1H2.2L1.6 7.2C3.5 5.6 8.8 5.6 8.8 10.6C8.8 15.8 2.6 16 1.2 13.2',
  '6': 'M8 1.6C2.5 0.4 1.2 5.5 1.2 10.2C1.2 14 3 15 5 15C7.4 15 8.8 13.2 8.8 10.8C8.8 8.2 7 6.8 5 6.8C3 6.8 1.4 8 1.2 10.2',
  '7': 'M1 1H9L4 15',
  '8': 'M5 7.6C1.8 7.6 1.8 1 5 1C8.2 1 8.2 7.6 5 7.6C1 7.6 1 15 5 15C9 15 9 7.6 5 7.6Z',
  '9': 'M8.8 5.8C8.8 8 7 9.2 5 9.2C3 9.2 1.2 8 1.2 5.4C1.2 2.6 3 1 5 1C7.2 1 8.8 2.4 8.8 5.8C8.8 11 7 15.4 2 14.6',
};

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const COLORS = { backgroundTop: '#12233f', backgroundBottom: '#0a1428', text: '#ffffff', muted: '#c4d0e4', accent: '#e3b04b', badge: '#b3261e' };

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** Cut to a length that fits (an estimate: no font metrics here), with an ellipsis. */
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function badge(rect: Rect, radius: number, quantity: number): string {
  const cx = rect.x + rect.width - radius * 0.8;
  const cy = rect.y + rect.height - radius * 0.8;
  const digits = String(quantity);
  const scale = (radius * 1.05) / 16;
  const advance = 11 * scale;
  const left = cx - (digits.length * advance - scale) / 2;
  const strokes = [...digits]
    .map(
      (digit, index) =>
        `<path d="${DIGITS[digit]}" transform="translate(${left + index * advance} ${cy - 8 * scale}) scale(${scale})" fill="none" stroke="${COLORS.text}" stroke-width="${2.4}" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('');
  return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${COLORS.badge}" stroke="${COLORS.text}" stroke-width="${Math.max(2, radius / 8)}"/>${strokes}`;
}

/** A picture fitted to its place, corners rounded like a card's. */
async function cardAt(picture: CardPicture, rect: Rect): Promise<OverlayOptions> {
  const radius = Math.round(rect.width * 0.045);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${rect.width}" height="${rect.height}"><rect width="${rect.width}" height="${rect.height}" rx="${radius}"/></svg>`,
  );
  const input = await sharp(picture.bytes)
    .resize(rect.width, rect.height, { fit: 'cover' })
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return { input, left: rect.x, top: rect.y };
}

/** The deck picture with sharp: a background, the cards, then the header text and quantity badges over them. */
@Injectable()
export class SharpDeckPictureRenderer extends DeckPictureRenderer {
  async render({ layout, title, subtitle, leader, cards }: DeckPictureContent): Promise<Buffer> {
    const { width, height, header } = layout;
    const places = [
      ...(layout.leader ? [{ rect: layout.leader, picture: leader }] : []),
      ...cards.map(({ picture }, index) => ({ rect: layout.cards[index], picture })),
    ];
    // A card whose picture is missing altogether is an outline, not a hole.
    const placeholders = places
      .filter(({ picture }) => !picture)
      .map(({ rect }) => `<rect x="${rect.x}" y="${rect.y}" width="${rect.width}" height="${rect.height}" rx="6" fill="#26374f" stroke="${COLORS.muted}"/>`)
      .join('');
    const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${COLORS.backgroundTop}"/><stop offset="1" stop-color="${COLORS.backgroundBottom}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${placeholders}</svg>`;
    const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<text x="${header.x}" y="${header.y + 30}" font-family="${FONT}" font-size="28" font-weight="700" fill="${COLORS.text}">${escapeXml(fit(title, 56))}</text>
<text x="${header.x}" y="${header.y + 52}" font-family="${FONT}" font-size="17" fill="${COLORS.muted}">${escapeXml(fit(subtitle, 100))}</text>
<text x="${header.x + header.width}" y="${header.y + 30}" text-anchor="end" font-family="${FONT}" font-size="20" font-weight="700" fill="${COLORS.accent}">OP Decks</text>
${cards.map(({ quantity }, index) => badge(layout.cards[index], layout.badgeRadius, quantity)).join('')}
</svg>`;
    const drawn = await Promise.all(places.flatMap(({ rect, picture }) => (picture ? [cardAt(picture, rect)] : [])));
    return sharp(Buffer.from(background))
      .composite([...drawn, { input: Buffer.from(overlay), left: 0, top: 0 }])
      .png()
      .toBuffer();
  }
}
