import type { BulkFileType } from '../../domain/bulk-file.js';
import type { BuiltBulkFile } from './bulk-file-store.js';

/**
 * Port: builds a file from the site's data as the API answers it, in chunks with turns of the event
 * loop between them and the compression on libuv's pool, so other requests go on meanwhile.
 */
export abstract class BulkFileContents {
  abstract build(type: BulkFileType): Promise<BuiltBulkFile>;
}
