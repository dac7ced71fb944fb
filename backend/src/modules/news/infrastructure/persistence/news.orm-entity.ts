import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** News as in docs/product.md#data, plus the excerpts derived on write so lists never read the article bodies. */
@Entity('news')
export class NewsOrmEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ name: 'title_it', type: 'varchar', length: 200, nullable: true })
  titleIt: string | null;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'content_it', type: 'text', nullable: true })
  contentIt: string | null;

  @Column({ type: 'varchar', length: 400, default: '' })
  excerpt: string;

  @Column({ name: 'excerpt_it', type: 'varchar', length: 400, nullable: true })
  excerptIt: string | null;

  @Column({ type: 'varchar', length: 80 })
  author: string;

  @Column({ name: 'deck_id', type: 'integer', nullable: true })
  deckId: number | null;

  @Column({ name: 'youtube_url', type: 'varchar', length: 500, nullable: true })
  youtubeUrl: string | null;

  @Column({ name: 'image_url', type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ name: 'is_highlighted', type: 'boolean', default: false })
  isHighlighted: boolean;

  @Column({ name: 'is_draft', type: 'boolean', default: false })
  isDraft: boolean;

  /** When the article becomes public (ADR 0075); null: as soon as it is not a draft. */
  @Column({ name: 'publish_at', type: 'datetime', nullable: true })
  publishAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
