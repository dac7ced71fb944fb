import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { Language } from '../src/i18n/language.ts';

const LANGUAGES: readonly Language[] = ['en', 'it'];

/** What dist/page-shells.json holds: by language, each public page's first screen as HTML. */
export interface PageShells {
  about: string;
  /** What a shell holds where the server writes the address of the page's largest picture (a deck's leader, ADR 0044). */
  heroImageSlot: string;
  shells: Record<Language, Record<string, string>>;
}

/** The address a page pattern of page-data.json is drawn at: any id will do, the page shows its loading state. */
const samplePath = (pattern: string) => pattern.replace(':id', '0');

/**
 * Where the build keeps src/app/page-shell.tsx built for Node: beside dist, not in it (dist is served
 * as it is). The server draws articles with it (ADR 0045).
 */
const PAGE_RENDERER = 'dist-server/page-shell.mjs';

/**
 * Builds src/app/page-shell.tsx for Node (one file, every dependency inside it: antd's ES modules do
 * not load in Node as they are) as PAGE_RENDERER, and draws each page of `patterns` in each language
 * with it.
 */
export async function renderPageShells(root: string, patterns: readonly string[]): Promise<Omit<PageShells, 'about'>> {
  const outFile = resolve(root, PAGE_RENDERER);
  // antd's style sheets are CSS files of the client build (ADR 0037): nothing to draw here.
  const noStyles: Plugin = {
    name: 'page-shells-no-antd-sheets',
    resolveId: (id) => (id.startsWith('virtual:antd-styles/') ? '\0page-shells-empty' : null),
    load: (id) => (id === '\0page-shells-empty' ? '' : null),
  };
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), noStyles],
    json: { namedExports: false },
    // Production React and antd wherever it runs (the server need not set NODE_ENV), so its class names
    // and markup are the browser's.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: 'src/app/page-shell.tsx',
      outDir: dirname(outFile),
      emptyOutDir: true,
      minify: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: basename(outFile), codeSplitting: false } },
    },
  });
  // A query string: a rebuild in the same process (vite build --watch) imports the new file.
  const { renderPageShell, HERO_IMAGE_SLOT } = (await import(`${pathToFileURL(outFile).href}?${Date.now()}`)) as {
    renderPageShell: (path: string, language: Language) => Promise<string>;
    HERO_IMAGE_SLOT: string;
  };
  const shells = {} as PageShells['shells'];
  for (const language of LANGUAGES) {
    shells[language] = {};
    for (const pattern of patterns) shells[language][pattern] = await renderPageShell(samplePath(pattern), language);
  }
  return { heroImageSlot: HERO_IMAGE_SLOT, shells };
}

/**
 * dist/page-shells.json: the first screen of every page of public/page-data.json's `modules`, in
 * each language, drawn by the app itself at build time. The server puts it in the page's HTML, so a
 * first visit shows the page before its scripts have arrived and run (ADR 0040).
 */
export function pageShells(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'page-shells',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const pageData = JSON.parse(readFileSync(join(root, 'public/page-data.json'), 'utf8')) as { modules: Record<string, string> };
      const manifest: PageShells = {
        about:
          "Each public page as the app first draws it, before any answer of the API (ADR 0040): by language, by page path of page-data.json. The server writes the address of the page's largest picture in place of heroImageSlot (ADR 0044).",
        ...(await renderPageShells(root, Object.keys(pageData.modules))),
      };
      writeFileSync(resolve(root, outDir, 'page-shells.json'), `${JSON.stringify(manifest)}\n`);
    },
  };
}
