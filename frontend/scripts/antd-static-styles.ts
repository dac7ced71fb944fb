import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import postcss from 'postcss';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { Plugin } from 'vite';
import { appTheme, derivedThemeTokens } from '../src/app/theme.ts';

/**
 * The back office's style sheet (imported with its chunk), the module that names each route's
 * sheets for the site's pages (root.tsx links them), and the theme's tokens as the theme's
 * algorithm derives them from its seed (app/providers.tsx).
 */
export const ANTD_STYLES = {
  backOffice: 'virtual:antd-styles/back-office.css',
  routes: 'virtual:antd-styles/routes',
  themeTokens: 'virtual:antd-styles/theme-tokens',
} as const;

type Antd = Record<string, ComponentType<Record<string, unknown>> & Record<string, ComponentType<Record<string, unknown>>>>;
const components = antd as unknown as Antd;

/**
 * How a component is drawn so that every style it can need is registered: popups as their open
 * panel (closed, antd draws nothing of them), parts the site uses (Form.Item, Input.TextArea…).
 */
const drawings: Record<string, (component: Antd[string]) => ReactNode[]> = {
  Dropdown: (C) => [h(C, { menu: { items: [] } }, h('span')), h(C._InternalPanelDoNotUseOrYouWillBeFired, { menu: { items: [{ key: 'a', label: 'a' }] } })],
  Select: (C) => [h(C), h(C._InternalPanelDoNotUseOrYouWillBeFired)],
  Tooltip: (C) => [h(C, { title: 'a' }, h('span')), h(C._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a' })],
  Popconfirm: (C) => [h(C, { title: 'a' }, h('span')), h(C._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a' })],
  Drawer: (C) => [h(C._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a' })],
  Modal: (C) => [h(C._InternalPanelDoNotUseOrYouWillBeFired), h(C._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm' })],
  notification: (C) => [h(C._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a' })],
  // A preset colour and a status colour each bring their own sheet.
  Tag: (C) => [h(C), h(C, { color: 'gold' }), h(C, { color: 'success' })],
  Table: (C) => [h(C, { columns: [{ title: 'a', dataIndex: 'a' }], dataSource: [{ key: 1, a: 1 }], pagination: { total: 50 } })],
  Tabs: (C) => [h(C, { items: [{ key: 'a', label: 'a', children: 'a' }] })],
  Form: (C) => [h(C, null, h(C.Item, { label: 'a', help: 'a', validateStatus: 'error', hasFeedback: true }, h('span')))],
  Input: (C) => [h(C), h(C.TextArea), h(C.Password), h(C.Search)],
  Radio: (C) => [h(C.Group, { options: ['a'] }), h(C.Button, null, 'a')],
  Skeleton: (C) => [h(C), h(C.Button), h(C.Input), h(C.Node, null, 'a')],
  Empty: (C) => [h(C), h(C, { image: C.PRESENTED_IMAGE_SIMPLE })],
  App: (C) => [h(C, null, 'a')],
};
/** Imports from antd that draw nothing of their own. */
const NOT_DRAWN = new Set(['theme', 'ConfigProvider']);

/**
 * Form.Item lays out its label and field with antd's grid, which brings the rules of every numbered
 * column (`.ant-col-xs-12`, `-offset-3`…, a sixth of the sheet). The site never gives a span
 * (`labelCol`, `wrapperCol`, `<Col span>`), so no element carries those classes: they are left out.
 */
const NUMBERED_COLUMN = /\.ant-col-(?:(?:xs|sm|md|lg|xl|xxl|xxxl)-)?(?:(?:push|pull|offset|order)-)?\d+(?![\w-])/;
/**
 * The theme's CSS variables are kept under the site theme's own name (appTheme's `cssVar.key`): the
 * themes antd's popups nest while drawn here are named after React ids that no element carries.
 */
const UNNAMED_THEME = /^\.css-var-/;
function withoutNumberedColumns(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !NUMBERED_COLUMN.test(selector) && !UNNAMED_THEME.test(selector));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules('media', (media) => {
    if (!media.nodes?.length) media.remove();
  });
  return root.toString();
}

/** The source files (not tests), as paths under src/ with forward slashes. */
function sourceFiles(sources: URL): string[] {
  return readdirSync(sources, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/^test\//.test(file));
}

/** The antd components a source file imports (ConfigProvider and theme draw nothing). */
function antdNames(text: string): string[] {
  const names = [
    ...[...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)].flatMap(([, list]) => list.split(',').map((entry) => entry.trim().split(/\s+as\s+/)[0])),
    // A component imported on its own, often lazily: import('antd/es/drawer') is Drawer.
    ...[...text.matchAll(/(?:import\s*\(\s*|import\s+\w+\s+from\s*)'antd\/es\/([a-z-]+)'/g)].map(([, module]) =>
      module.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase()),
    ),
  ];
  return names.filter((name) => name && !name.startsWith('type ') && !NOT_DRAWN.has(name));
}

/** The antd components the sources import, by who imports them: the back office (src/admin) or the site. */
function antdImports(sources: URL): { site: Set<string>; backOffice: Set<string> } {
  const site = new Set<string>();
  const backOffice = new Set<string>();
  for (const file of sourceFiles(sources)) {
    for (const name of antdNames(readFileSync(new URL(file, sources), 'utf8'))) (/^admin\//.test(file) ? backOffice : site).add(name);
  }
  for (const name of site) backOffice.delete(name);
  return { site, backOffice };
}

/**
 * The antd components a source file reaches through its imports, static and lazy (a lazily shown
 * dialog's styles come with the page that can open it), within src/.
 */
function reachableAntd(sources: URL, start: string[]): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(new URL(file, sources), 'utf8');
    for (const name of antdNames(text)) found.add(name);
    for (const [, specifier] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g)) {
      const base = new URL(specifier, new URL(file, sources));
      const next = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => new URL(base.href + ending))
        .find((url) => /\.tsx?$/.test(url.pathname) && existsSync(url));
      if (next) pending.push(next.href.slice(sources.href.length));
    }
  }
  return found;
}

/** The CSS of antd components drawn into `cache` (`once`: what an earlier call took is left out). */
function drawnSheet(cache: ReturnType<typeof createCache>, names: Iterable<string>): string {
  const nodes = [...names].sort().flatMap((name) => {
    const component = components[name];
    if (!component) throw new Error(`antd has no export ${name}`);
    return (drawings[name] ?? ((C) => [h(C)]))(component);
  });
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: appTheme }, ...nodes)));
  // The cache-path rule at the end lets antd take over server-drawn run-time styles; with
  // zeroRuntime it draws none.
  return withoutNumberedColumns(
    extractStyle(cache, { plain: true, types: ['style', 'token', 'cssVar'], once: true }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, ''),
  );
}

/** The CSS of the antd components the sources import: the site's, and the back office's own. */
export function antdSheets(sources: URL): { site: string; backOffice: string } {
  const { site, backOffice } = antdImports(sources);
  const cache = createCache();
  // One cache: the back office's sheet leaves out what the site's already has.
  return { site: drawnSheet(cache, site), backOffice: drawnSheet(cache, backOffice) };
}

/** The route modules of src/routes.ts by route id, and the modules every page renders (the layouts). */
export type RouteFiles = { layouts: string[]; routes: Record<string, string> };

/**
 * The site's antd styles split by route (ADR 0077): `common`, the components the layouts reach (the
 * header, the menu, the footer, the cookie banner, the error page: on every page), and for each
 * route module the rest of the components it reaches, each sheet without the rules `common` has.
 * A page then parses the antd rules it can show instead of every one the site has (459 KB).
 */
export function antdRouteSheets(sources: URL, { layouts, routes }: RouteFiles): { common: string; byFile: Record<string, string> } {
  const { site } = antdImports(sources);
  const common = drawnSheet(createCache(), reachableAntd(sources, layouts));
  const commonRules = new Set(postcss.parse(common).nodes.map((node) => node.toString()));
  const byFile: Record<string, string> = {};
  for (const file of new Set(Object.values(routes))) {
    const names = [...reachableAntd(sources, [file])].filter((name) => site.has(name));
    const root = postcss.parse(drawnSheet(createCache(), names));
    for (const node of [...root.nodes]) if (commonRules.has(node.toString())) node.remove();
    byFile[file] = root.toString().trim();
  }
  return { common, byFile };
}

/** Route ids → route module files (under src/), and the layouts every page renders, from src/routes.ts. */
export function routeFiles(config: RouteConfigEntry[]): RouteFiles {
  const routes: Record<string, string> = {};
  const layouts = ['root.tsx'];
  const walk = (entries: RouteConfigEntry[]) => {
    for (const entry of entries) {
      if (entry.children?.length) layouts.push(entry.file);
      else routes[entry.id ?? entry.file] = entry.file;
      walk(entry.children ?? []);
    }
  };
  walk(config);
  return { layouts: [...new Set(layouts)], routes };
}

/** The selectors of the rules that set a theme's or a component's CSS variables (`.site-theme.ant-btn`). */
export function variableSelectors(css: string): string[] {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const variablesOnly = rule.nodes.length > 0 && rule.nodes.every((node) => node.type === 'decl' && node.prop.startsWith('--'));
    if (variablesOnly && /^\.[\w-]+\.[\w-]+(, \.[\w-]+\.[\w-]+)*$/.test(rule.selector)) selectors.push(rule.selector);
  });
  return selectors;
}

const COMPONENT_VARIABLES = '\0antd-component-variables';

/**
 * @ant-design/cssinjs for cssinjs-utils' genStyleUtils, whose useCSSVarRegister each antd component
 * calls on its first render in a page, even with `zeroRuntime`: it works out the component's tokens,
 * hashes them and writes a `<style>` of CSS variables (about 20 components on a first visit, during
 * hydration). Where the build's sheets already hold that rule it does nothing; a component drawn
 * differently here than in the browser (an open Modal: its panel sets no variables) registers them
 * as before. A component keeps its key and scope from render to render, so it always takes the same
 * branch (the rules of hooks hold).
 */
function componentVariablesModule(inSheets: Set<string>): string {
  return `import { useCSSVarRegister as register } from '@ant-design/cssinjs';
export * from '@ant-design/cssinjs';
const inSheets = new Set(${JSON.stringify([...inSheets])});
export function useCSSVarRegister(config, fn) {
  const selector = [config.scope].flat().filter(Boolean).map((scope) => '.' + config.key + '.' + scope).join(', ');
  if (!inSheets.has(selector)) register(config, fn);
}`;
}

/**
 * antd's component styles written at build time instead of at run time (ADR 0037). antd 6 draws
 * each component's CSS in the browser as the component first renders (a sixth to a fifth of a first
 * visit's script time on a slow phone); with `zeroRuntime` it skips that and leaves the CSS to files
 * holding only the components the sources import, drawn with the site's theme (values antd bakes
 * into the CSS come from it; the rest are CSS variables, whose rules the sheets hold too):
 * - the site's, split by route (`antdRouteSheets`, ADR 0077): files of their own in the client
 *   build (assets/antd-….css), named by route id in `virtual:antd-styles/routes`, which root.tsx
 *   links before the site's own sheets, so the site's rules come after antd's as before;
 * - the back office's own components, imported with its chunk.
 * The browser then registers only the variable rules no sheet holds (`componentVariablesModule`), and
 * takes the theme's tokens as derived here (`virtual:antd-styles/theme-tokens`).
 * A new component is picked up from its import; one that cannot be drawn without props fails the
 * build until `drawings` knows it. `npm run dev` and the component tests keep antd's run-time
 * styles: the sheets are empty there and no route names any.
 */
export function antdStaticStyles(routesConfig: () => Promise<RouteConfigEntry[]>): Plugin {
  const sources = new URL('../src/', import.meta.url);
  let build = false;
  let base = '/';
  let backOffice: string | undefined;
  let split: { files: Record<string, string>; byRoute: Record<string, string[]> } | undefined;
  const routeSheets = async () => {
    if (split) return split;
    const routeModules = routeFiles(await routesConfig());
    const { common, byFile } = antdRouteSheets(sources, routeModules);
    const files: Record<string, string> = {};
    const named = (name: string, css: string) => {
      if (!css) return [];
      const fileName = `assets/antd-${name}-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
      files[fileName] = css;
      return [base + fileName];
    };
    const commonHref = named('common', common);
    const hrefByFile = Object.fromEntries(Object.entries(byFile).map(([file, css]) => [file, named(file.replace(/^routes\/|\.tsx?$/g, ''), css)]));
    split = { files, byRoute: Object.fromEntries(Object.entries(routeModules.routes).map(([id, file]) => [id, [...commonHref, ...(hrefByFile[file] ?? [])]])) };
    return split;
  };
  const backOfficeSheet = () => (backOffice ??= antdSheets(sources).backOffice);
  return {
    name: 'antd-static-styles',
    // Before Vite's resolver, which would resolve @ant-design/cssinjs for genStyleUtils itself.
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
      base = config.base;
    },
    resolveId(id, importer) {
      if (Object.values(ANTD_STYLES).includes(id as never)) return id;
      // The build's component-variable registration (below) in place of antd's.
      if (build && id === '@ant-design/cssinjs' && importer?.replaceAll('\\', '/').endsWith('/@ant-design/cssinjs-utils/es/util/genStyleUtils.js'))
        return COMPONENT_VARIABLES;
      return null;
    },
    async load(id) {
      if (id === COMPONENT_VARIABLES) {
        const sheets = [...Object.values((await routeSheets()).files), backOfficeSheet()];
        return componentVariablesModule(new Set(sheets.flatMap(variableSelectors)));
      }
      if (id === ANTD_STYLES.routes) return `export default ${JSON.stringify(build ? (await routeSheets()).byRoute : {})};`;
      if (id === ANTD_STYLES.themeTokens) return `export default ${JSON.stringify(build ? derivedThemeTokens() : null)};`;
      if (id !== ANTD_STYLES.backOffice) return null;
      return build ? backOfficeSheet() : '';
    },
    async generateBundle() {
      if (!build || this.environment.config.consumer !== 'client') return;
      for (const [fileName, source] of Object.entries((await routeSheets()).files)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
