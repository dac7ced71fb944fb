import type { BulkFileState, BulkFileType } from '../../domain/bulk-file.js';

/** A file as its builder made it: gzip'd JSON, named by its ETag. */
export interface BuiltBulkFile {
  bytes: Buffer;
  etag: string;
  /** Bytes of the JSON before compression. */
  uncompressedSize: number;
  /** Entries in the JSON array. */
  itemCount: number;
}

/** What the store says of a file, without its bytes. */
export interface StoredBulkFile extends BulkFileState {
  type: BulkFileType;
  /** Null until the first build. */
  etag: string | null;
  size: number;
  uncompressedSize: number;
  itemCount: number;
}

/**
 * Port: where the bulk files live, the same for every instance (a database table, ADR 0069), with a
 * lease so that one instance at a time rebuilds a file.
 */
export abstract class BulkFileStore {
  /** Every file type's state, bytes left out. */
  abstract list(): Promise<StoredBulkFile[]>;
  /** Takes the right to rebuild `type` until `until`, when no one holds it at `now`; false when another does. */
  abstract claim(type: BulkFileType, until: Date, now: Date): Promise<boolean>;
  /**
   * Keeps a built file and gives the lease back. A file from a build that began earlier than the
   * stored one's is dropped: the stored file is never replaced by an older reading.
   */
  abstract save(type: BulkFileType, file: BuiltBulkFile, builtAt: Date): Promise<void>;
  /** Gives the lease back after a failed build. */
  abstract release(type: BulkFileType): Promise<void>;
  /** The stored bytes, when they are still those of `etag` (null when the file was rebuilt since). */
  abstract bytes(type: BulkFileType, etag: string): Promise<Buffer | null>;
}
