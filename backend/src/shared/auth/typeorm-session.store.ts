import session from 'express-session';
import type { DataSource } from 'typeorm';

const DAY = 24 * 60 * 60 * 1000;

/**
 * express-session store on the app's own database (the `sessions` table), so a session made by
 * one instance is valid on every instance sharing the database, on SQLite and MySQL alike.
 */
export class TypeOrmSessionStore extends session.Store {
  private writes = 0;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  override get(sid: string, callback: (error: unknown, session?: session.SessionData | null) => void): void {
    this.dataSource
      .query(`SELECT ${this.q('data')}, ${this.q('expiresAt')} FROM ${this.q('sessions')} WHERE ${this.q('id')} = ?`, [sid])
      .then((rows: Array<{ data: string; expiresAt: string | number }>) => {
        const row = rows[0];
        if (!row || Number(row.expiresAt) < Date.now()) return callback(null, null);
        callback(null, JSON.parse(row.data) as session.SessionData);
      }, callback);
  }

  override set(sid: string, data: session.SessionData, callback?: (error?: unknown) => void): void {
    const expiresAt = this.expiryOf(data);
    const json = JSON.stringify(data);
    const [table, id, column, expires] = ['sessions', 'id', 'data', 'expiresAt'].map((name) => this.q(name));
    this.dataSource
      .transaction(async (manager) => {
        // Delete + insert is the one upsert both dialects share.
        await manager.query(`DELETE FROM ${table} WHERE ${id} = ?`, [sid]);
        await manager.query(`INSERT INTO ${table} (${id}, ${column}, ${expires}) VALUES (?, ?, ?)`, [sid, json, expiresAt]);
      })
      .then(() => this.pruneNowAndThen())
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.dataSource.query(`DELETE FROM ${this.q('sessions')} WHERE ${this.q('id')} = ?`, [sid]).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  override touch(sid: string, data: session.SessionData, callback?: () => void): void {
    this.dataSource.query(`UPDATE ${this.q('sessions')} SET ${this.q('expiresAt')} = ? WHERE ${this.q('id')} = ?`, [this.expiryOf(data), sid]).then(
      () => callback?.(),
      () => callback?.(),
    );
  }

  private expiryOf(data: session.SessionData): number {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + DAY;
  }

  /** Expired rows are removed every few hundred writes, so the table never grows without bound. */
  private async pruneNowAndThen(): Promise<void> {
    if (++this.writes % 200 !== 1) return;
    await this.dataSource.query(`DELETE FROM ${this.q('sessions')} WHERE ${this.q('expiresAt')} < ?`, [Date.now()]);
  }

  private q(identifier: string): string {
    return this.dataSource.driver.escape(identifier);
  }
}
