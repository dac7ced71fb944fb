import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { readdirSync, readFileSync } from 'node:fs';
import postcss from 'postcss';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { appTheme } from '../src/app/theme.ts';

/** The two style sheets: the site's (with the entry) and the back office's (with its chunk). */
export const ANTD_STYLES = { site: 'virtual:antd-styles/site.css', backOffice: 'virtual:antd-styles/back-office.css' } as const;

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

/** The antd components the sources import, by who imports them: the back office (src/admin) or the site. */
function antdImports(sources: URL): { site: Set<string>; backOffice: Set<string> } {
  const site = new Set<string>();
  const backOffice = new Set<string>();
  const files = readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/^test[\\/]/.test(file),
  );
  for (const file of files) {
    const text = readFileSync(new URL(file, sources), 'utf8');
    const names = [
      ...[...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)].flatMap(([, list]) => list.split(',').map((entry) => entry.trim().split(/\s+as\s+/)[0])),
      // A component imported on its own, often lazily: import('antd/es/drawer') is Drawer.
      ...[...text.matchAll(/(?:import\s*\(\s*|import\s+\w+\s+from\s*)'antd\/es\/([a-z-]+)'/g)].map(([, module]) =>
        module.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase()),
      ),
    ];
    for (const name of names) {
      if (!name || name.startsWith('type ') || NOT_DRAWN.has(name)) continue;
      (/^admin[\\/]/.test(file) ? backOffice : site).add(name);
    }
  }
  for (const name of site) backOffice.delete(name);
  return { site, backOffice };
}

/** The CSS of the antd components the sources import: the site's, and the back office's own. */
export function antdSheets(sources: URL): { site: string; backOffice: string } {
  const { site, backOffice } = antdImports(sources);
  const cache = createCache();
  const sheet = (names: Set<string>) => {
    const nodes = [...names].sort().flatMap((name) => {
      const component = components[name];
      if (!component) throw new Error(`antd has no export ${name}`);
      return (drawings[name] ?? ((C) => [h(C)]))(component);
    });
    renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: appTheme }, ...nodes)));
    // `once`: the back office's sheet leaves out what the site's already has. The cache-path rule
    // at the end lets antd take over server-drawn run-time styles; with zeroRuntime it draws none.
    return withoutNumberedColumns(
      extractStyle(cache, { plain: true, types: ['style', 'token', 'cssVar'], once: true }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, ''),
    );
  };
  return { site: sheet(site), backOffice: sheet(backOffice) };
}

/**
 * antd's component styles written at build time instead of at run time (ADR 0037). antd 6 draws
 * each component's CSS in the browser as the component first renders (a sixth to a fifth of a first
 * visit's script time on a slow phone); with `zeroRuntime` it skips that and leaves the CSS to a file. The
 * file holds only the components the sources import, drawn with the site's theme (values antd bakes
 * into the CSS come from it; the rest are CSS variables, still set at run time): one sheet for the
 * site, imported before global.css so the site's rules come after antd's as before, and one with the
 * back office's own components, imported with its chunk. A new component is picked up from its
 * import; one that cannot be drawn without props fails the build until `drawings` knows it.
 * `npm run dev` and the component tests keep antd's run-time styles: the sheets are empty there.
 */
export function antdStaticStyles(): Plugin {
  let build = false;
  let sheets: Record<string, string> | undefined;
  return {
    name: 'antd-static-styles',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (Object.values(ANTD_STYLES).includes(id as never) ? id : null),
    load(id) {
      if (!Object.values(ANTD_STYLES).includes(id as never)) return null;
      if (!build) return '';
      if (!sheets) {
        const { site, backOffice } = antdSheets(new URL('../src/', import.meta.url));
        sheets = { [ANTD_STYLES.site]: site, [ANTD_STYLES.backOffice]: backOffice };
      }
      return sheets[id];
    },
  };
}
