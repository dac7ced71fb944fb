import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An imported event (migration Tournaments1734500000000). */
@Entity('tournament_events')
@Index('UQ_tournament_events_event', ['format', 'eventDate', 'name'], { unique: true })
export class TournamentEventOrmEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** YYYY-MM-DD: compared as text, the same on SQLite and MySQL. */
  @Column({ name: 'event_date', type: 'varchar', length: 10 })
  eventDate: string;

  @Column({ type: 'varchar', length: 16 })
  format: string;

  @Column({ type: 'integer' })
  players: number;

  @Column({ name: 'top_cut', type: 'integer' })
  topCut: number;

  @Column({ name: 'standing_count', type: 'integer' })
  standingCount: number;

  @Column({ name: 'read_count', type: 'integer' })
  readCount: number;

  @Column({ name: 'match_count', type: 'integer' })
  matchCount: number;

  @Column({ name: 'problem_count', type: 'integer' })
  problemCount: number;

  /** The pairings' and CSV rows' problems, as JSON (the standings keep their own). */
  @Column({ type: 'text', nullable: true })
  problems: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}

/** One standing; format and date copied from its event so the meta is one indexed GROUP BY. */
@Entity('tournament_standings')
export class TournamentStandingOrmEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'event_id', type: 'integer' })
  eventId: number;

  @Column({ type: 'varchar', length: 16 })
  format: string;

  @Column({ name: 'event_date', type: 'varchar', length: 10 })
  eventDate: string;

  @Column({ type: 'integer' })
  placing: number;

  @Column({ type: 'varchar', length: 100 })
  player: string;

  @Column({ type: 'integer' })
  wins: number;

  @Column({ type: 'integer' })
  losses: number;

  @Column({ type: 'integer' })
  ties: number;

  @Column({ name: 'leader_code', type: 'varchar', length: 30, nullable: true })
  leaderCode: string | null;

  @Column({ name: 'in_top_cut', type: 'smallint' })
  inTopCut: number;

  /** What could not be read, as JSON; null when everything was. */
  @Column({ type: 'text', nullable: true })
  problems: string | null;
}

/** One side of one game between two read leaders: each pairing is two rows, one per side. */
@Entity('tournament_games')
export class TournamentGameOrmEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'event_id', type: 'integer' })
  eventId: number;

  @Column({ type: 'varchar', length: 16 })
  format: string;

  @Column({ name: 'event_date', type: 'varchar', length: 10 })
  eventDate: string;

  @Column({ type: 'integer' })
  round: number;

  @Column({ name: 'leader_code', type: 'varchar', length: 30 })
  leaderCode: string;

  @Column({ name: 'opponent_code', type: 'varchar', length: 30 })
  opponentCode: string;

  /** 'W', 'L' or 'T', from leader_code's side. */
  @Column({ type: 'varchar', length: 1 })
  result: string;
}
