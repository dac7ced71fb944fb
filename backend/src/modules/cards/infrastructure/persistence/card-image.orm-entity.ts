import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One fetched (or failing) card picture, keyed by a hash of its source address. */
@Entity('card_images')
export class CardImageOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  sourceKey: string;

  @Column({ type: 'varchar', length: 1024 })
  sourceUrl: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  fullPath: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  thumbPath: string | null;

  @Column({ type: 'int', default: 0 })
  failures: number;

  @Column({ type: 'datetime', nullable: true })
  nextAttemptAt: Date | null;
}
