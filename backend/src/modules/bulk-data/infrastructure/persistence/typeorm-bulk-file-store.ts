import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BULK_FILE_TYPES, isBulkFileType } from '../../domain/bulk-file.js';
import type { BulkFileType } from '../../domain/bulk-file.js';
import { BulkFileStore, type BuiltBulkFile, type StoredBulkFile } from '../../application/ports/bulk-file-store.js';
import { BulkFileOrmEntity } from './bulk-file.orm-entity.js';

const time = (value: string | number | null) => (value === null ? null : new Date(Number(value)));

/** The bulk files in the `bulk_files` table: one row per type, the lease taken by a conditional UPDATE. */
@Injectable()
export class TypeOrmBulkFileStore extends BulkFileStore {
  constructor(@InjectRepository(BulkFileOrmEntity) private readonly rows: Repository<BulkFileOrmEntity>) {
    super();
  }

  async list(): Promise<StoredBulkFile[]> {
    const rows = await this.rows.find({ order: { type: 'ASC' } });
    return rows
      .filter((row) => isBulkFileType(row.type))
      .map((row) => ({
        type: row.type as BulkFileType,
        etag: row.etag,
        size: Number(row.size),
        uncompressedSize: Number(row.uncompressedSize),
        itemCount: Number(row.itemCount),
        builtAt: time(row.builtAt),
        leaseUntil: time(row.leaseUntil),
      }))
      .sort((a, b) => BULK_FILE_TYPES.indexOf(a.type) - BULK_FILE_TYPES.indexOf(b.type));
  }

  async claim(type: BulkFileType, until: Date, now: Date): Promise<boolean> {
    // One statement: of several instances asking at once, one sees its row changed.
    const result = await this.rows
      .createQueryBuilder()
      .update()
      .set({ leaseUntil: until.getTime() })
      .where('type = :type AND (lease_until IS NULL OR lease_until < :now)', { type, now: now.getTime() })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async save(type: BulkFileType, file: BuiltBulkFile, builtAt: Date): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .update()
      .set({
        content: file.bytes,
        etag: file.etag,
        size: file.bytes.length,
        uncompressedSize: file.uncompressedSize,
        itemCount: file.itemCount,
        builtAt: builtAt.getTime(),
        leaseUntil: null,
      })
      .where('type = :type AND (built_at IS NULL OR built_at <= :builtAt)', { type, builtAt: builtAt.getTime() })
      .execute();
    await this.release(type);
  }

  async release(type: BulkFileType): Promise<void> {
    await this.rows.update({ type }, { leaseUntil: null });
  }

  async bytes(type: BulkFileType, etag: string): Promise<Buffer | null> {
    const row = await this.rows.createQueryBuilder('f').select(['f.type', 'f.content']).where('f.type = :type AND f.etag = :etag', { type, etag }).getOne();
    return row?.content ? Buffer.from(row.content) : null;
  }
}
