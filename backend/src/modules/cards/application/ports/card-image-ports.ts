/** Ports of the card-image cache (issue 13). Adapters live in infrastructure/images and persistence. */

export class ImageFetchRefused extends Error {
  constructor(reason: string) {
    super(reason);
  }
}

/** Fetches a picture from another site within the SSRF rules; rejects with ImageFetchRefused or a network error. */
export abstract class RemoteImageFetcher {
  abstract fetch(address: string): Promise<Buffer>;
}

export interface ProcessedImage {
  /** PNG or JPEG (what PDFs can embed), the original when it already is one. */
  full: { bytes: Buffer; kind: 'png' | 'jpg' };
  /** A small WebP for grids. */
  thumb: Buffer;
}

/** Decodes and re-encodes pictures; rejects when the bytes are not an image. */
export abstract class ImageProcessor {
  abstract process(bytes: Buffer): Promise<ProcessedImage>;
  /** The card back, as a full-size PNG and a WebP thumbnail. */
  abstract cardBack(): Promise<ProcessedImage>;
}

/** What the cache knows about one source address. */
export interface CardImageRecord {
  sourceKey: string;
  sourceUrl: string;
  fullPath: string | null;
  thumbPath: string | null;
  failures: number;
  nextAttemptAt: Date | null;
}

export abstract class CardImageRecords {
  abstract find(sourceKey: string): Promise<CardImageRecord | null>;
  abstract save(record: CardImageRecord): Promise<void>;
}
