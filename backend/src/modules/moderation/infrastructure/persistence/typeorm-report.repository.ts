import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThanOrEqual } from 'typeorm';
import { openReportKey, type NewReport, type Report, type ReportReason, type ReportStatus, type ReportTarget } from '../../domain/report.js';
import { QUEUE_REPORTS_SHOWN, ReportRepository, type ReportGroup, type ReportQueuePage } from '../../domain/report.repository.js';
import { ReportOrmEntity } from './report.orm-entity.js';

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`));

function toDomain(row: ReportOrmEntity): Report {
  return {
    id: row.id,
    reporterId: Number(row.reporterId),
    targetType: row.targetType as ReportTarget,
    targetId: Number(row.targetId),
    reason: row.reason as ReportReason,
    note: row.note,
    status: row.status as ReportStatus,
    createdAt: toDate(row.createdAt),
  };
}

/** A unique index refused the row (SQLite, MySQL/MariaDB). */
function isUniqueViolation(error: unknown): boolean {
  const found = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = found?.driverError?.code ?? found?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT';
}

/**
 * Open reports whose target still exists: a deck or a comment deleted another way (a deck deleted by
 * its owner, the comments that went with it) leaves the queue at once. The decks, comments and users
 * tables are the other modules', joined by name (no import of their entities).
 */
const OPEN_EXISTING = `FROM reports r
  LEFT JOIN decks d ON r.target_type = 'deck' AND d.id = r.target_id
  LEFT JOIN comments c ON r.target_type = 'comment' AND c.id = r.target_id
  WHERE r.status = 'open' AND (d.id IS NOT NULL OR c.id IS NOT NULL)`;

@Injectable()
export class TypeOrmReportRepository extends ReportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async create(report: NewReport): Promise<Report | null> {
    const repository = this.dataSource.getRepository(ReportOrmEntity);
    try {
      const saved = await repository.save(
        repository.create({ ...report, status: 'open', openKey: openReportKey(report), createdAt: new Date(), resolvedAt: null, resolvedBy: null }),
      );
      return toDomain(saved);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async madeSince(reporterId: number, since: Date): Promise<Date[]> {
    // IDX_reports_reporter (reporter_id, created_at): a range of the player's own rows.
    const rows = await this.dataSource
      .getRepository(ReportOrmEntity)
      .find({ select: { id: true, createdAt: true }, where: { reporterId, createdAt: MoreThanOrEqual(since) }, order: { createdAt: 'ASC' } });
    return rows.map((row) => toDate(row.createdAt));
  }

  async queue({ offset, limit }: { offset: number; limit: number }): Promise<ReportQueuePage> {
    const [{ total }] = (await this.dataSource.query(
      `SELECT COUNT(*) AS total FROM (SELECT r.target_type ${OPEN_EXISTING} GROUP BY r.target_type, r.target_id) t`,
    )) as Array<{ total: number | string }>;
    const groups = (await this.dataSource.query(
      `SELECT r.target_type AS targetType, r.target_id AS targetId, COUNT(*) AS openReports,
              MIN(r.created_at) AS firstReportedAt, MAX(r.created_at) AS lastReportedAt, MAX(r.id) AS lastId
       ${OPEN_EXISTING}
       GROUP BY r.target_type, r.target_id
       ORDER BY lastReportedAt DESC, lastId DESC
       LIMIT ? OFFSET ?`,
      [limit, offset],
    )) as Array<{ targetType: string; targetId: number | string; openReports: number | string; firstReportedAt: string | Date; lastReportedAt: string | Date }>;
    if (!groups.length) return { items: [], total: Number(total) };

    const keyOf = (type: string, id: number | string) => `${type}:${Number(id)}`;
    const deckIds = groups.filter((group) => group.targetType === 'deck').map((group) => Number(group.targetId));
    const commentIds = groups.filter((group) => group.targetType === 'comment').map((group) => Number(group.targetId));
    const inList = (ids: number[]) => ids.map(() => '?').join(', ');
    // The page's targets only: one statement for the reports, one for the decks, one for the comments.
    const targetClause = [
      ...(deckIds.length ? [`(r.target_type = 'deck' AND r.target_id IN (${inList(deckIds)}))`] : []),
      ...(commentIds.length ? [`(r.target_type = 'comment' AND r.target_id IN (${inList(commentIds)}))`] : []),
    ].join(' OR ');
    const reports = (await this.dataSource.query(
      `SELECT r.id AS id, r.target_type AS targetType, r.target_id AS targetId, r.reason AS reason, r.note AS note,
              r.created_at AS createdAt, u.username AS reporter
       FROM reports r LEFT JOIN users u ON u.id = r.reporter_id
       WHERE r.status = 'open' AND (${targetClause})
       ORDER BY r.created_at DESC, r.id DESC`,
      [...deckIds, ...commentIds],
    )) as Array<{
      id: number | string;
      targetType: string;
      targetId: number | string;
      reason: string;
      note: string | null;
      createdAt: string | Date;
      reporter: string | null;
    }>;
    const decks = deckIds.length
      ? ((await this.dataSource.query(
          `SELECT d.id AS id, d.name AS name, d.hidden AS hidden, u.username AS owner FROM decks d LEFT JOIN users u ON u.id = d.owner_id WHERE d.id IN (${inList(deckIds)})`,
          deckIds,
        )) as Array<{ id: number | string; name: string; hidden: number | boolean | string; owner: string | null }>)
      : [];
    const comments = commentIds.length
      ? ((await this.dataSource.query(
          `SELECT c.id AS id, c.content AS content, c.contentType AS contentType, c.contentId AS contentId, u.username AS author
           FROM comments c LEFT JOIN users u ON u.id = c.user_id WHERE c.id IN (${inList(commentIds)})`,
          commentIds,
        )) as Array<{ id: number | string; content: string; contentType: string; contentId: number | string; author: string | null }>)
      : [];

    const items = groups.map((group): ReportGroup => {
      const key = keyOf(group.targetType, group.targetId);
      const own = reports.filter((report) => keyOf(report.targetType, report.targetId) === key);
      const reasons = new Map<ReportReason, number>();
      for (const report of own) reasons.set(report.reason as ReportReason, (reasons.get(report.reason as ReportReason) ?? 0) + 1);
      const deck = group.targetType === 'deck' ? decks.find((row) => Number(row.id) === Number(group.targetId)) : undefined;
      const comment = group.targetType === 'comment' ? comments.find((row) => Number(row.id) === Number(group.targetId)) : undefined;
      return {
        targetType: group.targetType as ReportTarget,
        targetId: Number(group.targetId),
        openReports: Number(group.openReports),
        reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
        firstReportedAt: toDate(group.firstReportedAt),
        lastReportedAt: toDate(group.lastReportedAt),
        latest: own.slice(0, QUEUE_REPORTS_SHOWN).map((report) => ({
          id: Number(report.id),
          reason: report.reason as ReportReason,
          note: report.note,
          reporter: report.reporter,
          createdAt: toDate(report.createdAt),
        })),
        deck: deck ? { id: Number(deck.id), name: deck.name, hidden: Boolean(Number(deck.hidden)), owner: deck.owner } : null,
        comment: comment
          ? { id: Number(comment.id), content: comment.content, author: comment.author, contentType: comment.contentType, contentId: Number(comment.contentId) }
          : null,
      };
    });
    return { items, total: Number(total) };
  }

  async close(target: ReportTarget, targetId: number, status: Exclude<ReportStatus, 'open'>, by: number | null): Promise<number> {
    // One statement: every open report of the target, closed together.
    const result = await this.dataSource
      .getRepository(ReportOrmEntity)
      .update({ targetType: target, targetId, status: 'open' }, { status, openKey: null, resolvedAt: new Date(), resolvedBy: by });
    return result.affected ?? 0;
  }
}
