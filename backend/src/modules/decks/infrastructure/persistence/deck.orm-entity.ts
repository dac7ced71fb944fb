import type { Matchup } from '../../domain/deck.js';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, OneToOne, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A deck's row holds what lists show and filter on; its guides and matchups, about 10 KB, live in
 * `deck_guides` (DeckGuideOrmEntity), read by the deck page alone (ADR 0046).
 */

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

  @Column({ name: 'shortDescription_it', type: 'varchar', length: 500, default: '' })
  shortDescriptionIt: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  videoUrl: string | null;

  @Column({ type: 'integer', default: 5 })
  priority: number;

  @Column({ type: 'boolean', default: false })
  isDraft: boolean;

  /** Who created it (ADR 0061); null once the account is deleted, and for decks made before owners were kept. */
  @Column({ name: 'owner_id', type: 'integer', nullable: true })
  ownerId: number | null;

  @Column({ type: 'boolean', default: true })
  curated: boolean;

  @Column({ type: 'varchar', length: 16, default: 'public' })
  visibility: string;

  @Column({ name: 'copied_from', type: 'integer', nullable: true })
  copiedFromId: number | null;

  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  /** The gallery it is listed in ('curated', 'community') or null: listingOf(), kept by every write. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  listing: string | null;

  /** Users who favourited it, recounted by every favourite write (the community's "most favourited"). */
  @Column({ name: 'favorite_count', type: 'integer', default: 0, select: false, insert: false, update: false })
  favoriteCount?: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;

  @OneToMany('DeckCardOrmEntity', 'deck')
  cards: DeckCardOrmEntity[];

  @OneToOne('DeckGuideOrmEntity', 'deck')
  guide?: DeckGuideOrmEntity | null;
}

@Entity('deck_guides')
export class DeckGuideOrmEntity {
  @PrimaryColumn({ name: 'deck_id', type: 'integer' })
  deckId: number;

  @OneToOne('DeckOrmEntity', 'guide', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'deck_id' })
  deck?: DeckOrmEntity;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'description_en', type: 'text', nullable: true })
  descriptionEn: string | null;

  /** JSON array of matchups in a text column (the migration's); TypeORM's simple-json reads and writes it on both databases. */
  @Column({ type: 'simple-json', nullable: true })
  matchups: Matchup[] | null;
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

/** Published decks per leader code, kept by every deck write in the same transaction (ADR 0046). */
@Entity('deck_leader_counts')
export class DeckLeaderCountOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  leaderCode: string;

  @Column({ type: 'integer' })
  count: number;
}

/** The Idempotency-Key a deck was created under, written in the deck's own transaction (issue 32 item 6). */
@Entity('deck_creations')
export class DeckCreationOrmEntity {
  @PrimaryColumn({ name: 'idempotency_key', type: 'varchar', length: 64 })
  key: string;

  @Column({ name: 'deck_id', type: 'integer' })
  deckId: number;

  @Column({ name: 'body_hash', type: 'varchar', length: 64 })
  bodyHash: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
