import { Injectable } from '@nestjs/common';
import { colourSwatch } from '@op-decks/shared-rules/card-colours';
import sharp, { type OverlayOptions } from 'sharp';
import type { CardFace, Rect } from '../../domain/deck-image-layout.js';
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

const FACE = { top: '#15274a', bottom: '#081226', border: '#253b63', gold: '#e3b04b', text: '#eef2f8', muted: '#b9c2d2', faint: '#8d97a9' };
const MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";
/** The export has no language: the text face's labels in English (the browser's CardTextFace says them in the page's). */
const TYPE_LABELS: Record<string, string> = { LEADER: 'Leader', CHARACTER: 'Character', EVENT: 'Event', STAGE: 'Stage', DON: 'DON!!' };

/** A name in lines of at most `perLine` characters, cut with an ellipsis after `maxLines`; a word longer than a line is split, after a dot or a dash if it has one. */
export function wrapLines(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (joined.length <= perLine) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (line.length > perLine) {
      // After a dot or a dash where there is one ('Monkey.D.' 'Luffy'), else where the line ends.
      const cut = Math.max(line.lastIndexOf('.', perLine - 1), line.lastIndexOf('-', perLine - 1)) + 1;
      const at = cut >= 2 ? cut : perLine;
      lines.push(line.slice(0, at));
      line = line.slice(at);
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, perLine - 1).trimEnd()}…`;
  return kept;
}

/**
 * A card without a picture as text, in its place (ADR 0072): the browser's text face drawn in SVG —
 * colour band, cost (life for a leader, in a rounded square), type, name, code, power and counter.
 * Sizes follow the card's width (a grid card is about 120 px wide, the leader about 380).
 */
export function cardFaceSvg(face: CardFace, rect: Rect, id: string): string {
  const { x, y, width: w, height: h } = rect;
  const s = w / 120;
  const pad = 8 * s;
  const radius = Math.round(w * 0.045);
  const band = Math.max(3, 8 * s);
  const swatches = face.colors.map(colourSwatch).filter((swatch): swatch is string => swatch !== undefined);
  const stripes = (swatches.length ? swatches : [FACE.border])
    .map((swatch, index, all) => `<rect x="${x + (index * w) / all.length}" y="${y}" width="${w / all.length}" height="${band}" fill="${swatch}"/>`)
    .join('');
  const text = (content: string, at: { x: number; y: number }, size: number, attributes = '') =>
    `<text x="${at.x}" y="${at.y}" font-family="${FONT}" font-size="${size}" ${attributes}>${escapeXml(content)}</text>`;

  const costCentre = { x: x + pad + 11 * s, y: y + band + pad + 11 * s };
  const cost =
    face.cost === null
      ? ''
      : (face.leader
          ? `<rect x="${costCentre.x - 11 * s}" y="${costCentre.y - 11 * s}" width="${22 * s}" height="${22 * s}" rx="${4 * s}" fill="none" stroke="${FACE.gold}" stroke-width="${1.6 * s}"/>`
          : `<circle cx="${costCentre.x}" cy="${costCentre.y}" r="${11 * s}" fill="none" stroke="${FACE.gold}" stroke-width="${1.6 * s}"/>`) +
        text(String(face.cost), { x: costCentre.x, y: costCentre.y + 4.6 * s }, 13 * s, `font-weight="800" text-anchor="middle" fill="${FACE.text}"`);
  const type = text(
    (TYPE_LABELS[face.type] ?? face.type).toUpperCase(),
    { x: x + w - pad, y: costCentre.y + 2.6 * s },
    7.5 * s,
    `font-weight="700" text-anchor="end" letter-spacing="${0.4 * s}" fill="${FACE.muted}"`,
  );

  const nameSize = 12 * s;
  const perLine = Math.max(4, Math.floor((w - 2 * pad) / (nameSize * 0.62)));
  const nameTop = costCentre.y + 11 * s + 6 * s + nameSize;
  const names = wrapLines(face.name, perLine, 4);
  const name = names
    .map((line, index) => text(line, { x: x + pad, y: nameTop + index * 14.5 * s }, nameSize, `font-weight="700" fill="${FACE.text}"`))
    .join('');
  const code = `<text x="${x + pad}" y="${nameTop + (names.length - 1) * 14.5 * s + 13 * s}" font-family="${MONO}" font-size="${9 * s}" font-weight="600" fill="${FACE.gold}">${escapeXml(face.code)}</text>`;

  // Counter over power, each its label over its value, on the left: the quantity badge takes the lower right corner.
  const stat = (label: string, value: string, baseline: number) =>
    text(label, { x: x + pad, y: baseline - 13.5 * s }, 6.5 * s, `font-weight="600" letter-spacing="${0.3 * s}" fill="${FACE.faint}"`) +
    text(value, { x: x + pad, y: baseline }, 12 * s, `font-weight="800" fill="${FACE.text}"`);
  const stats =
    stat('COUNTER', face.counter ? `+${face.counter.replace(/^\+/, '')}` : '–', y + h - pad - 23 * s) +
    stat('POWER', face.power === null ? '–' : String(face.power), y + h - pad);

  return `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}"/></clipPath>
<g clip-path="url(#${id})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#face)"/>${stripes}</g>
<rect x="${x + 0.5}" y="${y + 0.5}" width="${w - 1}" height="${h - 1}" rx="${radius}" fill="none" stroke="${FACE.border}"/>
${cost}${type}${name}${code}${stats}`;
}

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

/**
 * The picture's two SVG layers: under the card pictures, the background and a text face in the place
 * of each card whose picture cannot be had; over them, the header text and the quantity badges.
 */
export function deckPictureSvg({ layout, title, subtitle, leader, cards }: DeckPictureContent): { background: string; overlay: string } {
  const { width, height, header } = layout;
  const places = [
    ...(layout.leader && leader ? [{ rect: layout.leader, card: leader }] : []),
    ...cards.map((card, index) => ({ rect: layout.cards[index], card })),
  ];
  const faces = places
    .filter(({ card }) => !card.picture)
    .map(({ rect, card }, index) => cardFaceSvg(card.face, rect, `face-${index}`))
    .join('\n');
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${COLORS.backgroundTop}"/><stop offset="1" stop-color="${COLORS.backgroundBottom}"/></linearGradient>
<linearGradient id="face" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${FACE.top}"/><stop offset="1" stop-color="${FACE.bottom}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${faces}</svg>`;
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<text x="${header.x}" y="${header.y + 30}" font-family="${FONT}" font-size="28" font-weight="700" fill="${COLORS.text}">${escapeXml(fit(title, 56))}</text>
<text x="${header.x}" y="${header.y + 52}" font-family="${FONT}" font-size="17" fill="${COLORS.muted}">${escapeXml(fit(subtitle, 100))}</text>
<text x="${header.x + header.width}" y="${header.y + 30}" text-anchor="end" font-family="${FONT}" font-size="20" font-weight="700" fill="${COLORS.accent}">OP Decks</text>
${cards.map(({ quantity }, index) => badge(layout.cards[index], layout.badgeRadius, quantity)).join('')}
</svg>`;
  return { background, overlay };
}

/** The deck picture with sharp: the background and text faces, the card pictures, then the header text and quantity badges over them. */
@Injectable()
export class SharpDeckPictureRenderer extends DeckPictureRenderer {
  async render(content: DeckPictureContent): Promise<Buffer> {
    const { layout, leader, cards } = content;
    const { background, overlay } = deckPictureSvg(content);
    const pictures = [
      ...(layout.leader && leader?.picture ? [{ rect: layout.leader, picture: leader.picture }] : []),
      ...cards.flatMap(({ picture }, index) => (picture ? [{ rect: layout.cards[index], picture }] : [])),
    ];
    const drawn = await Promise.all(pictures.map(({ rect, picture }) => cardAt(picture, rect)));
    return sharp(Buffer.from(background))
      .composite([...drawn, { input: Buffer.from(overlay), left: 0, top: 0 }])
      .png()
      .toBuffer();
  }
}
