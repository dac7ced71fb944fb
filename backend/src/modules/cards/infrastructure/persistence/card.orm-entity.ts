import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('cards')
export class CardOrmEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 32, default: '' })
  type: string;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'int', nullable: true })
  cost: number | null;

  @Column({ type: 'int', nullable: true })
  power: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  counter: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  color: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  attribute: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  family: string | null;

  @Column({ type: 'text', nullable: true })
  ability: string | null;

  @Column({ type: 'text', nullable: true })
  trigger: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  set: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  rarity: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
