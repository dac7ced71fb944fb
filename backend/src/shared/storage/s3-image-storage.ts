import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { ImageKind, ImageStorage } from './image-storage.js';

export interface S3StorageSettings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

const CONTENT_TYPES: Record<ImageKind, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
/** Only names this adapter makes: /uploads/<folder>/<hex>.<kind> (the same public paths as the local disk). */
const PUBLIC_PATH = /^\/uploads\/([a-z0-9-]+)\/([a-f0-9]{32}\.(?:png|jpg|gif|webp))$/i;

/**
 * Images in one bucket of any S3-compatible store (AWS S3, MinIO, Garage, R2...), key `<folder>/<name>`.
 * The public path stays `/uploads/<folder>/<name>` and the app serves it by reading through this port,
 * so the URL kept in the data is the same on every instance and the bucket can stay private (ADR 0021).
 */
export class S3ImageStorage extends ImageStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3StorageSettings) {
    super();
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      // Only send/verify checksums when the operation needs them: many S3-compatible servers know no CRC32 trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async save(folder: string, bytes: Buffer, kind: ImageKind): Promise<string> {
    const safeFolder = folder.replace(/[^a-z0-9-]/gi, '');
    const name = `${randomBytes(16).toString('hex')}.${kind}`;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: `${safeFolder}/${name}`,
        Body: bytes,
        ContentType: CONTENT_TYPES[kind],
        ContentLength: bytes.length,
      }),
    );
    return `/uploads/${safeFolder}/${name}`;
  }

  async read(publicPath: string): Promise<Buffer | null> {
    const match = PUBLIC_PATH.exec(publicPath);
    if (!match) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: `${match[1]}/${match[2]}` }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      // A missing object is "nothing there"; an unreachable store is an error the caller must see.
      if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  /** Closes the client's sockets (shutdown and tests). */
  destroy(): void {
    this.client.destroy();
  }

  /** Nest calls this on app.close(). */
  onApplicationShutdown(): void {
    this.destroy();
  }
}
