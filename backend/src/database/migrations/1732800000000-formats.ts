import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAtColumn, idColumn } from './columns.js';

/**
 * The sets of the card pool in release order (ADR 0011). A format named after a booster allows
 * every set released up to that booster; promos ('P') are always legal. Admins correct the lists
 * in the back office: this is only the starting data, written on every database (decks need formats).
 */
const RELEASE_ORDER = [
  'P',
  'ST01',
  'ST02',
  'ST03',
  'ST04',
  'OP01',
  'OP02',
  'ST05',
  'ST06',
  'OP03',
  'ST07',
  'ST08',
  'OP04',
  'ST09',
  'ST10',
  'OP05',
  'ST11',
  'OP06',
  'ST12',
  'ST13',
  'EB01',
  'OP07',
  'ST14',
  'ST15',
  'ST16',
  'ST17',
  'ST18',
  'ST19',
  'ST20',
  'OP08',
  'ST21',
  'OP09',
  'PRB01',
  'ST22',
  'OP10',
  'ST23',
  'ST24',
  'ST25',
  'ST26',
  'ST27',
  'ST28',
  'EB02',
  'OP11',
  'ST29',
  'OP12',
  'PRB02',
  'ST30',
  'OP13',
  'EB03',
  'ST31',
  'ST32',
  'ST33',
  'ST34',
  'ST35',
  'ST36',
  'OP14',
  'EB04',
  'OP15',
  'OP16',
];
const SEEDED = ['OP08', 'OP09', 'OP10', 'OP11', 'OP12', 'OP13', 'OP14', 'OP15', 'OP16'];
/** OP10 is the default format (docs/product.md#limits). */
const CURRENT = 'OP10';

export function seededFormats() {
  return SEEDED.map((code) => ({
    code,
    name: code,
    legalSets: RELEASE_ORDER.slice(0, RELEASE_ORDER.indexOf(code) + 1),
    banList: [] as Array<{ code: string; maxCopies: number }>,
    isCurrent: code === CURRENT,
  }));
}

/** Formats as data: code, name, legal set prefixes, ban list, the one current format. */
export class Formats1732800000000 implements MigrationInterface {
  name = 'Formats1732800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'formats',
        columns: [
          idColumn(),
          { name: 'code', type: 'varchar', length: '16', isUnique: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'legalSets', type: 'text' },
          { name: 'banList', type: 'text' },
          { name: 'isCurrent', type: 'boolean', default: false },
          createdAtColumn('updatedAt'),
        ],
      }),
    );
    // Plain parameters (no entity metadata in a migration): JSON text, and 1/0 for the flag on both databases.
    for (const format of seededFormats()) {
      await queryRunner.query('INSERT INTO formats (code, name, legalSets, banList, isCurrent) VALUES (?, ?, ?, ?, ?)', [
        format.code,
        format.name,
        JSON.stringify(format.legalSets),
        JSON.stringify(format.banList),
        format.isCurrent ? 1 : 0,
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('formats');
  }
}
