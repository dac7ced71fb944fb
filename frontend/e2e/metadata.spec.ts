import { expect, test } from './fixtures';

/**
 * Issue 12: every page opens under /it/… and /en/… in that language, the head follows navigation,
 * and the server answers a crawler with each page's own metadata and the right status.
 */
type DeckRow = { id: number; name: string };

async function publishedDeck(request: import('@playwright/test').APIRequestContext): Promise<DeckRow> {
  const decks = (await (await request.get('/api/decks')).json()) as DeckRow[];
  const deck = decks.find((candidate) => candidate.name === 'Straw Hat Rush') ?? decks[0];
  if (!deck) throw new Error('the demo seed has no published deck');
  return deck;
}

const description = (page: import('@playwright/test').Page) => page.locator('head meta[name="description"]');

test('/en/decks opens the deck gallery in English', async ({ page }) => {
  await page.goto('/en/decks');
  await expect(page.getByRole('heading', { level: 1, name: 'Decks' })).toBeVisible();
  await expect(page).toHaveTitle('Decks – OP Decks');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
  await expect(page.getByText('Pagina non trovata')).toHaveCount(0);
  await expect(page.locator('head link[rel="alternate"][hreflang="it"]')).toHaveAttribute('href', /\/it\/decks$/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/en\/decks$/);
});

test('/it/ opens the home page in Italian, even for a visitor who chose English before', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/it/');
  await expect(page).toHaveTitle('OP Decks – Impara a giocare a One Piece Card Game');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('link', { name: 'Mazzi' }).first()).toBeVisible();
  await expect(page.getByText('Pagina non trovata')).toHaveCount(0);
});

test('/it/decks/{id} opens the deck in Italian with its own head', async ({ page, request, baseURL }) => {
  const deck = await publishedDeck(request);
  await page.goto(`/it/decks/${deck.id}`);
  await expect(page.getByRole('heading', { level: 1, name: deck.name })).toBeVisible();
  await expect(page).toHaveTitle(`${deck.name} – OP Decks`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('link', { name: /Torna ai mazzi/ })).toBeVisible();
  await expect(page.getByText('Pagina non trovata')).toHaveCount(0);
  // One description, the deck's (the head manager took over the server's tag instead of adding a second).
  await expect(description(page)).toHaveCount(1);
  await expect(page.locator('head meta[property="og:image"]')).toHaveCount(1);
  // The deck's own 1200×630 picture (ADR 0072), absolute (chat previews ignore relative addresses), for X too.
  const image = `${baseURL}/api/decks/${deck.id}/image.png`;
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', image);
  await expect(page.locator('head meta[name="twitter:image"]')).toHaveAttribute('content', image);
  await expect(page.locator('head meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('head meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(page.locator('head meta[property="og:image:type"]')).toHaveAttribute('content', 'image/png');
  await expect(page.locator('head meta[property="og:image:alt"]')).toHaveAttribute(
    'content',
    `Il mazzo ${deck.name}: il leader e le carte con le loro quantità`,
  );
  // A crawler fetches it without a session, from anywhere, and may keep it while its ETag holds.
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, no-cache', 'cross-origin-resource-policy': 'cross-origin' });
  expect(picture.headers().etag).toBeTruthy();
});

test('the title and the description change as the visitor navigates, and the prefix follows the language', async ({ page }) => {
  await page.goto('/en/decks');
  await expect(page).toHaveTitle('Decks – OP Decks');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cards' }).click();
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page).toHaveTitle('Card database – OP Decks');
  await expect(description(page)).toHaveCount(1);
  await expect(description(page)).toHaveAttribute('content', /^Search every One Piece Card Game card/);

  await page.goto('/it/decks');
  await expect(page).toHaveTitle('Mazzi – OP Decks');
  // The title comes with the server's HTML; the switch is made on the page, once it is on screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Mazzi' })).toBeVisible();
  await page.getByRole('banner').getByText('EN', { exact: true }).click();
  await expect(page).toHaveURL(/\/en\/decks$/);
  await expect(page).toHaveTitle('Decks – OP Decks');
});

test('/en/cards?search= opens /cards with the search applied', async ({ page }) => {
  await page.goto('/en/cards?search=Luffy');
  await expect(page).toHaveURL(/\/cards\?.*Luffy/);
  await expect(page).toHaveTitle('Card database – OP Decks');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the server answers with each page’s own head and a 404 for what does not exist', async ({ page, request, baseURL }) => {
  const deck = await publishedDeck(request);
  const html = await (await request.get(`/en/decks/${deck.id}`)).text();
  expect(html).toContain(`<title>${deck.name} – OP Decks</title>`);
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/api/decks/${deck.id}/image.png"`);
  expect(html).toContain(`<meta name="twitter:image" content="${baseURL}/api/decks/${deck.id}/image.png"`);
  expect(html.toLowerCase()).toContain(`<link rel="alternate" hreflang="it" href="${baseURL}/it/decks/${deck.id}"`.toLowerCase());
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/en/decks/${deck.id}"`);

  const missing = await page.goto('/decks/999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /Page Not Found|Pagina non trovata/ })).toBeVisible();
  expect((await request.get('/nonexistent')).status()).toBe(404);

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/it/decks/${deck.id}</loc>`);
});
