import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { appTheme } from '../src/app/theme.ts';
import { antdSheets } from './antd-static-styles.ts';

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

  it('leaves out the numbered grid columns that no element carries', () => {
    expect(site).toContain('.ant-col');
    expect(site).not.toMatch(/\.ant-col-(xs-)?\d+\b/);
    expect(site).not.toContain('.ant-col-offset-');
  });

  it('fails on an import antd does not have', () => {
    expect(() => antdSheets(sources({ 'features/x.tsx': "import { Buton } from 'antd';" }))).toThrow('antd has no export Buton');
  });
});
