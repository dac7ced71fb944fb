import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThan } from 'typeorm';
import { nextTurn } from '../../../../shared/async/next-turn.js';
import { pageOffset, type Page, type PageRequest } from '../../../../shared/domain/paging.js';
import type { SortOrder } from '../../../../shared/domain/sort-order.js';
import type { Card, NewCard } from '../../domain/card.js';
import { byPrinting, CARD_TYPES, printingBaseCode } from '../../domain/card.js';
import { CardRepository, type CardTableFilter, type CardTableSortField } from '../../domain/card.repository.js';
import { CardOrmEntity } from './card.orm-entity.js';
import { toDomain, toPersistence } from './card.mapper.js';
import { inTransaction } from '../../../../database/transactions.js';

/** Rows per multi-row statement: 14 columns × 500 stays far below SQLite's and MySQL's placeholder limits. */
const CHUNK = 500;
/** Rows per read of the whole table, with a turn of the event loop between reads (SQLite's driver is synchronous). */
const READ_PAGE = 250;

@Injectable()
export class TypeOrmCardRepository extends CardRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  private get repository() {
    return this.dataSource.getRepository(CardOrmEntity);
  }

  /** Every card by id, read a page at a time so that other requests go on meanwhile (ADR 0022). */
  async findAll(): Promise<Card[]> {
    const cards: Card[] = [];
    let lastId = 0;
    for (;;) {
      const page = await this.repository.find({ where: { id: MoreThan(lastId) }, order: { id: 'ASC' }, take: READ_PAGE });
      cards.push(...page.map(toDomain));
      if (page.length < READ_PAGE) return cards;
      lastId = page[page.length - 1].id;
      await nextTurn();
    }
  }

  async page(filter: CardTableFilter, order: SortOrder<CardTableSortField>, page: PageRequest): Promise<Page<Card>> {
    const query = this.repository.createQueryBuilder('c');
    // LIKE wildcards typed by the admin are matched literally ('!' escapes on both databases).
    const like = (text: string) => text.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`);
    if (filter.text) {
      query.andWhere("(LOWER(c.name) LIKE :text ESCAPE '!' OR LOWER(c.code) LIKE :text ESCAPE '!' OR LOWER(c.set) LIKE :text ESCAPE '!')", {
        text: `%${like(filter.text)}%`,
      });
    }
    // Compared by their bytes: MySQL's collation would take 'Leader' for 'LEADER', which the form does not accept.
    const typeBytes = (type: string) => Buffer.from(type, 'utf8').toString('hex').toUpperCase();
    if (filter.type === 'invalid') query.andWhere('HEX(c.type) NOT IN (:...valid)', { valid: CARD_TYPES.map(typeBytes) });
    else if (filter.type) query.andWhere('HEX(c.type) = :type', { type: typeBytes(filter.type) });
    if (filter.color) {
      const colour = like(filter.color.trim());
      query.andWhere(
        "(LOWER(c.color) = :colour OR LOWER(c.color) LIKE :first ESCAPE '!' OR LOWER(c.color) LIKE :last ESCAPE '!' OR LOWER(c.color) LIKE :middle ESCAPE '!')",
        { colour: filter.color.trim().toLowerCase(), first: `${colour}/%`, last: `%/${colour}`, middle: `%/${colour}/%` },
      );
    }
    if (filter.set) query.andWhere('c.set = :set', { set: filter.set });
    const direction = order.descending ? 'DESC' : 'ASC';
    const column = { code: 'c.code', name: 'LOWER(c.name)', type: 'c.type', set: 'c.set', id: 'c.id' }[order.field];
    query.orderBy(column, direction);
    if (order.field !== 'id') query.addOrderBy('c.id', 'ASC');
    const [rows, total] = await query.skip(pageOffset(page)).take(page.pageSize).getManyAndCount();
    return { items: rows.map(toDomain), total, page: page.page, pageSize: page.pageSize };
  }

  async findById(id: number): Promise<Card | null> {
    const row = await this.repository.findOneBy({ id });
    return row ? toDomain(row) : null;
  }

  async findByCode(code: string): Promise<Card | null> {
    const row = await this.repository.findOneBy({ code });
    return row ? toDomain(row) : null;
  }

  async findByIdsOrCodes(ids: number[], codes: string[]): Promise<Card[]> {
    if (!ids.length && !codes.length) return [];
    const where = [...(ids.length ? [{ id: In(ids) }] : []), ...(codes.length ? [{ code: In(codes) }] : [])];
    return (await this.repository.find({ where })).map(toDomain);
  }

  async findPrintings(code: string): Promise<Card[]> {
    const base = printingBaseCode(code);
    // A base code is letters, digits and '-' (isCatalogCardCode): the '_' of the pattern is LIKE's one
    // character, so 'OP01-016_%' finds '_p1' and '-p2' alike; the domain's rule then keeps the printings.
    if (!/^[A-Z0-9-]+$/.test(base)) return [];
    const rows = await this.repository
      .createQueryBuilder('card')
      .where('UPPER(card.code) = :base OR UPPER(card.code) LIKE :printings', { base, printings: `${base}_%` })
      .getMany();
    return byPrinting(rows.map(toDomain).filter((card) => printingBaseCode(card.code) === base));
  }

  count(): Promise<number> {
    return this.repository.count();
  }

  async upsertMany(cards: NewCard[]): Promise<number> {
    // Last occurrence of a code wins, as when the same file lists a card twice.
    const byCode = new Map(cards.map((card) => [card.code, toPersistence(card)]));
    const rows = [...byCode.values()];
    const updatable = Object.keys(rows[0] ?? {}).filter((column) => column !== 'code');
    await inTransaction(this.dataSource, async (manager) => {
      for (let start = 0; start < rows.length; start += CHUNK) {
        // INSERT … ON CONFLICT/ON DUPLICATE KEY UPDATE; updateEntity(false): no per-row id read-back.
        await manager
          .createQueryBuilder()
          .insert()
          .into(CardOrmEntity)
          .values(rows.slice(start, start + CHUNK))
          .orUpdate(updatable, ['code'])
          .updateEntity(false)
          .execute();
      }
    });
    return rows.length;
  }

  async update(id: number, changes: Partial<NewCard>): Promise<Card | null> {
    const row = await this.repository.findOneBy({ id });
    if (!row) return null;
    await this.repository.update({ id }, changes);
    return this.findById(id);
  }

  async updateTypes(changes: Array<{ id: number; type: string }>): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      // One UPDATE per target type, not per card.
      const idsByType = new Map<string, number[]>();
      for (const { id, type } of changes) idsByType.set(type, [...(idsByType.get(type) ?? []), id]);
      for (const [type, ids] of idsByType) {
        for (let start = 0; start < ids.length; start += CHUNK) {
          await manager.update(CardOrmEntity, { id: In(ids.slice(start, start + CHUNK)) }, { type });
        }
      }
    });
  }

  async deleteById(id: number): Promise<boolean> {
    return ((await this.repository.delete({ id })).affected ?? 0) > 0;
  }

  async create(card: NewCard): Promise<Card | null> {
    try {
      const { id } = await this.repository.save(this.repository.create(toPersistence(card)));
      return this.findById(id);
    } catch (error) {
      // The unique code refused it (another admin took the code meanwhile): a conflict, not a failure.
      if (await this.findByCode(card.code)) return null;
      throw error;
    }
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    const unique = [...new Set(ids)];
    return inTransaction(this.dataSource, async (manager) => {
      let deleted = 0;
      for (let start = 0; start < unique.length; start += CHUNK) {
        deleted += (await manager.delete(CardOrmEntity, { id: In(unique.slice(start, start + CHUNK)) })).affected ?? 0;
      }
      return deleted;
    });
  }

  async deleteByCodePrefix(prefix: string): Promise<number> {
    // '!' as the LIKE escape: backslash means different things in MySQL and SQLite string literals.
    const pattern = `${prefix.toUpperCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;
    const result = await this.repository.createQueryBuilder().delete().where("UPPER(code) LIKE :pattern ESCAPE '!'", { pattern }).execute();
    return result.affected ?? 0;
  }

  async deleteAll(): Promise<number> {
    const result = await this.repository.createQueryBuilder().delete().execute();
    return result.affected ?? 0;
  }
}
