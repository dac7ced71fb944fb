import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { detectImageKind } from '../../../../shared/storage/image-storage.js';
import { ImageProcessor, type ProcessedImage } from '../../application/ports/card-image-ports.js';
import { THUMBNAIL_WIDTH } from '../../domain/card-image-rules.js';

/** A plain card back (the same design idea as the site's /card-back.svg), rendered once. */
const CARD_BACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="630" height="880" viewBox="0 0 630 880">
<rect width="630" height="880" rx="28" fill="#0e1c38"/><rect x="22" y="22" width="586" height="836" rx="18" fill="none" stroke="#e3b04b" stroke-width="8"/>
<circle cx="315" cy="440" r="150" fill="none" stroke="#e3b04b" stroke-width="14"/><circle cx="315" cy="440" r="40" fill="#e3b04b"/>
<path d="M315 290 V590 M165 440 H465" stroke="#e3b04b" stroke-width="10"/></svg>`;

@Injectable()
export class SharpImageProcessor extends ImageProcessor {
  private back: Promise<ProcessedImage> | null = null;

  async process(bytes: Buffer): Promise<ProcessedImage> {
    // Decoding proves the bytes are an image (a renamed HTML page or a truncated file fails here).
    const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' });
    const metadata = await image.metadata();
    if (!metadata.width || !metadata.height) throw new Error('not an image');
    const kind = detectImageKind(bytes);
    const full = kind === 'png' || kind === 'jpg' ? { bytes, kind } : { bytes: await sharp(bytes).png().toBuffer(), kind: 'png' as const };
    const thumb = await sharp(bytes).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    return { full, thumb };
  }

  cardBack(): Promise<ProcessedImage> {
    this.back ??= (async () => {
      const png = await sharp(Buffer.from(CARD_BACK_SVG)).png().toBuffer();
      return { full: { bytes: png, kind: 'png' as const }, thumb: await sharp(png).resize({ width: THUMBNAIL_WIDTH }).webp({ quality: 78 }).toBuffer() };
    })();
    return this.back;
  }
}
