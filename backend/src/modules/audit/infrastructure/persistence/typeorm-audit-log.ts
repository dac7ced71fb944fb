import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, LessThan } from 'typeorm';
import { pageOffset, type Page, type PageRequest } from '../../../../shared/domain/paging.js';
import { AuditLog } from '../../application/ports/audit-log.js';
import type { AuditChange, AuditEntry, AuditFilter, NewAuditEntry } from '../../domain/audit-entry.js';
import type { Snapshot } from '../../domain/audit-summary.js';
import { AuditEntryOrmEntity } from './audit-entry.orm-entity.js';

/**
 * The table each entity type's row is read from for the before/after (ADR 0076), by the route's id or
 * code. Read through the ORM's metadata by table name: no other module's code is imported. Types not
 * listed (a setting, a report, an import) are summarised from what the request sent.
 */
const TABLES: Record<string, string> = {
  card: 'cards',
  deck: 'decks',
  news: 'news',
  tierlist: 'tier_list',
  format: 'formats',
  decky_phrase: 'decky_phrases',
  tournament: 'tournament_events',
  user: 'users',
  comment: 'comments',
};

@Injectable()
export class TypeOrmAuditLog extends AuditLog {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async snapshot(entityType: string, key: string, within?: unknown): Promise<Snapshot | null> {
    const metadata = this.dataSource.entityMetadatas.find((entity) => entity.tableName === TABLES[entityType]);
    if (!metadata) return null;
    // A route names a row by its id, or by its code where the table has one (formats).
    const byId = /^\d+$/.test(key) && metadata.findColumnWithPropertyName('id');
    const column = byId ? 'id' : metadata.findColumnWithPropertyName('code') ? 'code' : null;
    if (!column) return null;
    const manager = within instanceof EntityManager ? within : this.dataSource.manager;
    const row = await manager.getRepository<Snapshot>(metadata.target).findOne({ where: { [column]: byId ? Number(key) : key } });
    return row ? { ...row } : null;
  }

  async add(entry: NewAuditEntry, within?: unknown): Promise<number> {
    const manager = within instanceof EntityManager ? within : this.dataSource.manager;
    const result = await manager.getRepository(AuditEntryOrmEntity).insert({ ...toRow(entry), createdAt: new Date() });
    return Number(result.identifiers[0]?.id);
  }

  async complete(id: number, entry: NewAuditEntry): Promise<void> {
    await this.dataSource.getRepository(AuditEntryOrmEntity).update({ id }, toRow(entry));
  }

  async page(filter: AuditFilter, request: PageRequest): Promise<Page<AuditEntry>> {
    const query = this.dataSource.getRepository(AuditEntryOrmEntity).createQueryBuilder('entry');
    if (filter.actor !== undefined) {
      if (/^\d+$/.test(filter.actor)) query.andWhere('entry.actorId = :actorId', { actorId: Number(filter.actor) });
      else query.andWhere('LOWER(entry.actorUsername) = :username', { username: filter.actor.toLowerCase() });
    }
    if (filter.entityType !== undefined) query.andWhere('entry.entityType = :entityType', { entityType: filter.entityType });
    if (filter.entityId !== undefined) query.andWhere('entry.entityId = :entityId', { entityId: filter.entityId });
    if (filter.action !== undefined) query.andWhere('entry.action = :action', { action: filter.action });
    if (filter.from !== undefined) query.andWhere('entry.createdAt >= :from', { from: filter.from });
    if (filter.to !== undefined) query.andWhere('entry.createdAt <= :to', { to: filter.to });
    const [rows, total] = await query
      .orderBy('entry.createdAt', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .skip(pageOffset(request))
      .take(request.pageSize)
      .getManyAndCount();
    return { items: rows.map(toDomain), total, ...request };
  }

  async pruneBefore(time: Date): Promise<number> {
    return (await this.dataSource.getRepository(AuditEntryOrmEntity).delete({ createdAt: LessThan(time) })).affected ?? 0;
  }
}

function toRow(entry: NewAuditEntry): Omit<AuditEntryOrmEntity, 'id' | 'createdAt'> {
  return {
    actorId: entry.actorId,
    actorUsername: entry.actorUsername.slice(0, 64),
    action: entry.action.slice(0, 64),
    route: entry.route.slice(0, 200),
    entityType: entry.entityType.slice(0, 32),
    entityId: entry.entityId?.slice(0, 64) ?? null,
    entityLabel: entry.entityLabel?.slice(0, 120) ?? null,
    outcome: entry.outcome.slice(0, 64),
    changes: JSON.stringify(entry.changes),
  };
}

function toDomain(row: AuditEntryOrmEntity): AuditEntry {
  return {
    id: row.id,
    createdAt: new Date(row.createdAt),
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    action: row.action,
    route: row.route,
    entityType: row.entityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    outcome: row.outcome,
    changes: JSON.parse(row.changes) as AuditChange[],
  };
}
