import { DomainError } from '../domain/domain-error.js';
import { MAX_IMAGE_BYTES } from './image-storage.js';

/**
 * Every uploaded image goes through one intake (issue 32, ADR 0047): read by its bytes, decoded
 * under a pixel limit, turned upright by its EXIF orientation, shrunk to the route's longest side,
 * re-encoded without any metadata. What is kept is what the intake wrote, never the bytes sent.
 */
export interface ImageIntakePolicy {
  /** Largest file taken (the route's multipart limit is the same number). */
  readonly maxBytes: number;
  /** Largest width × height the header may declare: a decompression bomb is refused before decoding. */
  readonly maxPixels: number;
  /** Longest side kept; larger pictures are scaled down (never up). */
  readonly maxEdge: number;
}

/** The upload routes and what each takes. A new upload route adds its line here. */
export const UPLOAD_POLICIES = {
  /** A news cover: shown at most ~1,200 CSS pixels wide (2,400 on a 2× screen); a 24-megapixel camera photo fits. */
  news: { maxBytes: MAX_IMAGE_BYTES, maxPixels: 24_000_000, maxEdge: 2400 },
  /** A card picture: ~600×840 shown, 1,488×2,079 at 600 dpi printed; 16 megapixels is far beyond any scan. */
  cards: { maxBytes: MAX_IMAGE_BYTES, maxPixels: 16_000_000, maxEdge: 2100 },
  /** A picture inside a news body or a deck guide (ADR 0075): at most ~800 CSS pixels wide in the text column, 1,600 on a 2× screen. */
  content: { maxBytes: MAX_IMAGE_BYTES, maxPixels: 24_000_000, maxEdge: 1600 },
} as const satisfies Record<string, ImageIntakePolicy>;

/** The picture as the intake wrote it: PNG, JPEG or WebP, upright, without metadata. */
export interface AcceptedImage {
  bytes: Buffer;
  kind: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

/** Port: takes the bytes of an upload and answers the picture to keep, or throws one of the errors below. */
export abstract class ImageIntake {
  abstract accept(bytes: Buffer | undefined, policy: ImageIntakePolicy): Promise<AcceptedImage>;
}

export class ImageMissingError extends DomainError {
  readonly code = 'image_missing';
  readonly kind = 'invalid';
  constructor() {
    super("Seleziona un'immagine da caricare (campo image)");
  }
}

/** Judged by the file's bytes and by decoding them, never by its name or declared type. */
export class NotAnImageError extends DomainError {
  readonly code = 'not_an_image';
  readonly kind = 'invalid';
  constructor() {
    super("Il file selezionato non è un'immagine valida.");
  }
}

/** An image, but not one the site keeps: SVG (a document that can carry scripts), TIFF, HEIC, AVIF, BMP... */
export class ImageFormatNotAllowedError extends DomainError {
  readonly code = 'image_format_not_allowed';
  readonly kind = 'invalid';
  constructor(format: string) {
    super(`Formato ${format} non accettato: carica un'immagine PNG, JPEG, WebP o GIF`);
  }
}

/** More pixels than the route takes (a decompression bomb declares millions in a small file). */
export class ImageTooManyPixelsError extends DomainError {
  readonly code = 'image_too_many_pixels';
  readonly kind = 'invalid';
  constructor(width: number, height: number, maxPixels: number) {
    super(`L'immagine è di ${width}×${height} pixel: al massimo ${Math.round(maxPixels / 1_000_000)} megapixel`);
  }
}

export class ImageTooLargeError extends DomainError {
  readonly code = 'payload_too_large';
  readonly kind = 'too_large';
  constructor(maxBytes: number) {
    super(`L'immagine supera ${Math.round(maxBytes / (1024 * 1024))} MB`);
  }
}

/**
 * Formats the intake never hands to a decoder, named for the answer: SVG and other markup (text
 * starting with `<`), TIFF, BMP, ICO, and the ISO media family (HEIC, AVIF). Null for anything else.
 */
export function refusedImageFormat(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 512)).toString('latin1');
  const text = head.replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trimStart();
  if (/^<(\?xml|svg|!--|!doctype)/i.test(text) || /<svg[\s>]/i.test(head)) return 'SVG';
  if (head.startsWith('II*\0') || head.startsWith('MM\0*')) return 'TIFF';
  if (head.startsWith('BM')) return 'BMP';
  if (head.startsWith('\0\0\x01\0')) return 'ICO';
  if (head.slice(4, 8) === 'ftyp') return /^(avif|avis)/.test(head.slice(8, 12)) ? 'AVIF' : 'HEIC';
  return null;
}
