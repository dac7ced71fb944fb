import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A report of a deck or a comment (migration Reports1734300000000). */
@Entity('reports')
export class ReportOrmEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'reporter_id', type: 'integer' })
  reporterId: number;

  @Column({ name: 'target_type', type: 'varchar', length: 10 })
  targetType: string;

  @Column({ name: 'target_id', type: 'integer' })
  targetId: number;

  @Column({ type: 'varchar', length: 20 })
  reason: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: string;

  /** `reporter:target_type:target_id` while open, null once closed: unique, so one open report per player and target. */
  @Column({ name: 'open_key', type: 'varchar', length: 64, nullable: true })
  openKey: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'resolved_at', type: 'datetime', nullable: true })
  resolvedAt: Date | null;

  @Column({ name: 'resolved_by', type: 'integer', nullable: true })
  resolvedBy: number | null;
}
