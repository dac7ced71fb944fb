import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class UserOrmEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  username: string;

  @Column({ type: 'varchar', length: 255, nullable: true, unique: true })
  email: string | null;

  @Column({ type: 'varchar', length: 255 })
  password: string;

  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  @Column({ type: 'boolean', default: false })
  isSuperAdmin: boolean;

  @Column({ type: 'boolean', default: false })
  isEmailVerified: boolean;

  @Column({ type: 'varchar', length: 64, nullable: true })
  verificationToken: string | null;

  @Column({ type: 'datetime', nullable: true })
  verificationTokenExpiresAt: Date | null;

  @Column({ type: 'varchar', length: 2, default: 'it' })
  language: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
