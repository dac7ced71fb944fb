import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Idempotent deck saves (issue 32 item 6): the `Idempotency-Key` a POST /api/decks was sent with,
 * written in the deck's own transaction, so a save that committed always has its key and a retry
 * with the same key finds the deck instead of creating a second one. `body_hash` is the SHA-256 of
 * the save's content, to tell a retry from another deck sent under the same key (409).
 */
export class DeckCreations1733950000000 implements MigrationInterface {
  name = 'DeckCreations1733950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'deck_creations',
        columns: [
          { name: 'idempotency_key', type: 'varchar', length: '64', isPrimary: true },
          { name: 'deck_id', type: 'integer' },
          { name: 'body_hash', type: 'varchar', length: '64' },
          { name: 'created_at', type: 'datetime' },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_deck_creations_deck',
            columnNames: ['deck_id'],
            referencedTableName: 'decks',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        // Keys older than a day are removed by the next save that carries one.
        indices: [new TableIndex({ name: 'IDX_deck_creations_created', columnNames: ['created_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('deck_creations');
  }
}
