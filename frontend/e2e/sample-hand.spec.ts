import { statisticsDeckPath } from './deck-statistics';
import { test } from './fixtures';
import { playSampleHand } from './sample-hand';

for (const language of ['en', 'it'] as const) {
  test(`a sample hand on a deck page: draw, mulligan, draw for the turn, the same hand from the address (${language})`, async ({ page }) => {
    await playSampleHand(page, await statisticsDeckPath(page, `/${language}`), language, `sample-hand-${language}.png`);
  });
}
