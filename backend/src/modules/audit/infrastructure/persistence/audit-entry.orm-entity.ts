import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One admin write (ADR 0076); `changes` is the short before/after as JSON, never a whole text. */
@Entity('audit_entries')
export class AuditEntryOrmEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'actor_id', type: 'integer' })
  actorId: number;

  @Column({ name: 'actor_username', type: 'varchar', length: 64 })
  actorUsername: string;

  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Column({ type: 'varchar', length: 200 })
  route: string;

  @Column({ name: 'entity_type', type: 'varchar', length: 32 })
  entityType: string;

  @Column({ name: 'entity_id', type: 'varchar', length: 64, nullable: true })
  entityId: string | null;

  @Column({ name: 'entity_label', type: 'varchar', length: 120, nullable: true })
  entityLabel: string | null;

  @Column({ type: 'varchar', length: 64 })
  outcome: string;

  @Column({ type: 'text' })
  changes: string;
}
