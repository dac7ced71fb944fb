import { statisticsDeckPath } from './deck-statistics';
import { test } from './fixtures';
import { playSampleHand } from './sample-hand';

// The narrowest phone the site is checked on.
test.use({ viewport: { width: 390, height: 844 } });

for (const language of ['en', 'it'] as const) {
  test(`on a 390 px phone the sample hand plays and fits the screen (${language})`, async ({ page }) => {
    await playSampleHand(page, await statisticsDeckPath(page, `/${language}`), language, `mobile-sample-hand-${language}.png`);
  });
}
