import react from '@vitejs/plugin-react';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { minify, transformWithOxc, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { antdStaticStyles } from './scripts/antd-static-styles.ts';
import { pageShells } from './scripts/page-shells.ts';

/** Per page path, the chunks and styles its page module needs beyond the entry's (served by the API's SPA route). */
interface PageScripts {
  /** The script that starts the app once a page's first screen is painted (src/boot.ts, ADR 0044). */
  boot: string;
  pages: Record<string, { scripts: string[]; styles: string[] }>;
  catalogues: Record<string, { scripts: string[]; styles: string[] }>;
}

/**
 * dist/page-scripts.json: for each page of public/page-data.json's `modules`, and each language's
 * message catalogue, the chunks (and their styles) its lazy import loads, minus what the entry already
 * brings. The server preloads them from the page's HTML, so they download with the entry instead of
 * after it has run (ADR 0031). A module that is no longer a lazy chunk fails the build.
 */
function pageScriptsManifest(): Plugin {
  let boot = '';
  return {
    name: 'page-scripts-manifest',
    apply: 'build',
    // After Vite's own bundle work (it drops the chunks that held only CSS imports).
    enforce: 'post',
    // src/boot.ts compiled on its own, not bundled: a chunk of the app's build would import the
    // bundler's runtime chunk first, one more request before the page's first paint (ADR 0044).
    async buildStart() {
      const file = fileURLToPath(new URL('./src/boot.ts', import.meta.url));
      const compiled = await transformWithOxc(readFileSync(file, 'utf8'), file);
      const { code, errors } = await minify('boot.js', compiled.code);
      if (errors.length) throw new Error(`src/boot.ts: ${errors.map((error) => error.message).join('; ')}`);
      boot = this.emitFile({ type: 'asset', name: 'boot.js', source: code });
    },
    generateBundle(_options, bundle) {
      const pageData = JSON.parse(readFileSync(new URL('./public/page-data.json', import.meta.url), 'utf8')) as {
        modules: Record<string, string>;
        catalogues: Record<string, string>;
      };
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const closure = (fileName: string, scripts: Set<string>, styles: Set<string>) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || scripts.has(fileName)) return;
        scripts.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
        for (const imported of chunk.imports) closure(imported, scripts, styles);
      };
      const entryScripts = new Set<string>();
      const entryStyles = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, entryScripts, entryStyles);
      const needs = (module: string) => {
        const chunk = chunks.find((candidate) => candidate.isDynamicEntry && candidate.facadeModuleId?.endsWith(`/${module}`));
        if (!chunk) throw new Error(`public/page-data.json names ${module}, which is no lazily imported module: update it`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        closure(chunk.fileName, scripts, styles);
        return {
          scripts: [...scripts].filter((file) => !entryScripts.has(file)).map((file) => `/${file}`),
          styles: [...styles].filter((file) => !entryStyles.has(file)).map((file) => `/${file}`),
        };
      };
      const manifest: PageScripts = {
        boot: `/${this.getFileName(boot)}`,
        pages: Object.fromEntries(Object.entries(pageData.modules).map(([path, module]) => [path, needs(module)])),
        catalogues: Object.fromEntries(Object.entries(pageData.catalogues).map(([language, module]) => [language, needs(module)])),
      };
      this.emitFile({ type: 'asset', fileName: 'page-scripts.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}

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
    react(),
    antdImportsNarrowed(),
    antdStaticStyles(),
    precompiledMessages(),
    pageScriptsManifest(),
    pageShells(),
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
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
