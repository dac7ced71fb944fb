import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPER_ADMIN } from './accounts';
import { closeToasts, expect, SCREENSHOT_DIR, test } from './fixtures';

/**
 * Issue 38 item 2: the back office at a phone's and a laptop's width, in both languages, as a super
 * admin. Every section is reached from the menu (none folded behind '…'), the page never scrolls
 * sideways, and axe finds no serious or critical WCAG 2.1 A/AA violation in any section.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
// The sections as the dashboard declares them: a section added later is walked too.
const SECTION_LABELS = [...readFileSync(path.join(SRC, 'admin/admin-tabs.tsx'), 'utf8').matchAll(/\blabel: '([\w.]+)'/g)].map((match) => match[1]!);
const MESSAGES = {
  it: JSON.parse(readFileSync(path.join(SRC, 'i18n/admin.it.json'), 'utf8')) as Record<string, string>,
  en: JSON.parse(readFileSync(path.join(SRC, 'i18n/admin.en.json'), 'utf8')) as Record<string, string>,
};
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, help: violation.help, nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) }));
}

/** The section's content settled: no spinner or skeleton left. */
async function settle(page: Page) {
  await expect(page.locator('#admin-section-panel')).toBeVisible();
  await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
}

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

for (const size of SIZES) {
  for (const language of ['it', 'en'] as const) {
    test(`every back-office section is in the menu and fits a ${size.name} (${size.width} px, ${language})`, async ({ page }) => {
      test.setTimeout(300_000);
      const text = MESSAGES[language];
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript((lang) => {
        localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, preferences: false, analytics: false }));
        localStorage.setItem('language', lang);
      }, language);
      expect((await page.request.post('/api/admin/login', { data: SUPER_ADMIN })).ok()).toBe(true);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: text['admin.dashboard.title'] })).toBeVisible();
      await closeToasts(page);

      const menuLabel = text['admin.nav.label']!;
      const found: Record<string, unknown> = {};
      for (const key of SECTION_LABELS) {
        const name = text[key]!;
        let menu = page.getByRole('navigation', { name: menuLabel });
        if (size.name === 'phone') {
          // One bar names the open section and opens the whole menu in a drawer.
          await page.getByRole('button', { name: new RegExp(text['admin.nav.sections']!) }).click();
          menu = page.getByRole('dialog', { name: text['admin.nav.sections'] }).getByRole('navigation', { name: menuLabel });
        }
        const tab = menu.getByRole('tab', { name, exact: true });
        await expect(tab, `${name} is in the menu, not folded away`).toBeVisible();
        await tab.click();
        await expect(page.getByRole('dialog', { name: text['admin.nav.sections'] })).toBeHidden();
        if (size.name === 'phone') await expect(page.locator('.admin-nav__toggle')).toContainText(name);
        else await expect(menu.getByRole('tab', { name, exact: true, selected: true })).toBeVisible();
        await settle(page);
        if (await overflows(page)) found[`${name}: page wider than the screen`] = await page.evaluate(() => document.documentElement.scrollWidth);
        const violations = await seriousViolations(page);
        if (violations.length) found[name] = violations;
        if (language === 'en' || size.name === 'phone')
          await page.screenshot({
            path: path.join(SCREENSHOT_DIR, `admin-${size.name}-${language}-${key.replace(/\W+/g, '-')}.png`),
            fullPage: size.name === 'phone',
          });
      }
      expect(found).toEqual({});
    });
  }
}
