import type { QueryRunner, TableColumnOptions } from 'typeorm';

/** Column shapes every table repeats, written once so SQLite and MySQL get the same schema. */
export function idColumn(): TableColumnOptions {
  return { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };
}

export function createdAtColumn(name: string): TableColumnOptions {
  return { name, type: 'datetime', default: 'CURRENT_TIMESTAMP' };
}

/** MySQL's TEXT stops at 64 KB, too little for rich guides and policies; SQLite's text has no limit. */
export function longTextType(queryRunner: QueryRunner): string {
  return queryRunner.connection.options.type === 'mysql' ? 'mediumtext' : 'text';
}
