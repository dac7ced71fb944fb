import { ApiProperty } from '@nestjs/swagger';
import { BULK_FILE_TYPES, bulkFileName, type BulkFileType } from '../../../domain/bulk-file.js';
import type { BulkFileView } from '../../../application/bulk-data.service.js';

/** One bulk file as GET /api/bulk lists it (after Scryfall's bulk-data objects). */
export class BulkFileDto {
  /** cards: every printing, each as GET /api/cards answers it (CardDto); decks: every listed deck with its list (BulkDeckDto). */
  @ApiProperty({ enum: BULK_FILE_TYPES })
  type: BulkFileType;
  /** When the data in the file was read (ISO 8601, UTC). */
  updatedAt: string;
  /** The name a download is saved under, dated: 'op-decks-cards-2026-11-27.json.gz'. */
  name: string;
  /** Bytes of the gzip'd file, as downloaded. */
  size: number;
  /** Bytes of the JSON once decompressed. */
  uncompressedSize: number;
  /** Entries in the JSON array. */
  count: number;
  /** What the decompressed file is. */
  @ApiProperty({ enum: ['application/json'] })
  contentType: 'application/json';
  /** How the file is compressed: the download is the gzip'd bytes (Content-Type application/gzip), not a transfer encoding. */
  @ApiProperty({ enum: ['gzip'] })
  contentEncoding: 'gzip';
  /** Where to download it: always the newest build, at the same address. */
  downloadUri: string;
  /** The download's ETag: send it back as If-None-Match for a 304 when nothing changed. */
  etag: string;

  static from(file: BulkFileView, publicUrl: string): BulkFileDto {
    return {
      type: file.type,
      updatedAt: file.builtAt.toISOString(),
      name: bulkFileName(file.type, file.builtAt),
      size: file.size,
      uncompressedSize: file.uncompressedSize,
      count: file.itemCount,
      contentType: 'application/json',
      contentEncoding: 'gzip',
      downloadUri: `${publicUrl}/api/bulk/${file.type}`,
      etag: file.etag,
    };
  }
}
