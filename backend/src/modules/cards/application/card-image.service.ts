import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ImageStorage } from '../../../shared/storage/image-storage.js';
import { CardRepository } from '../domain/card.repository.js';
import { CardNotFoundError } from '../domain/cards.errors.js';
import { retryDelayMs } from '../domain/card-image-rules.js';
import { CardImageRecords, ImageProcessor, RemoteImageFetcher, type CardImageRecord, type ProcessedImage } from './ports/card-image-ports.js';

export type CardImageSize = 'thumb' | 'full';

export interface CardImageFile {
  bytes: Buffer;
  contentType: string;
  etag: string;
  /** False for the card back shown instead of a picture that failed: the browser asks again soon. */
  isCardPicture: boolean;
}

const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/**
 * A card's picture served by the site (issue 13): fetched once from the card's recorded address (or
 * read from an upload), kept through ImageStorage as a printable full size and a WebP thumbnail.
 * A failure answers the card back and waits (exponential back-off) before the next attempt.
 */
@Injectable()
export class CardImageService {
  private readonly logger = new Logger(CardImageService.name);
  /** One fetch per source at a time, however many tiles ask for it at once. */
  private readonly inFlight = new Map<string, Promise<CardImageRecord>>();

  constructor(
    private readonly cards: CardRepository,
    private readonly records: CardImageRecords,
    private readonly storage: ImageStorage,
    private readonly fetcher: RemoteImageFetcher,
    private readonly processor: ImageProcessor,
  ) {}

  async image(code: string, size: CardImageSize, now = new Date()): Promise<CardImageFile> {
    const card = await this.cards.findByCode(code);
    if (!card) throw new CardNotFoundError();
    if (!card.imageUrl) return this.cardBack(size);
    const record = await this.ensure(card.imageUrl, now);
    const path = size === 'thumb' ? record.thumbPath : record.fullPath;
    const bytes = path ? await this.storage.read(path) : null;
    if (!bytes || !path) return this.cardBack(size);
    const kind = path.endsWith('.webp') ? 'webp' : path.endsWith('.jpg') ? 'jpg' : 'png';
    return { bytes, contentType: CONTENT_TYPES[kind], etag: etagOf(bytes), isCardPicture: true };
  }

  private async ensure(sourceUrl: string, now: Date): Promise<CardImageRecord> {
    const sourceKey = createHash('sha256').update(sourceUrl).digest('hex');
    const known = await this.records.find(sourceKey);
    if (known?.fullPath && known.thumbPath) return known;
    if (known?.nextAttemptAt && known.nextAttemptAt > now) return known;
    let running = this.inFlight.get(sourceKey);
    if (!running) {
      running = this.store(sourceKey, sourceUrl, known, now).finally(() => this.inFlight.delete(sourceKey));
      this.inFlight.set(sourceKey, running);
    }
    return running;
  }

  private async store(sourceKey: string, sourceUrl: string, known: CardImageRecord | null, now: Date): Promise<CardImageRecord> {
    let processed: ProcessedImage;
    try {
      // Uploads are already ours; anything else is fetched within the SSRF rules.
      const bytes = sourceUrl.startsWith('/uploads/') ? await this.storage.read(sourceUrl) : await this.fetcher.fetch(sourceUrl);
      if (!bytes) throw new Error('the uploaded file is missing');
      processed = await this.processor.process(bytes);
    } catch (error) {
      const failures = (known?.failures ?? 0) + 1;
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(failures));
      this.logger.warn(`Card image ${sourceUrl} not fetched (${(error as Error).message}); attempt ${failures}, next after ${nextAttemptAt.toISOString()}`);
      const failed = { sourceKey, sourceUrl, fullPath: null, thumbPath: null, failures, nextAttemptAt };
      await this.records.save(failed);
      return failed;
    }
    const fullPath = await this.storage.save('card-images', processed.full.bytes, processed.full.kind);
    const thumbPath = await this.storage.save('card-images', processed.thumb, 'webp');
    const stored = { sourceKey, sourceUrl, fullPath, thumbPath, failures: 0, nextAttemptAt: null };
    await this.records.save(stored);
    return stored;
  }

  private async cardBack(size: CardImageSize): Promise<CardImageFile> {
    const back = await this.processor.cardBack();
    const bytes = size === 'thumb' ? back.thumb : back.full.bytes;
    return { bytes, contentType: size === 'thumb' ? 'image/webp' : 'image/png', etag: etagOf(bytes), isCardPicture: false };
  }
}

function etagOf(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}
