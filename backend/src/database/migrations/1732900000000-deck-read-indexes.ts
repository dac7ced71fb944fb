import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The deck read side (ADR 0013): leader options group published decks by leader, and the gallery's
 * leader filter looks decks up by the leader's code. Both read this index alone (it covers them).
 */
export class DeckReadIndexes1732900000000 implements MigrationInterface {
  name = 'DeckReadIndexes1732900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('decks', new TableIndex({ name: 'IDX_decks_published_leader', columnNames: ['isDraft', 'leaderCode', 'leaderId'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('decks', 'IDX_decks_published_leader');
  }
}
