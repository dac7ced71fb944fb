import { Column, Entity, PrimaryColumn, type ValueTransformer } from 'typeorm';

/** bigint comes back as a string from MySQL: epoch milliseconds fit a JS number exactly. */
const epochMs: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/** One account key's failed logins (ADR 0053). */
@Entity('login_attempts')
export class LoginAttemptOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'int', default: 0 })
  failures: number;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  lockedUntil: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  unlockTokenHash: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  unlockExpiresAt: number | null;
}
