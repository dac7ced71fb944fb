/**
 * Unit (*.spec.ts), repository contract (*.int-spec.ts) and API (*.e2e-spec.ts) suites.
 * Nest 12 ships ES modules only, so Jest runs in its ESM mode (--experimental-vm-modules, see package.json).
 */

/** API suites that need MariaDB (see testPathIgnorePatterns). */
const MARIADB_ONLY = ['two-instances', 'outage', 'cache-instances', 'stalled-database', 'twin-seeding'];

/**
 * What runs again on MariaDB (`npm run test:mysql`, TEST_DB=mysql): every repository contract
 * (*.int-spec.ts: the SQL each adapter writes) and the API suites whose answers rest on SQL that differs
 * between the two databases: aggregates and paging of the galleries, card and leader pages and the meta,
 * the card query's SQL and collations (case-insensitive search, usernames), dates compared in SQL
 * (scheduled news), bulk inserts in chunks (card import), transactions of the deck save, counts of what a
 * deletion takes. The rest (validation, fuzzing, roles, headers, rate limits, the document) does not
 * depend on the database and runs once, on SQLite: all of it on MariaDB made CI last over an hour (ADR 0036).
 */
const MARIADB_SUITES = `(\\.int-spec|/test/(${[
  ...MARIADB_ONLY,
  'admin-tables',
  'bulk-data',
  'card-catalog',
  'card-pages',
  'cards-search',
  'community',
  'deck-deletion-impact',
  'decks',
  'idempotent-deck-save',
  'news',
  'paging',
  'site-index',
  'tournaments',
  'usernames',
].join('|')})\\.e2e-spec)\\.ts$`;

module.exports = {
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: process.env.TEST_DB === 'mysql' ? MARIADB_SUITES : '\\.(spec|int-spec|e2e-spec)\\.ts$',
  // Suites only MariaDB can run: two app instances on one database (SQLite is one process's file; also
  // their cached answers, ADR 0022), the outage test, which cuts a proxy in front of MariaDB (#15), the
  // stalled-database test, which freezes one (#31), two instances seeding one empty database (#32).
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DB === 'mysql' ? [] : MARIADB_ONLY.map((name) => `/test/${name}\\.e2e-spec\\.ts$`))],
  // Every error answer of the API suites is checked against openapi.yaml after each suite (issue 32).
  setupFilesAfterEnv: ['<rootDir>/test/support/error-contract.setup.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  // Sources import './x.js' as Node's ESM requires; Jest resolves those to the .ts files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        useESM: true,
        // Types are checked once, by `npm run lint` (tsc over src and test); checking them again for every
        // suite's files in ts-jest cost most of a suite's start-up.
        diagnostics: false,
        tsconfig: { module: 'esnext', moduleResolution: 'bundler' },
        // Same swagger metadata in tests as in the built app.
        astTransformers: { before: ['<rootDir>/test/support/swagger-transformer.cjs'] },
      },
    ],
  },
  // A suite's app boots in its beforeAll (migrations copied from a template, demo content seeded): on
  // MariaDB beside CI's other lane that took over 30 s when the machine was also busy with other work.
  testTimeout: process.env.TEST_DB === 'mysql' ? 90000 : 30000,
  // Every core (Jest's default leaves one idle: in band on a 2-core machine); the suites wait on
  // their databases and HTTP more than they compute. Each suite has its own database (and SQLite file).
  maxWorkers: '100%',
};
