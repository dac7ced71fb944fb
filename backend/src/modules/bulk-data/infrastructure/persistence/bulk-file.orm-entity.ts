import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per bulk file (ADR 0069), written by the instance that built it and read by every
 * instance. Times are epoch milliseconds (compared in SQL the same way on SQLite and MySQL).
 */
@Entity('bulk_files')
export class BulkFileOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  type: string;

  /** The gzip'd JSON; null until the first build. Read only to send it. */
  @Column({ type: 'blob', nullable: true, select: false })
  content: Buffer | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  etag: string | null;

  @Column({ type: 'integer', default: 0 })
  size: number;

  @Column({ name: 'uncompressed_size', type: 'bigint', default: 0 })
  uncompressedSize: string | number;

  @Column({ name: 'item_count', type: 'integer', default: 0 })
  itemCount: number;

  /** When the build that made `content` began reading. */
  @Column({ name: 'built_at', type: 'bigint', nullable: true })
  builtAt: string | number | null;

  /** Until when an instance holds the right to rebuild it. */
  @Column({ name: 'lease_until', type: 'bigint', nullable: true })
  leaseUntil: string | number | null;
}
