import { CARD_BACK_URL } from '../../components/CardImage';
import type { BackArt } from './print-pdf';
import type { BackStyle } from './print-options';

/** A picture (any format the browser reads) as PNG bytes, drawn at most `longest` pixels on its long side. */
async function rasterise(address: string, longest: number): Promise<Uint8Array> {
  const image = new Image();
  image.src = address;
  await image.decode();
  const ratio = Math.min(1, longest / Math.max(image.naturalWidth, image.naturalHeight)) || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * ratio));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * ratio));
  canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The picture could not be drawn');
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * The card back the PDF draws (ADR 0071): the site's back (an SVG, drawn in a canvas at 1760 px, about 500 dpi on
 * a card) or the visitor's own picture (PNG and JPEG as they are, anything else through a canvas). The upload never
 * leaves the page.
 */
export async function backArt(style: BackStyle, upload: File | null): Promise<BackArt> {
  if (style === 'plain') return { kind: 'plain' };
  if (style === 'site') return { kind: 'image', bytes: await rasterise(CARD_BACK_URL, 1760) };
  if (style === 'upload' && upload) {
    if (upload.type === 'image/png' || upload.type === 'image/jpeg') return { kind: 'image', bytes: new Uint8Array(await upload.arrayBuffer()) };
    const address = URL.createObjectURL(upload);
    try {
      return { kind: 'image', bytes: await rasterise(address, 2000) };
    } finally {
      URL.revokeObjectURL(address);
    }
  }
  return { kind: 'none' };
}
