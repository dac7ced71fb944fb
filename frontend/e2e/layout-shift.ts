import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Layout shift (issue 14 goal 4: CLS ≤ 0.05 on every public page). The browser's own layout-shift
 * entries are recorded from before the first script, the page is left to settle (heading shown, no
 * skeleton or spinner, the cookie banner's second passed), and CLS is computed as Chrome reports it:
 * the largest session window of shifts. A failure lists what moved.
 */
export const CLS_GOAL = 0.05;

interface Shift {
  value: number;
  time: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

function recordShifts() {
  const describe = (node: Node | null | undefined): string => {
    if (!node) return '(removed)';
    if (!(node instanceof Element)) return `text in ${describe(node.parentElement)}`;
    const parts: string[] = [];
    for (let element: Element | null = node; element && element !== document.body && parts.length < 3; element = element.parentElement) {
      parts.unshift(
        `${element.localName}${[...element.classList]
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('')}`,
      );
    }
    return parts.join(' > ');
  };
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts?.push({ value: entry.value, time: entry.startTime, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The largest session window: shifts less than 1 s apart, a window at most 5 s long. */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let largest = 0;
  let windowValue = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.time - previous > 1000 || shift.time - windowStart > 5000) {
      windowValue = 0;
      windowStart = shift.time;
    }
    windowValue += shift.value;
    previous = shift.time;
    largest = Math.max(largest, windowValue);
  }
  return largest;
}

async function firstDeckPath(page: Page): Promise<string> {
  const body = (await (await page.request.get('/api/decks/page')).json()) as { items: Array<{ id: number }> };
  return `/decks/${body.items[0].id}`;
}

const CONSENT = JSON.stringify({ necessary: true, preferences: false, analytics: false, timestamp: '2026-01-01T00:00:00.000Z' });

/** The four pages of the goal, in English with the cookie banner showing and in Italian with the choice made. */
export function layoutShiftTests(screen: string) {
  for (const [language, consent] of [
    ['en', false],
    ['it', true],
  ] as const) {
    for (const target of ['/', '/cards', '/decks', 'a deck page']) {
      test(`${target} does not shift its layout while it loads (${screen}, ${language}, ${consent ? 'cookie choice made' : 'cookie banner shown'})`, async ({
        page,
      }) => {
        const path = target === 'a deck page' ? await firstDeckPath(page) : target;
        await page.addInitScript(
          ({ language, consent }) => {
            localStorage.setItem('language', language);
            if (consent) localStorage.setItem('cookie-consent', consent);
          },
          { language, consent: consent ? CONSENT : null },
        );
        await page.addInitScript(recordShifts);
        await page.goto(path);

        await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning, .spinner')).toHaveCount(0, { timeout: 15_000 });
        // The banner comes 1 s after load, fixed over the page: it must not move anything either.
        if (!consent) await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
        // Late pictures and the mascot's greeting.
        await page.waitForTimeout(1_500);

        const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
        const moved = shifts.map((shift) => `${shift.value.toFixed(3)} at ${Math.round(shift.time)} ms: ${shift.sources.join('; ')}`);
        expect(cumulativeLayoutShift(shifts), `layout shifts on ${path}:\n${moved.join('\n')}`).toBeLessThanOrEqual(CLS_GOAL);
      });
    }
  }
}
