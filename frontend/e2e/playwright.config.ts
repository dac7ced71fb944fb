import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built app (API + SPA) under test; not 3000 so it never collides with a dev server. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// frontend is an ES module package, so there is no __dirname here.
const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(E2E_DIR, '../..');

// A fresh database per run: migrations and the demo seed (193 cards: the starter decks and the demo decks) run at start-up.
const DB_PATH = path.join(tmpdir(), `op-decks-e2e-${process.pid}.sqlite`);
for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${DB_PATH}${suffix}`, { force: true });

// A fresh mail outbox per run (no SMTP_URL: the app writes each mail there as an .eml file). Test
// workers evaluate this file again but inherit the environment, so they all read the same folder.
process.env.E2E_OUTBOX_DIR ??= mkdtempSync(path.join(tmpdir(), 'op-decks-e2e-outbox-'));
const OUTBOX_DIR = process.env.E2E_OUTBOX_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(E2E_DIR, '../test-results'),
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // One worker keeps both cores busy (browser, app, runner): an assertion can wait several seconds for
  // a render that takes a fraction of one on an idle machine. Timing goals live in bench/, not here.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: path.join(E2E_DIR, '../playwright-report') }]] : 'list',
  use: {
    baseURL: BASE_URL,
    // Recording a trace of every test (to keep the failed ones') cost a third of the suite's CPU time
    // (ADR 0036): a failure keeps its screenshot and error context; `--trace retain-on-failure` records.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Debian's Chromium: browsers cannot be downloaded here (never `playwright install`). Its headless
    // shell (package chromium-headless-shell), the build Playwright itself runs headless tests in: the
    // full browser starts the address bar's popups and more with every context (ADR 0036).
    launchOptions: {
      executablePath: '/usr/lib/chromium/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Offline but for the app: no host name resolves. (A route that aborts other origins made every
        // request of every page wait on the test runner, and turned off the HTTP cache.)
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: '*.mobile.spec.ts' },
    // The hamburger menu only exists under 768px, which only a real browser applies.
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: '*.mobile.spec.ts' },
    // Journeys that change the card database (import, edit, delete by prefix) run after every other
    // test, so the seeded 193 cards other tests count on never change under them.
    { name: 'card-admin', use: { ...devices['Desktop Chrome'] }, testMatch: '*.journey.ts', dependencies: ['desktop', 'mobile'] },
  ],
  webServer: {
    command: 'node server.mjs',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DB_PATH,
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: 'admin-e2e-pass',
      LOG_LEVEL: 'warn',
      OUTBOX_DIR,
      // Verification links in the mails point at the app under test.
      PUBLIC_URL: BASE_URL,
      // The journeys log in and register far more often than a person would.
      AUTH_RATE_LIMIT: '1000',
    },
  },
});
