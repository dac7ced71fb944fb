/**
 * Unit (*.spec.ts), repository contract (*.int-spec.ts) and API (*.e2e-spec.ts) suites.
 * Nest 12 ships ES modules only, so Jest runs in its ESM mode (--experimental-vm-modules, see package.json).
 */
module.exports = {
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '\\.(spec|int-spec|e2e-spec)\\.ts$',
  // MariaDB-only suites, collected under TEST_DB=mysql (npm run test:mysql) and not at all on SQLite:
  // two app instances on one database (SQLite is one process's file; also their kept answers, ADR 0022),
  // the outage test, which cuts a proxy in front of MariaDB (#15), and the stalled-database test, which
  // freezes one (#31); two instances seeding one empty database (#32).
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.TEST_DB === 'mysql'
      ? // Suites whose outcome cannot depend on the database's SQL dialect (headers, the OpenAPI document, the
        // request body's streaming, Redis, message language): run once, on SQLite, to keep CI's MariaDB run short.
        [
          '/test/security-headers\\.e2e-spec\\.ts$',
          '/test/static-assets\\.e2e-spec\\.ts$',
          '/test/secure-cookie\\.e2e-spec\\.ts$',
          '/test/openapi\\.e2e-spec\\.ts$',
          '/test/response-headers\\.e2e-spec\\.ts$',
          '/test/api-client\\.e2e-spec\\.ts$',
          '/test/error-language\\.e2e-spec\\.ts$',
          '/test/rate-limit-redis\\.e2e-spec\\.ts$',
          '/test/body-limits\\.e2e-spec\\.ts$',
          '/test/card-import-auth-first\\.e2e-spec\\.ts$',
        ]
      : [
          '/test/two-instances\\.e2e-spec\\.ts$',
          '/test/outage\\.e2e-spec\\.ts$',
          '/test/cache-instances\\.e2e-spec\\.ts$',
          '/test/stalled-database\\.e2e-spec\\.ts$',
          '/test/twin-seeding\\.e2e-spec\\.ts$',
        ]),
  ],
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
