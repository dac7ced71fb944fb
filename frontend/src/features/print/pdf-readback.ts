import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

/**
 * Test support (vitest and the Playwright print spec; never imported by the app): reads back what a PDF page draws by
 * interpreting its content streams, so tests measure the printed result rather than the code's intentions. Units are
 * PDF points, y from the bottom of the page.
 */
export interface DrawnImage {
  x: number;
  y: number;
  /** Negative when the image is drawn mirrored (the bleed's flipped copies). */
  width: number;
  height: number;
  /** Drawn inside a clipping path (the mirrored bleed's group). */
  clipped: boolean;
}

export interface DrawnShape {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Fill colour as 'r,g,b' (0–1, two decimals) for filled shapes; null for stroked ones. */
  fill: string | null;
}

export interface DrawnText {
  x: number;
  y: number;
  size: number;
  text: string;
}

export interface PageDrawing {
  width: number;
  height: number;
  images: DrawnImage[];
  shapes: DrawnShape[];
  texts: DrawnText[];
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = ([a, b, c, d, e, f]: Matrix, [A, B, C, D, E, F]: Matrix): Matrix => [
  a * A + b * C,
  a * B + b * D,
  c * A + d * C,
  c * B + d * D,
  e * A + f * C + E,
  e * B + f * D + F,
];
const apply = ([a, b, c, d, e, f]: Matrix, x: number, y: number): [number, number] => [a * x + c * y + e, b * x + d * y + f];

/** WinAnsi's bytes 0x80–0x9F that differ from Latin-1 (the ones card texts use). */
const WIN_ANSI: Record<number, string> = { 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x80: '€' };

function decodeHex(hex: string): string {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const byte = parseInt(hex.slice(index, index + 2), 16);
    text += WIN_ANSI[byte] ?? String.fromCharCode(byte);
  }
  return text;
}

const LATIN1 = new TextDecoder('latin1');

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.map((stream) => (stream instanceof PDFRawStream ? LATIN1.decode(decodePDFRawStream(stream).decode()) : '')).join('\n');
}

const TOKEN = /<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)|\/[^\s/<>()[\]]+|-?\d*\.?\d+(?:e-?\d+)?|[A-Za-z'"*]+\*?|\[|\]/g;

/** Everything one page draws. */
export function readPage(page: PDFPage): PageDrawing {
  const drawing: PageDrawing = { width: page.getWidth(), height: page.getHeight(), images: [], shapes: [], texts: [] };
  let ctm: Matrix = IDENTITY;
  let clipped = false;
  const stack: Array<{ ctm: Matrix; clipped: boolean; fill: string }> = [];
  let fill = '0,0,0';
  let path: Array<[number, number]> = [];
  let pendingClip = false;
  let textMatrix: Matrix = IDENTITY;
  let fontSize = 0;
  const operands: Array<number | string> = [];
  const finishPath = (kind: 'fill' | 'stroke' | 'none') => {
    if (pendingClip) clipped = true;
    pendingClip = false;
    if (kind !== 'none' && path.length > 0) {
      const xs = path.map(([x]) => x);
      const ys = path.map(([, y]) => y);
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      drawing.shapes.push({ x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y, fill: kind === 'fill' ? fill : null });
    }
    path = [];
  };
  for (const match of contentOf(page).matchAll(TOKEN)) {
    const token = match[0];
    if (match[1] !== undefined) {
      operands.push(decodeHex(match[1].replace(/\s/g, '')));
      continue;
    }
    if (match[2] !== undefined) {
      operands.push(match[2]);
      continue;
    }
    if (/^-?\d*\.?\d/.test(token)) {
      operands.push(Number(token));
      continue;
    }
    if (token.startsWith('/') || token === '[' || token === ']') {
      operands.push(token);
      continue;
    }
    const n = operands.filter((value): value is number => typeof value === 'number');
    switch (token) {
      case 'q':
        stack.push({ ctm, clipped, fill });
        break;
      case 'Q':
        ({ ctm, clipped, fill } = stack.pop() ?? { ctm: IDENTITY, clipped: false, fill: '0,0,0' });
        break;
      case 'cm':
        ctm = multiply(n.slice(-6) as Matrix, ctm);
        break;
      case 'rg':
        fill = n
          .slice(-3)
          .map((value) => value.toFixed(2))
          .join(',');
        break;
      case 'g':
        fill = [n.at(-1)!, n.at(-1)!, n.at(-1)!].map((value) => value.toFixed(2)).join(',');
        break;
      case 're': {
        const [x, y, width, height] = n.slice(-4) as [number, number, number, number];
        path.push(apply(ctm, x, y), apply(ctm, x + width, y + height));
        break;
      }
      case 'm':
      case 'l':
        path.push(apply(ctm, n.at(-2)!, n.at(-1)!));
        break;
      case 'c':
        path.push(apply(ctm, n.at(-6)!, n.at(-5)!), apply(ctm, n.at(-4)!, n.at(-3)!), apply(ctm, n.at(-2)!, n.at(-1)!));
        break;
      case 'W':
      case 'W*':
        pendingClip = true;
        break;
      case 'n':
        finishPath('none');
        break;
      case 'f':
      case 'F':
      case 'f*':
      case 'B':
      case 'B*':
      case 'b':
      case 'b*':
        finishPath('fill');
        break;
      case 'S':
      case 's':
        finishPath('stroke');
        break;
      case 'Do': {
        const [a, , , d, e, f] = ctm;
        drawing.images.push({ x: e, y: f, width: a, height: d, clipped });
        break;
      }
      case 'BT':
        textMatrix = IDENTITY;
        break;
      case 'Tf':
        fontSize = n.at(-1)!;
        break;
      case 'Tm':
        textMatrix = n.slice(-6) as Matrix;
        break;
      case 'Tj': {
        const [x, y] = apply(ctm, textMatrix[4], textMatrix[5]);
        drawing.texts.push({ x, y, size: fontSize, text: String(operands.at(-1) ?? '') });
        break;
      }
      default:
        break;
    }
    operands.length = 0;
  }
  return drawing;
}

/** Every page of a PDF, read back. */
export async function readPdf(bytes: Uint8Array): Promise<PageDrawing[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map(readPage);
}
