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
  prerender: ['/it/cards/syntax', '/en/cards/syntax', '/it/print', '/en/print', '/it/developers', '/en/developers'],
  // A page's manifest holds its own routes; the routes its links lead to are asked for in one request
  // once they are drawn (/__manifest). With every route in it ('initial'), the manifest was a 107 KB
  // module that every first visit evaluated before hydrating (ADR 0070).
  routeDiscovery: { mode: 'lazy' },
  future: { v8_middleware: true },
} satisfies Config;
