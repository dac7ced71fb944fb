import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectChartsDrawn } from './deck-statistics';
import { closeToasts, expect, SCREENSHOT_DIR } from './fixtures';

/** The sample hand's words in each language (the catalogues' deck.sampleHand.* and the odds' turn order). */
export const SAMPLE_HAND_WORDS = {
  en: {
    title: 'Sample hand',
    hand: /^Hand: /,
    newHand: 'Draw a new hand',
    mulligan: 'Mulligan',
    draw: 'Draw for the turn',
    second: 'Going second',
    drew: /^Turn 1: you drew /,
    status: 'Turn 2 · 7 cards in hand · 43 cards left in the deck · mulligan taken',
  },
  it: {
    title: 'Mano di prova',
    hand: /^Mano: /,
    newHand: 'Pesca una nuova mano',
    mulligan: 'Mulligan',
    draw: 'Pesca per il turno',
    second: 'Per secondo',
    drew: /^Turno 1: hai pescato /,
    status: 'Turno 2 · 7 carte in mano · 43 carte rimaste nel mazzo · mulligan fatto',
  },
} as const;

/** The cards in the hand, by each picture's name (or its text face's), in the order drawn. */
export async function handCards(list: Locator): Promise<string[]> {
  return list.locator('li').evaluateAll((items) =>
    items.map((item) => {
      const picture = item.querySelector('img') ?? item.querySelector('[role="img"]');
      return (picture?.getAttribute('alt') ?? picture?.getAttribute('aria-label') ?? '').replace(/:.*$/, '');
    }),
  );
}

/**
 * Where the page stands: the scroll position, the section's height, and where its hand and what
 * follows it sit from its top (the statistics above it load their charts and controls as they near
 * the screen: the section's own place is theirs to keep, ADR 0039).
 */
async function layout(section: Locator): Promise<{ top: number; height: number; handTop: number; nextTop: number }> {
  return section.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    return {
      // Where the visitor sees the section, not window.scrollY: in CI something above it once grew by 139 px
      // while drawing and the browser's scroll anchoring kept the section in place (scrollY changed, nothing moved).
      top,
      height: element.getBoundingClientRect().height,
      handTop: element.querySelector('ol')!.getBoundingClientRect().top - top,
      nextTop: element.nextElementSibling!.getBoundingClientRect().top - top,
    };
  });
}

/** The cookie banner answered and Decky closed: on a phone they cover the buttons (a click would scroll the page). */
async function clearTheView(page: Page): Promise<void> {
  const necessaryOnly = page.getByRole('button', { name: /^(Necessary only|Solo necessari)$/ });
  if (await necessaryOnly.isVisible()) await necessaryOnly.click();
  const closeDecky = page.getByRole('button', { name: /^(Close and hide Decky for this session|Chiudi e nascondi Decky per questa sessione)$/ });
  if (await closeDecky.isVisible()) await closeDecky.click();
}

/**
 * Plays a test game on a deck page and checks what a player relies on: a new hand of 5 from a seed
 * written into the address (no history entry, the page not moved), one mulligan, going second with a
 * draw on turn 1, a second turn, and the address reloaded gives the same hand. Nothing on the page
 * moves while drawing.
 */
export async function playSampleHand(page: Page, deckPath: string, language: keyof typeof SAMPLE_HAND_WORDS, screenshot: string): Promise<void> {
  const words = SAMPLE_HAND_WORDS[language];
  await page.goto(deckPath);
  const section = page.getByRole('region', { name: words.title });
  const list = section.getByRole('list', { name: words.hand });
  const button = (name: string) => section.getByRole('button', { name, exact: true });
  // The statistics above drawn first (their charts and controls load near the screen), then the hand in view.
  await expectChartsDrawn(page.locator('.deck-stats').first());
  await expect(page.locator('.deck-stats__control-box')).toHaveCount(0);
  await clearTheView(page);
  await section.scrollIntoViewIfNeeded();
  await expect(list.locator('li')).toHaveCount(0);
  await expect(button(words.mulligan)).toBeDisabled();
  const history = await page.evaluate(() => window.history.length);
  const before = await layout(section);

  await button(words.newHand).click();
  await expect(page).toHaveURL(/\?hand=[a-z0-9]+&first=1&mulligan=0&turn=0$/);
  await expect(list.locator('li')).toHaveCount(5);
  const opening = await handCards(list);
  expect(opening.every(Boolean)).toBe(true);
  expect(await layout(section)).toEqual(before);

  await button(words.mulligan).click();
  await expect(page).toHaveURL(/&mulligan=1&turn=0$/);
  await expect(button(words.mulligan)).toBeDisabled();
  await expect(list.locator('li')).toHaveCount(5);
  expect(await handCards(list)).not.toEqual(opening);

  await button(words.second).click();
  await expect(page).toHaveURL(/&first=0&mulligan=1&turn=0$/);
  await expect(button(words.second)).toHaveAttribute('aria-pressed', 'true');
  await button(words.draw).click();
  await expect(page).toHaveURL(/&first=0&mulligan=1&turn=1$/);
  await expect(list.locator('li')).toHaveCount(6);
  await expect(section.getByText(words.drew)).toBeAttached();
  await button(words.draw).click();
  await expect(page).toHaveURL(/&turn=2$/);
  await expect(list.locator('li')).toHaveCount(7);
  await expect(section).toContainText(words.status);
  const hand = await handCards(list);
  // Every draw replaced the address: the history did not grow, the page did not move.
  expect(await page.evaluate(() => window.history.length)).toBe(history);
  expect(await layout(section)).toEqual(before);
  // Nothing wider than the screen: the hand scrolls sideways within its row.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  await closeToasts(page);
  await clearTheView(page);
  await section.screenshot({ path: path.join(SCREENSHOT_DIR, screenshot) });

  // The address is the hand: opened again, it shows the same cards at the same turn.
  await page.reload();
  await expect(list.locator('li')).toHaveCount(7);
  expect(await handCards(list)).toEqual(hand);
  await expect(section).toContainText(words.status);
}
