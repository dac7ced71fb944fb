import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../../database/data-source.js';
import { CardOrmEntity } from '../persistence/card.orm-entity.js';
import { openSqliteFile } from '../persistence/sqlite-card-upsert.js';
import { TypeOrmCardRepository } from '../persistence/typeorm-card.repository.js';
import { OffThreadCardFiles } from './off-thread-card-files.js';

/** SQLite only by nature: the worker writes a SQLite file on a connection of its own (ADR 0028). */
describe('OffThreadCardFiles on a SQLite file', () => {
  const path = join(tmpdir(), `opdecks-off-thread-${process.pid}.sqlite`);
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource({ ...dataSourceOptions({ dbType: 'sqlite', dbPath: path, databaseUrl: undefined }), entities: [CardOrmEntity] });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  });

  it("does not put the event loop to sleep behind the worker's write lock while the worker writes", async () => {
    const files = new OffThreadCardFiles(dataSource, new TypeOrmCardRepository(dataSource));
    const app = (dataSource.driver as unknown as { databaseConnection: { pragma(sql: string, options?: { simple: boolean }): unknown } }).databaseConnection;
    // Another connection holds the write lock, as the worker does during an import.
    const worker = openSqliteFile(path);
    worker.prepare('BEGIN IMMEDIATE').run([]);
    try {
      const started = performance.now();
      await files.whileWorkerWrites(async () => {
        // Refused at once (a 503 for a request), not after the 5 s busy timeout spent asleep.
        await expect(dataSource.query(`UPDATE "cards" SET "name" = "name"`)).rejects.toThrow(/busy|locked/i);
        // Reads go on (WAL).
        expect(await dataSource.query('SELECT COUNT(*) AS total FROM "cards"')).toEqual([{ total: 0 }]);
      });
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      worker.prepare('ROLLBACK').run([]);
      worker.close();
    }
    // Afterwards the app's connection waits for other writers again, as configured.
    expect(app.pragma('busy_timeout', { simple: true })).toBe(5000);
    await dataSource.query(`UPDATE "cards" SET "name" = "name"`);
  });
});
