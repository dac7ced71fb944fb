import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('tier_list')
@Index('UQ_tier_list_format_deck', ['format', 'deckId'], { unique: true })
@Index('UQ_tier_list_format_tier_position', ['format', 'tier', 'position'], { unique: true })
export class TierListOrmEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The deck (foreign key, cascade delete); the deck itself is reached through the decks module. */
  @Column({ name: 'deck_id', type: 'integer' })
  deckId: number;

  @Column({ type: 'varchar', length: 16 })
  format: string;

  @Column({ type: 'varchar', length: 16 })
  tier: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 1000, default: '' })
  notes: string;

  @UpdateDateColumn({ name: 'last_updated', type: 'datetime' })
  lastUpdated: Date;
}
