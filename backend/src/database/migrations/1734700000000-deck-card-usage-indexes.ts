import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The card pages (issue 35) ask which decks hold a card: deck entries found by the card's stored id
 * or code through an index each, instead of reading every entry of every deck.
 */
export class DeckCardUsageIndexes1734700000000 implements MigrationInterface {
  name = 'DeckCardUsageIndexes1734700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('deck_cards', new TableIndex({ name: 'IDX_deck_cards_card_code', columnNames: ['card_code'] }));
    await queryRunner.createIndex('deck_cards', new TableIndex({ name: 'IDX_deck_cards_card_id', columnNames: ['card_id'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('deck_cards', 'IDX_deck_cards_card_id');
    await queryRunner.dropIndex('deck_cards', 'IDX_deck_cards_card_code');
  }
}
