import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Where `npm run dev` sends API and upload requests: the NestJS app on its default port. */
const BACKEND_URL = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
    unstubGlobals: true,
  },
});
