import type { Matchup } from '../../domain/deck.js';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('decks')
export class DeckOrmEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 80 })
  author: string;

  @Column({ type: 'varchar', length: 16, default: 'Tier 1' })
  tier: string;

  @Column({ type: 'varchar', length: 16, default: 'OP10' })
  format: string;

  @Column({ type: 'integer', nullable: true })
  leaderId: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  leaderCode: string | null;

  @Column({ type: 'varchar', length: 500, default: '' })
  shortDescription: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'description_en', type: 'text', nullable: true })
  descriptionEn: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  videoUrl: string | null;

  /** JSON array of matchups in a text column (the migration's); TypeORM's simple-json reads and writes it on both databases. */
  @Column({ type: 'simple-json', nullable: true })
  matchups: Matchup[] | null;

  @Column({ type: 'integer', default: 5 })
  priority: number;

  @Column({ type: 'boolean', default: false })
  isDraft: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;

  @OneToMany('DeckCardOrmEntity', 'deck')
  cards: DeckCardOrmEntity[];
}

@Entity('deck_cards')
export class DeckCardOrmEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'deck_id', type: 'integer' })
  deckId: number;

  @ManyToOne('DeckOrmEntity', 'cards', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'deck_id' })
  deck: DeckOrmEntity;

  @Column({ name: 'card_id', type: 'integer' })
  cardId: number;

  @Column({ name: 'card_code', type: 'varchar', length: 64 })
  cardCode: string;

  @Column({ type: 'integer' })
  quantity: number;
}
