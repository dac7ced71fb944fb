import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { algorithmWithDerivedTokens, appTheme, derivedThemeTokens } from '../src/app/theme.ts';
import { antdRouteSheets, antdSheets, routeFiles, variableSelectors } from './antd-static-styles.ts';

/** A source folder of its own: file path under src/ → text. */
function sources(files: Record<string, string>): URL {
  const root = mkdtempSync(join(tmpdir(), 'antd-styles-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return pathToFileURL(`${root}/`);
}

/** Every selector of a sheet, outside keyframes. */
function selectors(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    found.push(...rule.selectors);
  });
  return found;
}

describe('antd styles written at build time', () => {
  const { site, backOffice } = antdSheets(
    sources({
      'app/Header.tsx': "import { Button, type ButtonProps } from 'antd';\nconst Drawer = lazy(() => import('antd/es/drawer'));",
      'features/account/LoginForm.tsx': "import {\n  Form,\n  Input as TextInput,\n} from 'antd';",
      'admin/UserList.tsx': "import { Button, Table, Tag } from 'antd';",
      'admin/UserList.test.tsx': "import { Slider } from 'antd';",
    }),
  );

  it("puts what the site imports in the site's sheet, lazily imported parts too", () => {
    for (const component of ['ant-btn', 'ant-drawer', 'ant-form-item', 'ant-input']) expect(site).toContain(`.${component}`);
    expect(site).not.toContain('.ant-table');
    expect(site).not.toContain('.ant-slider'); // imported by a test only
  });

  it("puts only the back office's own components in its sheet", () => {
    expect(backOffice).toContain('.ant-table');
    // A Tag's colours come with the prop: drawn with one, so they are in.
    expect(backOffice).toContain('.ant-tag-gold');
    const siteSelectors = new Set(selectors(site));
    expect(selectors(backOffice).filter((selector) => siteSelectors.has(selector))).toEqual([]);
  });

  it("scopes every rule to the theme's hash, so antd's element rules reach only antd's elements", () => {
    // The icons' rules are global in the browser too (antd draws them for @ant-design/icons); the
    // theme's variables sit on its own class, which only antd's elements carry.
    const themeClass = `.${appTheme.cssVar!.key}`;
    const unscoped = [...selectors(site), ...selectors(backOffice)].filter(
      (selector) => !selector.includes(':where(.css-') && !selector.startsWith('.anticon') && !selector.startsWith(themeClass),
    );
    expect(unscoped).toEqual([]);
    expect(site).toMatch(/:where\(\.css-[a-z0-9-]+\) a\{/);
  });

  it("carries the theme's CSS variables under the theme's own name, so a page drawn before any script has its colours (ADR 0040)", () => {
    const themeClass = `.${appTheme.cssVar!.key}`;
    // Tested, not matched: a failed match would print the whole sheet.
    expect(new RegExp(`\\${themeClass}\\{[^}]*--ant-color-primary:#[0-9a-f]{6};`).test(site)).toBe(true);
    // The components' own variables too (a button's padding, an input's borders).
    expect(new RegExp(`\\${themeClass}\\.ant-[a-z-]+\\{--ant-`).test(site)).toBe(true);
    // Only the theme's own: the themes antd nests while drawing popups are named after React ids.
    expect(site.includes('.css-var-')).toBe(false);
    const declarations: string[] = [];
    postcss.parse(site).walkRules((rule) => {
      if (rule.selector.startsWith(themeClass)) rule.walkDecls((declaration) => void declarations.push(declaration.prop));
    });
    expect(declarations.filter((property) => !property.startsWith('--'))).toEqual([]);
  });

  it("names the components' variable rules the browser need not register again, and only those", () => {
    const named = variableSelectors(site);
    const themeClass = `.${appTheme.cssVar!.key}`;
    expect(named).toContain(`${themeClass}.ant-btn`);
    expect(named).toContain(`${themeClass}.ant-input`);
    // The theme's own rule is antd's to register (useCacheToken), and no rule of a component's style is named.
    expect(named).not.toContain(themeClass);
    expect(named.filter((selector) => !selector.startsWith(`${themeClass}.ant-`))).toEqual([]);
  });

  it('leaves out the numbered grid columns that no element carries', () => {
    expect(site).toContain('.ant-col');
    expect(site).not.toMatch(/\.ant-col-(xs-)?\d+\b/);
    expect(site).not.toContain('.ant-col-offset-');
  });

  it('fails on an import antd does not have', () => {
    expect(() => antdSheets(sources({ 'features/x.tsx': "import { Buton } from 'antd';" }))).toThrow('antd has no export Buton');
  });

  describe('split by route (ADR 0077)', () => {
    const folder = sources({
      'root.tsx': "import { Layout } from './app/Layout';",
      'app/Layout.tsx': "import { Button } from 'antd';\nconst Drawer = lazy(() => import('antd/es/drawer'));",
      'routes/decks.tsx': "import { DecksPage } from '../features/decks/DecksPage';",
      'features/decks/DecksPage.tsx': "import { Button, Select } from 'antd';\nconst Dialog = lazy(() => import('./Dialog'));",
      'features/decks/Dialog.tsx': "import { Modal } from 'antd';",
      'routes/news.tsx': "import { Tag } from 'antd';",
      'routes/privacy.tsx': 'export default function Privacy() { return null; }',
      'admin/Users.tsx': "import { Table } from 'antd';",
    });
    const files = routeFiles([
      {
        id: 'site',
        file: 'root.tsx',
        children: [
          { id: 'decks', file: 'routes/decks.tsx' },
          { id: 'news', file: 'routes/news.tsx' },
          { id: 'privacy', file: 'routes/privacy.tsx' },
        ],
      },
    ] as never);
    const { common, byFile } = antdRouteSheets(folder, files);

    it('names each route module by its route id, and the layouts every page renders', () => {
      expect(files.routes).toEqual({ decks: 'routes/decks.tsx', news: 'routes/news.tsx', privacy: 'routes/privacy.tsx' });
      expect(files.layouts).toEqual(['root.tsx']);
    });

    it("puts the layouts' components, lazy ones too, in the common sheet, and the theme's variables", () => {
      expect(common).toContain('.ant-btn');
      expect(common).toContain('.ant-drawer');
      expect(common).not.toContain('.ant-select');
      expect(common).toContain(`.${appTheme.cssVar!.key}{`);
    });

    it("gives a route what its modules reach, lazily too, without the common sheet's rules", () => {
      expect(byFile['routes/decks.tsx']).toContain('.ant-select');
      expect(byFile['routes/decks.tsx']).toContain('.ant-modal');
      expect(byFile['routes/decks.tsx']).not.toContain('.ant-tag');
      expect(byFile['routes/news.tsx']).toContain('.ant-tag');
      const commonSelectors = new Set(selectors(common));
      expect(selectors(byFile['routes/decks.tsx']).filter((selector) => selector.startsWith('.ant-btn') && commonSelectors.has(selector))).toEqual([]);
      expect(byFile['routes/privacy.tsx']).toBe('');
      for (const css of Object.values(byFile)) expect(css).not.toContain('.ant-table');
    });
  });

  describe("the theme's tokens, derived at build time", () => {
    const derived = derivedThemeTokens();
    const algorithm = algorithmWithDerivedTokens(derived);

    it("gives antd every token it would derive itself from the site's theme", () => {
      expect(algorithm({ ...theme.defaultSeed, ...appTheme.token })).toBe(derived.tokens);
      expect(theme.getDesignToken({ ...appTheme, algorithm })).toEqual(theme.getDesignToken(appTheme));
    });

    it('derives any other seed (a nested theme) as antd would', () => {
      const nested = { ...appTheme, token: { ...appTheme.token, colorPrimary: '#c0392b' } };
      expect(theme.getDesignToken({ ...nested, algorithm })).toEqual(theme.getDesignToken(nested));
      expect(theme.getDesignToken({ ...nested, algorithm }).colorPrimary).not.toBe(theme.getDesignToken(appTheme).colorPrimary);
    });
  });
});
