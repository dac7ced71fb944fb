import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

const eventKey = (table: string) =>
  new TableForeignKey({
    name: `FK_${table}_event`,
    columnNames: ['event_id'],
    referencedTableName: 'tournament_events',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

/**
 * Imported tournament results (issue 35 item 4, ADR 0063): events, their standings and both sides
 * of every game between two read leaders. Standings and games carry their event's format and date,
 * so a period's meta is one GROUP BY over an index that covers it, in the GROUP BY's order (no
 * temporary sort; the period's dates are filtered inside the index): IDX_tournament_standings_meta
 * (format, leader_code, event_date, in_top_cut) and IDX_tournament_games_meta (format, leader_code,
 * opponent_code, event_date, result). An event is imported once (format, date, name); deleting it
 * deletes its rows.
 */
export class Tournaments1734500000000 implements MigrationInterface {
  name = 'Tournaments1734500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const id = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' as const };
    const placeAndTime = [
      { name: 'event_id', type: 'integer' },
      { name: 'format', type: 'varchar', length: '16' },
      { name: 'event_date', type: 'varchar', length: '10' },
    ];
    await queryRunner.createTable(
      new Table({
        name: 'tournament_events',
        columns: [
          id,
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'event_date', type: 'varchar', length: '10' },
          { name: 'format', type: 'varchar', length: '16' },
          { name: 'players', type: 'integer' },
          { name: 'top_cut', type: 'integer' },
          { name: 'standing_count', type: 'integer' },
          { name: 'read_count', type: 'integer' },
          { name: 'match_count', type: 'integer' },
          { name: 'problem_count', type: 'integer' },
          { name: 'problems', type: 'text', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [new TableIndex({ name: 'UQ_tournament_events_event', columnNames: ['format', 'event_date', 'name'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'tournament_standings',
        columns: [
          id,
          ...placeAndTime,
          { name: 'placing', type: 'integer' },
          { name: 'player', type: 'varchar', length: '100' },
          { name: 'wins', type: 'integer' },
          { name: 'losses', type: 'integer' },
          { name: 'ties', type: 'integer' },
          { name: 'leader_code', type: 'varchar', length: '30', isNullable: true },
          { name: 'in_top_cut', type: 'smallint' },
          { name: 'problems', type: 'text', isNullable: true },
        ],
        foreignKeys: [eventKey('tournament_standings')],
        indices: [
          new TableIndex({ name: 'IDX_tournament_standings_event', columnNames: ['event_id', 'placing'] }),
          new TableIndex({ name: 'IDX_tournament_standings_meta', columnNames: ['format', 'leader_code', 'event_date', 'in_top_cut'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'tournament_games',
        columns: [
          id,
          ...placeAndTime,
          { name: 'round', type: 'integer' },
          { name: 'leader_code', type: 'varchar', length: '30' },
          { name: 'opponent_code', type: 'varchar', length: '30' },
          { name: 'result', type: 'varchar', length: '1' },
        ],
        foreignKeys: [eventKey('tournament_games')],
        indices: [
          new TableIndex({ name: 'IDX_tournament_games_event', columnNames: ['event_id'] }),
          new TableIndex({ name: 'IDX_tournament_games_meta', columnNames: ['format', 'leader_code', 'opponent_code', 'event_date', 'result'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('tournament_games');
    await queryRunner.dropTable('tournament_standings');
    await queryRunner.dropTable('tournament_events');
  }
}
