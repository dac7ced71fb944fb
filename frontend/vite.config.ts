import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

/** Where `npm run dev` sends API and upload requests: the NestJS app on its default port. */
const BACKEND_URL = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // Every text asset precompressed once at build time, brotli (strongest) and gzip beside the
    // original: the server sends the .br or .gz file as is (express-static-gzip, ADR 0022).
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunk holds which source (bench/frontend-bundle.bench.mjs
    // tells the back office's, the editor's and each language's chunks apart with it).
    manifest: true,
  },
  server: {
    // The Host header is kept (no changeOrigin) so the API's Origin check sees the page's own origin.
    proxy: {
      '/api': { target: BACKEND_URL },
      '/uploads': { target: BACKEND_URL },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Only component tests and the script tests: e2e/*.spec.ts belong to Playwright.
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    restoreMocks: true,
    // Whole-app tests type into real forms (user-event), a few seconds each on a loaded machine.
    testTimeout: 30_000,
    // Every core (Vitest's default leaves one idle: a single worker on a 2-core machine). The tests
    // wait on timers and rendering more than they compute, so two workers on two cores halve the run.
    maxWorkers: '100%',
    unstubGlobals: true,
  },
});
