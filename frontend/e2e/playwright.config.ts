import { defineConfig, devices } from '@playwright/test';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built app (API + SPA) under test; not 3000 so it never collides with a dev server. */
const PORT = 3100;
const BASE_URL = `http://127.0.0.1:${PORT}`;
// frontend is an ES module package, so there is no __dirname here.
const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(E2E_DIR, '../..');

// A fresh database per run: migrations and the demo seed (68 starter-deck cards) run at start-up.
const DB_PATH = path.join(tmpdir(), `op-decks-e2e-${process.pid}.sqlite`);
for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${DB_PATH}${suffix}`, { force: true });

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(E2E_DIR, '../test-results'),
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: path.join(E2E_DIR, '../playwright-report') }]] : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium: browsers cannot be downloaded here (never `playwright install`).
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: '*.mobile.spec.ts' },
    // The hamburger menu only exists under 768px, which only a real browser applies.
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: '*.mobile.spec.ts' },
  ],
  webServer: {
    command: 'node backend/dist/main.js',
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
    },
  },
});
