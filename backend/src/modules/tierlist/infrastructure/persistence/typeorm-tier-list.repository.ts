import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { TierListBoard, type TierListEntry } from '../../domain/tier-list.js';
import { TierListRepository } from '../../domain/tier-list.repository.js';
import { toDomain } from './tier-list.mapper.js';
import { TierListOrmEntity } from './tier-list.orm-entity.js';
import { inTransaction } from '../../../../database/transactions.js';

/** Rows per INSERT when a board gains many entries at once (see write()). */
const INSERT_SLICE = 500;

const ORDER = { format: 'ASC', tier: 'ASC', position: 'ASC', id: 'ASC' } as const;

@Injectable()
export class TypeOrmTierListRepository extends TierListRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async list(format?: string): Promise<TierListEntry[]> {
    const rows = await this.dataSource.getRepository(TierListOrmEntity).find({ where: format === undefined ? {} : { format }, order: ORDER });
    return rows.map(toDomain);
  }

  async findById(id: number): Promise<TierListEntry | null> {
    const row = await this.dataSource.getRepository(TierListOrmEntity).findOneBy({ id });
    return row ? toDomain(row) : null;
  }

  change(format: string, apply: (board: TierListBoard) => void): Promise<TierListEntry[]> {
    return inTransaction(this.dataSource, async (manager) => {
      // MySQL: lock the format's rows (and the gap where new ones go) until the end of the
      // transaction, so two admins' moves are applied one after the other. SQLite has one writer.
      const lock = this.dataSource.options.type === 'mysql' ? { lock: { mode: 'pessimistic_write' as const } } : {};
      const rows = await manager.find(TierListOrmEntity, { where: { format }, order: ORDER, ...lock });
      const board = new TierListBoard(format, rows.map(toDomain));
      apply(board);
      await this.write(manager, board);
      return (await manager.find(TierListOrmEntity, { where: { format }, order: ORDER })).map(toDomain);
    });
  }

  /**
   * Removed rows go first; moved rows are parked on a position no live row can hold (minus their
   * id) before taking their new one, so the unique (format, tier, position) index holds at every
   * statement; new rows go in last, into the room made for them.
   */
  private async write(manager: EntityManager, board: TierListBoard): Promise<void> {
    const { added, updated, removed } = board.changes();
    const repository = manager.getRepository(TierListOrmEntity);
    if (removed.length) await repository.delete({ id: In(removed) });
    const moved = updated.length > 1 ? updated : [];
    for (const row of moved) await repository.update({ id: row.id }, { position: -row.id });
    for (const row of updated) await repository.update({ id: row.id }, { tier: row.tier, position: row.position, notes: row.notes });
    // In slices: TypeORM reads the inserted rows back with one `id = ? OR …` term per row, which SQLite
    // refuses past 1,000 terms (the demo seed's board on a database with thousands of decks did).
    for (let start = 0; start < added.length; start += INSERT_SLICE)
      await repository.insert(added.slice(start, start + INSERT_SLICE).map((entry) => ({ ...entry })));
  }
}
