import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BanListEntry } from '../../domain/format.js';

@Entity('formats')
export class FormatOrmEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** JSON array of set prefixes; TypeORM's simple-json reads and writes it on both databases. */
  @Column({ type: 'simple-json' })
  legalSets: string[];

  @Column({ type: 'simple-json' })
  banList: BanListEntry[];

  @Column({ type: 'boolean', default: false })
  isCurrent: boolean;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
