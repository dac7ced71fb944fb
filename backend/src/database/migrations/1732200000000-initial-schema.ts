import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn, longTextType } from './columns.js';

/** Cards, users, sessions and site settings: the tables the foundation and accounts need. */
export class InitialSchema1732200000000 implements MigrationInterface {
  name = 'InitialSchema1732200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'cards',
        columns: [
          idColumn(),
          { name: 'code', type: 'varchar', length: '64', isUnique: true },
          { name: 'name', type: 'varchar', length: '255' },
          { name: 'type', type: 'varchar', length: '32', default: "''" },
          { name: 'imageUrl', type: 'varchar', length: '1024', isNullable: true },
          { name: 'cost', type: 'int', isNullable: true },
          { name: 'power', type: 'int', isNullable: true },
          { name: 'counter', type: 'varchar', length: '16', isNullable: true },
          { name: 'color', type: 'varchar', length: '64', isNullable: true },
          { name: 'attribute', type: 'varchar', length: '64', isNullable: true },
          { name: 'family', type: 'varchar', length: '255', isNullable: true },
          { name: 'ability', type: 'text', isNullable: true },
          { name: 'trigger', type: 'text', isNullable: true },
          { name: 'set', type: 'varchar', length: '128', isNullable: true },
          createdAtColumn('createdAt'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_cards_set', columnNames: ['set'] }),
          new TableIndex({ name: 'IDX_cards_type', columnNames: ['type'] }),
          new TableIndex({ name: 'IDX_cards_color', columnNames: ['color'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          idColumn(),
          { name: 'username', type: 'varchar', length: '64', isUnique: true },
          { name: 'email', type: 'varchar', length: '255', isNullable: true, isUnique: true },
          { name: 'password', type: 'varchar', length: '255' },
          { name: 'isAdmin', type: 'boolean', default: false },
          { name: 'isSuperAdmin', type: 'boolean', default: false },
          { name: 'isEmailVerified', type: 'boolean', default: false },
          // Stored as a SHA-256 hash: a leaked table cannot be used to verify accounts.
          { name: 'verificationToken', type: 'varchar', length: '64', isNullable: true },
          { name: 'verificationTokenExpiresAt', type: 'datetime', isNullable: true },
          { name: 'language', type: 'varchar', length: '2', default: "'it'" },
          createdAtColumn('createdAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_users_verification_token', columnNames: ['verificationToken'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '128', isPrimary: true },
          { name: 'expiresAt', type: 'bigint' },
          { name: 'data', type: longTextType(queryRunner) },
        ],
        indices: [new TableIndex({ name: 'IDX_sessions_expires_at', columnNames: ['expiresAt'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'site_settings',
        columns: [
          idColumn(),
          { name: 'key', type: 'varchar', length: '100', isUnique: true },
          { name: 'value', type: longTextType(queryRunner), isNullable: true },
          createdAtColumn('last_updated'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['site_settings', 'sessions', 'users', 'cards']) await queryRunner.dropTable(table);
  }
}
