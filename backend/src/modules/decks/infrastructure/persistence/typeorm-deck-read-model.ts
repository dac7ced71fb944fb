import { pageOffset, type PageRequest } from '../../../../shared/domain/paging.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan, SelectQueryBuilder } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { Tier } from '../../domain/deck.js';
import type { DeckSource, Visibility } from '../../domain/deck-access.js';
import { DeckReadModel, type DeckSearch, type DeckSummaryRow, type LeaderCountRow, type PlayerRow } from '../../application/ports/deck-read-model.js';
import { DeckLeaderCountOrmEntity, DeckOrmEntity } from './deck.orm-entity.js';
import { ENTRY_CARD } from './stored-card-sql.js';

/** The columns a tile needs: the whole `decks` row (the guides and matchups are in `deck_guides`). */
const SUMMARY_COLUMNS = [
  'id',
  'name',
  'author',
  'tier',
  'format',
  'leaderId',
  'leaderCode',
  'shortDescription',
  'shortDescriptionIt',
  'priority',
  'isDraft',
  'ownerId',
  'curated',
  'visibility',
  'hidden',
  'createdAt',
  'updatedAt',
] as const;
/** A column as the statements written out name it (the entity's property, or its snake_case column). */
const COLUMN_SQL: Partial<Record<(typeof SUMMARY_COLUMNS)[number], string>> = { ownerId: 'owner_id', shortDescriptionIt: 'shortDescription_it' };
const columnSql = (column: (typeof SUMMARY_COLUMNS)[number]) => (COLUMN_SQL[column] ? `d.${COLUMN_SQL[column]} AS ${column}` : `d.${column}`);
/** The owner's public username beside each row: one primary-key lookup per row of the page. */
const OWNER_JOIN = 'LEFT JOIN users u ON u.id = d.owner_id';

function toSummary(row: DeckOrmEntity, ownerUsername: string | null = null): DeckSummaryRow {
  return {
    id: row.id,
    name: row.name,
    author: row.author,
    tier: row.tier as Tier,
    format: row.format,
    leaderId: row.leaderId,
    leaderCode: row.leaderCode,
    shortDescription: row.shortDescription,
    shortDescriptionIt: row.shortDescriptionIt ?? '',
    priority: row.priority,
    isDraft: Boolean(row.isDraft),
    ownerId: row.ownerId === null || row.ownerId === undefined ? null : Number(row.ownerId),
    ownerUsername,
    curated: Boolean(row.curated),
    visibility: row.visibility as Visibility,
    hidden: Boolean(row.hidden),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Which rows a source lists (`listing`, kept by every write), or with drafts which rows it owns. */
function sourceClause(source: DeckSource, includeDrafts: boolean): string | null {
  if (includeDrafts) return source === 'all' ? null : `d.curated = ${source === 'curated' ? 1 : 0}`;
  return source === 'all' ? `d.listing IN ('curated', 'community')` : `d.listing = '${source}'`;
}

/**
 * SQL for the deck screens. Every query is bounded by the page (LIMIT/OFFSET, `IN` on a page of
 * ids) or runs inside the database on an index (COUNT, GROUP BY); no deck is loaded to be thrown
 * away, and no list reads a guide. Indexes (migration DecksOwnedByPlayers1734100000000): IDX_decks_listing
 * (listing, createdAt), IDX_decks_listing_{format,format_tier,tier,leader,priority,name}: each gallery
 * (the `listing` column, ADR 0061) is its own range; IDX_decks_owner for one player's decks,
 * IDX_deck_cards_deck, the cards' primary key and unique code; `deck_leader_counts` for the curated
 * gallery's leader options; IDX_decks_listing_favorites (listing, favorite_count DESC, …) for "most
 * favourited"; IDX_decks_curated (curated, createdAt) for the back office's list with drafts and the
 * dashboard's counts. A page's ids are read from the index first, then only those rows (issue 34 item 7).
 */
/** The favourites a user may still read: listed decks, unlisted ones and their own (the owner's id is the second parameter). */
const READABLE_FAVORITE = "(d.listing IS NOT NULL OR (d.curated = 0 AND d.hidden = 0 AND d.visibility = 'unlisted') OR d.owner_id = ?)";

@Injectable()
export class TypeOrmDeckReadModel extends DeckReadModel {
  private readonly caseless: string;
  private summaryColumns?: ColumnMetadata[];

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
    // A-to-Z ignoring case, in the order IDX_decks_gallery_name keeps (MySQL's collation already ignores case).
    this.caseless = dataSource.options.type === 'mysql' ? 'd.name' : 'd.name COLLATE NOCASE';
  }

  /**
   * The gallery's page and its filter's count: the statements written out and run as they are, the
   * dates hydrated by TypeORM's own driver. The query builder's SQL generation and entity mapping
   * were about a fifth of the CPU of an uncached gallery request (#31).
   */
  async search(search: DeckSearch): Promise<{ rows: DeckSummaryRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const and = (clause: string, ...values: unknown[]) => {
      where.push(clause);
      params.push(...values);
    };
    const source = search.source ?? 'curated';
    if (search.owner) {
      and('d.owner_id = ?', search.owner.id);
      if (search.owner.listedOnly) and(`d.listing = 'community'`);
    } else {
      const clause = sourceClause(source, Boolean(search.includeDrafts));
      if (clause) and(clause);
    }
    if (search.status) and('d.isDraft = ?', search.status === 'draft' ? 1 : 0);
    if (search.tier) and('d.tier = ?', search.tier);
    if (search.format) and('d.format = ?', search.format);
    // Decks keep the leader's code beside its id, so a re-import that renumbered cards still matches.
    if (search.leaderCode !== undefined) and('d.leaderCode = ?', search.leaderCode);
    else if (search.leaderId !== undefined) and('d.leaderCode IS NULL AND d.leaderId = ?', search.leaderId);
    if (search.text) {
      const pattern = `%${search.text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;
      and(`(LOWER(d.name) LIKE ? ESCAPE '!' OR LOWER(d.author) LIKE ? ESCAPE '!')`, pattern, pattern);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // The whole curated gallery's count is the leader counts' sum (kept by every deck write, ADR
    // 0046) plus the few decks without a leader code: a COUNT(*) of every listed deck grows with
    // the table (on MariaDB the unfiltered pages took 3 to 3.7 times longer at 100,000 decks than at 10).
    const wholeGallery = !search.owner && !search.includeDrafts && source === 'curated' && where.length === 1;
    const counting = wholeGallery
      ? `SELECT (SELECT COALESCE(SUM(count), 0) FROM deck_leader_counts) + (SELECT COUNT(*) FROM decks d WHERE d.listing = 'curated' AND d.leaderCode IS NULL) AS total`
      : `SELECT COUNT(*) AS total FROM decks d ${filter}`;
    const [counted] = (await this.dataSource.query(counting, wholeGallery ? [] : params)) as Array<{ total: number | string }>;
    const total = Number(counted?.total ?? 0);
    if (total === 0) return { rows: [], total };
    const orders: Record<string, string> = {
      oldest: 'd.createdAt ASC, d.id ASC',
      name: `${this.caseless} ASC, d.id ASC`,
      priority: 'd.priority ASC, d.createdAt DESC, d.id DESC',
      // The count kept on each deck (IDX_decks_listing_favorites): a page read from the index.
      favorites: 'd.favorite_count DESC, d.createdAt DESC, d.id DESC',
      newest: 'd.createdAt DESC, d.id DESC',
    };
    const order = search.order ? this.columnOrder(search.order) : (orders[search.sort] ?? orders.newest);
    const offset = (search.page - 1) * search.pageSize;
    // The page's ids first, from the index alone (each filter and order has one that holds the id),
    // then those rows and their owners: a page deep in the community gallery skips thousands of index
    // entries, not thousands of rows each with its owner's lookup (issue 34 item 7: 200,000 decks).
    const rows = (await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS.map(columnSql).join(', ')}, u.username AS ownerUsername ` +
        `FROM (SELECT d.id FROM decks d ${filter} ORDER BY ${order} LIMIT ? OFFSET ?) picked ` +
        `INNER JOIN decks d ON d.id = picked.id ${OWNER_JOIN} ORDER BY ${order}`,
      // Bound, not written in: one statement per filter and order, prepared once (the driver keeps 100).
      [...params, Number(search.pageSize), Number(offset)],
    )) as Array<Record<(typeof SUMMARY_COLUMNS)[number] | 'ownerUsername', unknown>>;
    return { rows: rows.map((row) => toSummary(this.hydrated(row), (row.ownerUsername as string | null) ?? null)), total };
  }

  /** The back office's column orders (ADR 0074): text without case, as the name's index; ties newest first, then by id. */
  private columnOrder({ field, descending }: NonNullable<DeckSearch['order']>): string {
    const direction = descending ? 'DESC' : 'ASC';
    const column: Record<typeof field, string> = {
      createdAt: 'd.createdAt',
      name: this.caseless,
      author: this.caseless.replace('d.name', 'd.author'),
      tier: 'd.tier',
      format: 'd.format',
      priority: 'd.priority',
    };
    if (field === 'createdAt') return `d.createdAt ${direction}, d.id ${direction}`;
    return `${column[field]} ${direction}, d.createdAt DESC, d.id DESC`;
  }

  /** A raw `decks` row as the entity would hold it (dates and booleans as TypeORM's driver reads them). */
  private hydrated(row: Record<string, unknown>): DeckOrmEntity {
    // The columns' metadata is looked up once, not per row.
    this.summaryColumns ??= SUMMARY_COLUMNS.map((name) => this.dataSource.getMetadata(DeckOrmEntity).findColumnWithPropertyName(name)!);
    const entity: Record<string, unknown> = {};
    for (const column of this.summaryColumns) entity[column.propertyName] = this.dataSource.driver.prepareHydratedValue(row[column.propertyName], column);
    return entity as unknown as DeckOrmEntity;
  }

  async publishedByIds(ids: readonly number[]): Promise<DeckSummaryRow[]> {
    if (!ids.length) return [];
    const rows = await this.published('d')
      .select(SUMMARY_COLUMNS.map((column) => `d.${column}`))
      .andWhere('d.id IN (:...ids)', { ids: [...new Set(ids)] })
      .getMany();
    return rows.map((row) => toSummary(row));
  }

  async publishedOfFormat(format: string): Promise<DeckSummaryRow[]> {
    const rows = await this.published('d')
      .select(SUMMARY_COLUMNS.map((column) => `d.${column}`))
      .andWhere('d.format = :format', { format })
      .orderBy('d.priority', 'ASC')
      .addOrderBy('d.createdAt', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .getMany();
    return rows.map((row) => toSummary(row));
  }

  async leaderCounts(source: DeckSource = 'curated'): Promise<LeaderCountRow[]> {
    if (source === 'curated') {
      // Kept by every deck write (TypeOrmDeckRepository): one row per leader, whatever the number of decks.
      const rows = await this.dataSource.getRepository(DeckLeaderCountOrmEntity).find({ where: { count: MoreThan(0) } });
      return rows.map((row) => ({ leaderId: null, leaderCode: row.leaderCode, count: row.count }));
    }
    // The listed community decks, grouped on IDX_decks_listing_leader (listing, leaderCode, …).
    const rows = (await this.dataSource.query(
      `SELECT d.leaderCode AS leaderCode, COUNT(*) AS count FROM decks d WHERE ${sourceClause(source, false)} AND d.leaderCode IS NOT NULL GROUP BY d.leaderCode`,
    )) as Array<{ leaderCode: string; count: number | string }>;
    return rows.map((row) => ({ leaderId: null, leaderCode: row.leaderCode, count: Number(row.count) }));
  }

  async formatCounts(source: DeckSource = 'curated'): Promise<Array<{ format: string; count: number }>> {
    const rows = (await this.dataSource.query(
      `SELECT d.format AS format, COUNT(*) AS count FROM decks d WHERE ${sourceClause(source, false)} AND d.format IS NOT NULL AND d.format <> '' GROUP BY d.format`,
    )) as Array<{ format: string; count: number | string }>;
    return rows.map((row) => ({ format: row.format, count: Number(row.count) }));
  }

  async favoritesOf(userId: number): Promise<DeckSummaryRow[]> {
    return this.favoriteRows(userId);
  }

  async favoritesPage(userId: number, page: PageRequest): Promise<{ rows: DeckSummaryRow[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      this.favoriteRows(userId, page),
      this.dataSource.query(
        `SELECT COUNT(*) AS total FROM decks d INNER JOIN favorite_decks f ON f.deck_id = d.id AND f.user_id = ? WHERE ${READABLE_FAVORITE}`,
        [userId, userId],
      ) as Promise<Array<{ total: number | string }>>,
    ]);
    return { rows, total: Number(count?.total ?? 0) };
  }

  /** A user's readable favourites, most recently added first; a page of them when asked. */
  private async favoriteRows(userId: number, page?: PageRequest): Promise<DeckSummaryRow[]> {
    // The favourites table is the favorites module's, the users table the users module's; both are
    // joined by name (no import of their entities). Listed decks, unlisted ones and the user's own.
    const rows = (await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS.map(columnSql).join(', ')}, u.username AS ownerUsername FROM decks d
       INNER JOIN favorite_decks f ON f.deck_id = d.id AND f.user_id = ?
       ${OWNER_JOIN}
       WHERE ${READABLE_FAVORITE}
       ORDER BY f.created_at DESC, f.id DESC${page ? ' LIMIT ? OFFSET ?' : ''}`,
      page ? [userId, userId, page.pageSize, pageOffset(page)] : [userId, userId],
    )) as Array<Record<(typeof SUMMARY_COLUMNS)[number] | 'ownerUsername', unknown>>;
    return rows.map((row) => toSummary(this.hydrated(row), (row.ownerUsername as string | null) ?? null));
  }

  async byIds(ids: readonly number[]): Promise<DeckSummaryRow[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    // With the owner's username: the card and leader pages show these as tiles ("Deck by …").
    const rows = (await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS.map(columnSql).join(', ')}, u.username AS ownerUsername FROM decks d
       ${OWNER_JOIN}
       WHERE d.id IN (${unique.map(() => '?').join(', ')})`,
      unique,
    )) as Array<Record<(typeof SUMMARY_COLUMNS)[number] | 'ownerUsername', unknown>>;
    return rows.map((row) => toSummary(this.hydrated(row), (row.ownerUsername as string | null) ?? null));
  }

  async usernameOf(userId: number): Promise<string | null> {
    const [row] = (await this.dataSource.query('SELECT username FROM users WHERE id = ?', [userId])) as Array<{ username: string }>;
    return row?.username ?? null;
  }

  async playerByUsername(username: string): Promise<PlayerRow | null> {
    // Unique without case: MySQL's collation compares so; SQLite has UQ_users_username_lower.
    const clause = this.dataSource.options.type === 'mysql' ? 'username = ?' : 'lower(username) = lower(?)';
    const [row] = (await this.dataSource.query(`SELECT id, username FROM users WHERE ${clause}`, [username])) as Array<{
      id: number | string;
      username: string;
    }>;
    return row ? { id: Number(row.id), username: row.username } : null;
  }

  async favoritesReceived(ownerId: number): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT COALESCE(SUM(d.favorite_count), 0) AS total FROM decks d WHERE d.owner_id = ? AND d.listing = 'community'`,
      [ownerId],
    )) as Array<{ total: number | string }>;
    return Number(row?.total ?? 0);
  }

  async cardCounts(deckIds: readonly number[]): Promise<Map<number, number>> {
    if (!deckIds.length) return new Map();
    // Written SQL, as the gallery's page (search): a card counts when it still exists, by id, else by
    // code (as the deck page resolves it).
    const rows = (await this.dataSource.query(
      `SELECT dc.deck_id AS deckId, SUM(dc.quantity) AS total FROM deck_cards dc
       ${ENTRY_CARD.join}
       WHERE dc.deck_id IN (${deckIds.map(() => '?').join(', ')}) AND ${ENTRY_CARD.found}
       GROUP BY dc.deck_id`,
      [...deckIds],
    )) as Array<{ deckId: number | string; total: number | string }>;
    return new Map(rows.map((row) => [Number(row.deckId), Number(row.total)]));
  }

  async publishedIds(): Promise<number[]> {
    const rows = await this.published('d').select('d.id', 'id').orderBy('d.id', 'ASC').getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  async deckCounts(): Promise<{ curated: number; community: number }> {
    // Two ranges of IDX_decks_curated (curated, createdAt), counted in the index.
    const [row] = (await this.dataSource.query(
      'SELECT (SELECT COUNT(*) FROM decks WHERE curated = 1) AS curated, (SELECT COUNT(*) FROM decks WHERE curated = 0) AS community',
    )) as Array<{ curated: number | string; community: number | string }>;
    return { curated: Number(row?.curated ?? 0), community: Number(row?.community ?? 0) };
  }

  private decks(alias: string): SelectQueryBuilder<DeckOrmEntity> {
    return this.dataSource.getRepository(DeckOrmEntity).createQueryBuilder(alias);
  }

  /** The curated gallery's decks: admins' decks that are published (and not hidden). */
  private published(alias: string): SelectQueryBuilder<DeckOrmEntity> {
    return this.decks(alias).where(`${alias}.listing = :listing`, { listing: 'curated' });
  }
}
