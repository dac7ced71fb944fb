import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { antdStaticStyles } from './scripts/antd-static-styles.ts';
import routes from './src/routes.ts';

/**
 * Two imports inside antd that put libraries on every page for features the site does not use:
 * - antd's form context (which every button and input reaches through its compact-space wrapper)
 *   takes only FormProvider from @rc-component/form, but the package's index also attaches Field,
 *   List and useForm to its default export, so the whole form library and its validator (about 12 KB
 *   brotli) came with every page. That one import is pointed at the module that defines FormProvider;
 *   the back office's forms still import the package whole. Should antd take more from that import,
 *   the build fails on the missing export.
 * - ConfigProvider wraps the app in the shared tooltip of `tooltip.unique` when that option is set,
 *   and imports it (with @rc-component/trigger, about 6 KB brotli) whether or not. The site never
 *   sets it: the import is a pass-through. Tooltips and menus bring the trigger with them.
 */
function antdImportsNarrowed(): Plugin {
  const passThrough = '\0antd-tooltip-unique-unused';
  return {
    name: 'antd-imports-narrowed',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      if (source === '@rc-component/form' && from.endsWith('/antd/es/form/context.js'))
        return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
      if (source === '../tooltip/UniqueProvider' && from.endsWith('/antd/es/config-provider/index.js')) return passThrough;
      return null;
    },
    load: (id) => (id === passThrough ? 'export default function UniqueProvider({ children }) { return children; }' : null),
  };
}

/**
 * The message catalogues (src/i18n/*.json) shipped already parsed: each message as the ICU syntax
 * tree react-intl would build from its text on first use. The parser then never runs in a browser,
 * so the build takes its no-parser build instead (about 7 KB brotli less on every page; the trees
 * weigh 0.6 KB more than the texts). A message written at run time would fail loudly: there are
 * none (every text is a catalogue id). Tests and `npm run dev` keep the texts and the parser.
 */
function precompiledMessages(): Plugin {
  const catalogue = /[\\/]src[\\/]i18n[\\/][\w.]+\.json$/;
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({ resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] } }),
    load(id) {
      if (!catalogue.test(id)) return null;
      const messages = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      // As react-intl parses them: in the catalogue's language (it.json, admin.it.json: Italian).
      const locale = new Intl.Locale(/\bit\.json$/.test(id) ? 'it' : 'en');
      return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parseMessage(text, { locale })])));
    },
  };
}

/**
 * The component test files that replace a module (vi.mock): each runs in a fresh module registry and
 * DOM of its own. The others share one (isolate: false): a new jsdom, React and antd per file were
 * 40 % of the suite's time, and a replaced module would leak into the files after it.
 */
function testFilesReplacingModules(): string[] {
  const sources = new URL('./src/', import.meta.url);
  return readdirSync(sources, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?mock\(/.test(readFileSync(new URL(file, sources), 'utf8')))
    .map((file) => `src/${file.replaceAll('\\', '/')}`);
}
// Read only when Vitest loads this config: a build or the dev server has no use for it.
const ISOLATED_TEST_FILES = process.env.VITEST ? testFilesReplacingModules() : [];

/** Where `npm run dev` sends API and upload requests: the NestJS app on its default port. */
const BACKEND_URL = 'http://localhost:3000';

export default defineConfig({
  // The catalogues as JSON.parse('…') rather than object literals: V8 reads JSON faster than it
  // compiles a literal of the same data (the English catalogue's module, on a first visit with a 4×
  // slower CPU: 57–94 ms before, 23–55 ms after; ADR 0037).
  json: { namedExports: false, stringify: true },
  plugins: [
    // The framework's plugin builds the client and the server (ADR 0060); the component tests render
    // with React's plain plugin.
    process.env.VITEST ? react() : reactRouter(),
    antdImportsNarrowed(),
    antdStaticStyles(async () => routes),
    precompiledMessages(),
    // Every text asset precompressed once at build time, brotli (strongest) and gzip beside the
    // original: the server sends the .br or .gz file as is (express-static-gzip, ADR 0022).
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  // The server build imports its dependencies from node_modules, except antd and its parts: their ES
  // modules import without file extensions, which Node does not resolve; bundled, they need not.
  ssr: { noExternal: ['antd', /^@ant-design\//, /^@rc-component\//, /^rc-/, /^@emotion\//] },
  build: {
    // dist/client/.vite/manifest.json: which chunk holds which source (bench/frontend-bundle.bench.mjs
    // tells the back office's, the editor's and each language's chunks apart with it).
    manifest: true,
  },
  // Vite's dependency scan reads every HTML file under the root by default, the build's prerendered
  // pages (dist/client/**/index.html) among them: in the component tests that scan made a gallery test
  // that navigates twice miss its list (only with a build present). The tests scan the sources only.
  ...(process.env.VITEST ? { optimizeDeps: { entries: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'] } } : {}),
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
    restoreMocks: true,
    // Whole-app tests type into real forms (user-event), a few seconds each on a loaded machine.
    testTimeout: 30_000,
    // One worker on two cores (Vitest's default): two passed alone in 4 min 43 s, but under other load
    // the tests that catch a 300 ms state ("Filtering…") or wait 5 s for a whole-app render missed.
    unstubGlobals: true,
    projects: [
      // Only component tests and the script tests: e2e/*.spec.ts belong to Playwright. (A project's
      // include is added to the root's, so the root names none.)
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'], exclude: ISOLATED_TEST_FILES, isolate: false },
      },
      // A group of their own, after the shared files: Vitest hands a non-isolated worker all its files
      // at once only when no other project's file leads the group.
      { extends: true, test: { name: 'isolated', include: ISOLATED_TEST_FILES, isolate: true, sequence: { groupOrder: 1 } } },
    ],
  },
});
