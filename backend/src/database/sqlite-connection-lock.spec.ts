import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { lockSqliteConnection } from './sqlite-connection-lock.js';

@Entity('notes')
class NoteEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  text!: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two requests' work interleaved on the one connection, as the event loop interleaves them. */
describe('the embedded database takes one transaction at a time (ADR 0056)', () => {
  let dataSource: DataSource;
  const texts = async () => (await dataSource.getRepository(NoteEntity).find({ order: { id: 'ASC' } })).map((note) => note.text);

  beforeEach(async () => {
    dataSource = lockSqliteConnection(
      await new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [NoteEntity], synchronize: true }).initialize(),
    );
  });

  afterEach(() => dataSource.destroy());

  it("keeps a transaction's write when another, open before it, rolls back", async () => {
    const failing = dataSource.transaction(async (manager) => {
      await pause(30);
      await manager.insert(NoteEntity, { text: 'failing' });
      await pause(30);
      throw new Error('the first request fails');
    });
    await pause(10);
    await dataSource.transaction((manager) => manager.insert(NoteEntity, { text: 'committed' }));
    await expect(failing).rejects.toThrow('the first request fails');
    expect(await texts()).toEqual(['committed']);
  });

  it('never shows a reader what an open transaction has not committed, nor loses a plain save made meanwhile', async () => {
    let seenInside: string[] = [];
    const failing = dataSource.transaction(async (manager) => {
      await manager.insert(NoteEntity, { text: 'uncommitted' });
      await pause(30);
      seenInside = (await manager.find(NoteEntity)).map((note) => note.text);
      throw new Error('rolled back');
    });
    await pause(5);
    const readMeanwhile = await texts();
    await dataSource.getRepository(NoteEntity).save({ text: 'saved meanwhile' });
    await expect(failing).rejects.toThrow('rolled back');
    expect(seenInside).toEqual(['uncommitted']);
    expect(readMeanwhile).toEqual([]);
    expect(await texts()).toEqual(['saved meanwhile']);
  });

  it('lets a transaction nest its own (a savepoint): the inner one fails alone', async () => {
    await dataSource.transaction(async (manager) => {
      await manager.insert(NoteEntity, { text: 'outer' });
      await expect(
        manager.transaction(async (inner) => {
          await inner.insert(NoteEntity, { text: 'inner' });
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
    });
    expect(await texts()).toEqual(['outer']);
  });

  it('runs many interleaved transactions and reads to the end, each write once', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2
          ? dataSource.transaction(async (manager) => {
              await manager.insert(NoteEntity, { text: `t${index}` });
              await pause(1);
            })
          : texts(),
      ),
    );
    expect((await texts()).sort()).toEqual(['t1', 't11', 't13', 't15', 't17', 't19', 't3', 't5', 't7', 't9']);
  });
});
