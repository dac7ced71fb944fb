import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode (ADR 0060): src/routes.ts names a route module per page; the server
 * build (dist/server) renders them inside the API's process (../server.mjs), the client build
 * (dist/client) hydrates them.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  // Pages that read no data, in each language: written as HTML files at build time.
  prerender: ['/it/cards/syntax', '/en/cards/syntax', '/it/print', '/en/print'],
  // Every route is in the page's manifest (about 60 entries): a click loads its page's code at once,
  // instead of first asking the server which route the address is (lazy discovery).
  routeDiscovery: { mode: 'initial' },
  future: { v8_middleware: true },
} satisfies Config;
