import type { AuditChange } from './audit-entry.js';

/** A row as read before or after a write: its fields by name. */
export type Snapshot = Record<string, unknown>;

/** Values longer than this are cut (a 5 KB guide is never copied whole). */
export const MAX_VALUE_LENGTH = 80;
/** Fields an entry keeps at most; the rest are counted in one last line. */
export const MAX_CHANGES = 16;

/** Never written, whatever their value: passwords, their hashes, tokens, secrets. */
const SECRET = /password|hash|token|secret|salt/i;
/** Bookkeeping every write changes: not what an admin changed. */
const BOOKKEEPING = new Set(['updatedAt', 'createdAt']);
/** The fields that name a thing, in order of preference. */
const LABEL_FIELDS = ['name', 'title', 'title_it', 'code', 'username', 'text'];

/** A value as an entry shows it: short, one line, secrets hidden, lists and objects by their size. */
export function describeValue(field: string, value: unknown): string {
  if (SECRET.test(field)) return '‹hidden›';
  if (value === null || value === undefined) return '∅';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (Array.isArray(value)) return `[${value.length} items]`;
  if (typeof value === 'object') return `{${Object.keys(value).length} fields}`;
  return cut(String(value));
}

/** A text cut to MAX_VALUE_LENGTH on one line, its whole length said when cut. */
function cut(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= MAX_VALUE_LENGTH ? line : `${line.slice(0, MAX_VALUE_LENGTH - 20)}… (${line.length} chars)`;
}

/** Field names compared across a row and a request body (`description_en` and `descriptionEn` are one field). */
const sameField = (name: string) => name.replace(/_/g, '').toLowerCase();

function comparable(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value === undefined || value === null ? '' : String(value);
}

/**
 * What a write changed, shortly: the fields of the row that differ between before and after (a
 * creation: the filled fields it was sent, or all when nothing was; a deletion: the filled fields before), then the fields of
 * the request that the row does not hold (a deck's cards, its guides) with what was sent. At most MAX_CHANGES.
 */
export function changesBetween(before: Snapshot | null, after: Snapshot | null, sent: unknown): AuditChange[] {
  const changes: AuditChange[] = [];
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const body = sent !== null && typeof sent === 'object' && !Array.isArray(sent) ? (sent as Record<string, unknown>) : null;
  const sentFields = new Set(Object.keys(body ?? {}).map(sameField));
  for (const field of fields) {
    if (BOOKKEEPING.has(field)) continue;
    // A new row's defaults (counters, flags) are not what the admin chose; a copy (nothing sent) lists what it holds.
    if (!before && sentFields.size && !sentFields.has(sameField(field))) continue;
    const was = before?.[field];
    const is = after?.[field];
    if (before && after && comparable(was) === comparable(is)) continue;
    if (!before && comparable(is) === '') continue;
    if (!after && comparable(was) === '') continue;
    const change: AuditChange = { field };
    if (before) change.before = describeValue(field, was);
    if (after) change.after = describeValue(field, is);
    changes.push(change);
  }
  const known = new Set([...fields].map(sameField));
  if (Array.isArray(sent)) changes.push({ field: 'body', after: describeValue('body', sent) });
  else if (body) {
    for (const [field, value] of Object.entries(body)) {
      if (!known.has(sameField(field))) changes.push({ field, after: describeValue(field, value) });
    }
  }
  if (changes.length <= MAX_CHANGES) return changes;
  return [...changes.slice(0, MAX_CHANGES - 1), { field: '…', after: `${changes.length - MAX_CHANGES + 1} more fields` }];
}

/** The name, title, code or username of a row, cut short; null when it has none. */
export function labelOf(...rows: Array<Snapshot | null>): string | null {
  for (const row of rows) {
    const field = LABEL_FIELDS.find((name) => typeof row?.[name] === 'string' && row[name] !== '');
    if (field) return cut(String(row![field]));
  }
  return null;
}
