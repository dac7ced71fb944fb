import { request } from '@playwright/test';
import { SUPER_ADMIN } from './accounts';
import { expect, test } from './fixtures';

/**
 * #15 item 5: YouTube's embedded player refuses to play without the embedding page's origin as
 * referrer. The site sends `Referrer-Policy: strict-origin-when-cross-origin` and the player's
 * iframe asks for the same: the player's request must carry the site's origin, and nothing more.
 */
test("a YouTube embed on a deck page gets the site's origin as its referrer", async ({ page, baseURL }) => {
  const api = await request.newContext({ baseURL });
  expect((await api.post('/api/admin/login', { data: SUPER_ADMIN })).ok()).toBe(true);
  const cards = (await (await api.get('/api/cards')).json()) as Array<{ id: number; code: string }>;
  const id = (code: string) => cards.find((card) => card.code === code)!.id;
  const created = await api.post('/api/decks', {
    data: {
      name: `Referrer check ${Date.now()}`,
      author: 'Nami',
      tier: 'Tier 2',
      format: 'OP10',
      leaderId: id('ST01-001'),
      shortDescription: 'a deck with a video',
      description: '<p>Guide</p>',
      description_en: '<p>Guide</p>',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      matchups: [],
      priority: 2,
      isDraft: 0,
      cards: [
        { cardId: id('ST01-002'), quantity: 4 },
        { cardId: id('ST01-004'), quantity: 4 },
        { cardId: id('ST01-013'), quantity: 2 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const deck = (await created.json()) as { id: number };
  await api.dispose();

  // The page is offline but for the app (fixtures); the player's address answers with a stub page
  // here, so what the browser sends it can be read.
  const player: { url?: string; referer?: string } = {};
  await page.route('https://www.youtube-nocookie.com/**', async (route) => {
    player.url = route.request().url();
    player.referer = (await route.request().allHeaders())['referer'];
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });

  const response = await page.goto(`/decks/${deck.id}`);
  expect(response!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await page.getByRole('list', { name: 'Videos of this deck' }).getByRole('button', { name: 'Play video 1' }).click();
  await expect(page.getByRole('dialog', { name: 'Video' }).getByTitle('YouTube video player')).toBeVisible();
  await expect.poll(() => player.url).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  // The origin only: no path (the deck id) leaves the site.
  expect(player.referer).toBe(`${new URL(baseURL!).origin}/`);
});
