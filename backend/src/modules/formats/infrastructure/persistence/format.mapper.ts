import type { Format } from '../../domain/format.js';
import type { FormatOrmEntity } from './format.orm-entity.js';

export function toDomain(row: FormatOrmEntity): Format {
  return {
    code: row.code,
    name: row.name,
    legalSets: [...(row.legalSets ?? [])],
    banList: (row.banList ?? []).map((entry) => ({ code: entry.code, maxCopies: entry.maxCopies })),
    isCurrent: Boolean(row.isCurrent),
  };
}
