/** What an uploaded image really is, judged by its first bytes (never by the declared type). */
export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp';

export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'webp';
  return null;
}

/** Largest upload accepted (docs/product.md: news images up to 5 MB; card images the same). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Port: keeps uploaded images and says where the browser finds them. */
export abstract class ImageStorage {
  /** Stores the bytes under a fresh random name in `folder`; returns the public URL path. */
  abstract save(folder: string, bytes: Buffer, kind: ImageKind): Promise<string>;
  /** The bytes stored under a public URL path this storage returned, or null when it holds nothing there. */
  abstract read(publicPath: string): Promise<Buffer | null>;
}
