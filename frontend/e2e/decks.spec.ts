import path from 'node:path';
import { request, type Page } from '@playwright/test';
import { SUPER_ADMIN, uniqueName } from './accounts';
import { closeToasts, expect, SCREENSHOT_DIR, settled, test } from './fixtures';

/** The list the admin pastes (ST01 starter deck cards of the demo seed). */
const DECK_LIST = '1xST01-001\n4xST01-002\n4xST01-004\n4xST01-005\n2xST01-013';
/** Two YouTube videos: one for each language's guide. */
const VIDEO_IT = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const VIDEO_EN = 'https://youtu.be/9bZkp7q19f0';

/** A full-page screenshot from the top (the sticky header would otherwise sit mid-page). */
async function screenshot(page: Page, name: string) {
  await closeToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true });
}

async function adminLogin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(SUPER_ADMIN.username);
  await page.getByLabel('Password').fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin');
}

/** Types a guide into one of the builder's editors and embeds a YouTube video with its tool. */
async function writeGuide(page: Page, editorName: string, text: string, videoUrl: string) {
  const editor = page.getByRole('group', { name: editorName });
  await editor.locator('.ql-editor').click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await editor.getByRole('button', { name: 'YouTube video' }).click();
  const dialog = await settled(page.getByRole('dialog', { name: 'Insert a YouTube video' }));
  await dialog.getByLabel('YouTube URL').fill('https://vimeo.com/1234');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog.getByText('Invalid YouTube URL')).toBeVisible();
  await dialog.getByLabel('YouTube URL').fill(videoUrl);
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.locator('iframe.ql-video')).toHaveCount(1);
}

test.describe.serial('a deck from the builder to its readers', () => {
  const deckName = uniqueName('Luffy Tempo ');

  test('(a) an admin imports a list, writes the guide in both languages with a video, and saves', async ({ page }) => {
    // The longest journey (two rich-text editors, a list import, two saves): about 35 s on the shared 2-core machine.
    test.setTimeout(90_000);
    await adminLogin(page);
    await page.getByRole('tab', { name: 'Deck Builder' }).click();
    await expect(page).toHaveURL('/admin?tab=deck-builder');

    await page.getByLabel('Deck name').fill(deckName);
    await page.getByLabel('Author').fill('Nami');
    await page.getByLabel('Short description', { exact: true }).fill('Red tempo: pressure every turn with cheap attackers.');
    // The product rules are checked before anything is sent.
    await page.getByRole('button', { name: 'Save deck' }).click();
    for (const problem of ['Leader card is required', 'A minimum of 10 cards is required']) {
      // The builder's problem list (the error toast repeats them).
      await expect(page.getByRole('complementary', { name: 'Deck list' }).getByRole('alert').filter({ hasText: problem })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Import list' }).click();
    const importDialog = await settled(page.getByRole('dialog', { name: 'Import a deck list' }));
    await importDialog.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('Please enter a card list')).toBeVisible();
    await importDialog.getByLabel('Deck list').fill(DECK_LIST);
    await importDialog.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('Successfully imported 5 cards')).toBeVisible();
    await expect(importDialog).toBeHidden();

    const summary = page.getByRole('complementary', { name: 'Deck list' });
    await expect(summary.getByLabel('14 of 50 cards, plus the leader')).toHaveText('14/50 + leader');
    await expect(summary).toContainText('Monkey.D.Luffy');

    await writeGuide(page, 'Guide in Italian', 'Piano di gioco: attacca ogni turno.', VIDEO_IT);
    await page.getByRole('tab', { name: 'English' }).click();
    await writeGuide(page, 'Guide in English', 'Game plan: attack every turn.', VIDEO_EN);

    await screenshot(page, 'deck-builder-en.png');

    await page.getByRole('button', { name: 'Save deck' }).click();
    await expect(page.getByText('Deck saved')).toBeVisible();
    // After a create the builder starts again from its defaults.
    await expect(page.getByLabel('Deck name')).toHaveValue('');
    await expect(summary.getByLabel(/^0 of 50 cards/)).toBeVisible();

    // Manage decks lists it, next to the seeded draft and its 'Bozza' badge.
    await page.getByRole('tab', { name: 'Manage decks' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: deckName })).toContainText('Nami');
    const draftRow = table.getByRole('row').filter({ hasText: 'Crocodile Control (work in progress)' });
    await expect(draftRow.getByText('Draft', { exact: true })).toBeVisible();
    await screenshot(page, 'manage-decks-en.png');
  });

  test('(b) a visitor finds the deck by its leader, reads the guide, plays the video and copies the list', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/decks');
    await expect(page.getByRole('heading', { level: 1, name: 'Decks' })).toBeVisible();
    await screenshot(page, 'decks-en.png');

    await page.getByLabel('Leader').click();
    await page.locator('.ant-select-item-option', { hasText: 'Monkey.D.Luffy (ST01-001)' }).click();
    await expect(page).toHaveURL(/\/decks\?leader=\d+$/);
    const grid = page.getByRole('list', { name: 'Decks' });
    await expect(grid.getByRole('heading', { name: 'Kid Supernovas' })).toHaveCount(0);
    await grid.getByRole('link', { name: new RegExp(deckName) }).click();

    await expect(page.getByRole('heading', { level: 1, name: deckName })).toBeVisible();
    await expect(page.getByText(/Published on \d\d\/\d\d\/\d{4}/)).toContainText('Today');
    const guide = page.getByRole('region', { name: 'Strategy guide' });
    await expect(guide).toContainText('Game plan: attack every turn.');
    await expect(page.getByRole('region', { name: 'Leader (1)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Characters (14)' })).toBeVisible();

    // The video shows as a placeholder until the visitor consents (it says what a click loads), and a click opens the player.
    const videos = page.getByRole('list', { name: 'Videos of this deck' });
    await expect(videos.getByRole('button')).toHaveCount(1);
    await expect(videos.getByText('Clicking loads the video from YouTube (youtube-nocookie.com)')).toBeVisible();
    await screenshot(page, 'deck-detail-en.png');

    await videos.getByRole('button', { name: 'Play video 1' }).click();
    const player = await settled(page.getByRole('dialog', { name: 'Video' }));
    await expect(player.getByTitle('YouTube video player')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/9bZkp7q19f0?autoplay=1');
    await player.getByRole('button', { name: 'Close' }).click();
    await expect(player).toBeHidden();

    await page.getByRole('button', { name: 'Copy deck list' }).click();
    await expect(page.getByText('Deck list copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DECK_LIST);

    // The site's one card popup (as on /cards): every field, the effect, a link to the card's page.
    await page.getByRole('button', { name: /^4x .* \(ST01-004\): show details$/ }).click();
    const card = await settled(page.getByRole('dialog'));
    await expect(card).toContainText('Ability');
    await expect(card).toContainText('ST01-004');
    await expect(card.getByRole('link', { name: /the card's page/ })).toHaveAttribute('href', '/cards/ST01-004');
    await card.getByRole('button', { name: 'Close' }).click();

    // In Italian, the Italian guide and its own video.
    await page.getByRole('banner').getByText('IT', { exact: true }).click();
    await expect(guide).toHaveCount(0);
    const guida = page.getByRole('region', { name: 'Guida strategica' });
    await expect(guida).toContainText('Piano di gioco: attacca ogni turno.');
    await expect(page.getByRole('list', { name: 'Video di questo mazzo' }).getByRole('button', { name: 'Riproduci il video 1' })).toBeVisible();
    await expect(page.getByText(/Pubblicato il/)).toContainText('Oggi');
    await screenshot(page, 'deck-detail-it.png');
  });
});

test('(c) a draft stays off /decks and its address shows the 404 page', async ({ page, baseURL }) => {
  const admin = await request.newContext({ baseURL });
  await admin.post('/api/admin/login', { data: SUPER_ADMIN });
  const all = (await (await admin.get('/api/decks?includeDrafts=true')).json()) as Array<{ id: number; name: string; isDraft: number }>;
  await admin.dispose();
  const draft = all.find((deck) => deck.name === 'Crocodile Control (work in progress)');
  expect(draft?.isDraft).toBe(1);

  await page.goto('/decks?sort=oldest'); // 12 published decks, 9 a page: the first seeded deck leads the oldest-first order
  await expect(page.getByRole('heading', { level: 2, name: 'Straw Hat Rush' })).toBeVisible();
  await expect(page.getByText('Crocodile Control')).toHaveCount(0);

  await page.goto(`/decks/${draft!.id}`);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});

test('a deck page names its cards when their pictures cannot be had, in the list and the popup, in both languages (ADR 0072)', async ({
  page,
  request: api,
}) => {
  const decks = (await (await api.get('/api/decks')).json()) as Array<{ id: number; name: string }>;
  const rush = decks.find((deck) => deck.name === 'Straw Hat Rush')!;
  const { resolvedCards } = (await (await api.get(`/api/decks/${rush.id}`)).json()) as {
    resolvedCards: Array<{ code: string; name: string; normalizedType: string }>;
  };
  const character = resolvedCards.find((card) => card.normalizedType === 'CHARACTER')!;
  // No picture host resolves here (as when it is down for a visitor): each card is drawn as text, never a card back.
  for (const { language, type, characters } of [
    { language: 'en', type: 'Character', characters: /^Characters \(\d+\)$/ },
    { language: 'it', type: 'Personaggio', characters: /^Personaggi \(\d+\)$/ },
  ]) {
    await page.goto(`/${language}/decks/${rush.id}`);
    const list = page.getByRole('region', { name: characters });
    const tile = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`\\(${character.code}\\)`) }) });
    const face = tile.locator('.card-face');
    // Pictures load lazily: the tile's is asked for once it nears the screen.
    await tile.scrollIntoViewIfNeeded();
    await expect(face).toContainText(character.name, { timeout: 20_000 });
    await expect(face).toContainText(character.code);
    await expect(face).toContainText(type, { ignoreCase: true });
    await expect(tile.locator('img')).toHaveCount(0);

    await tile.getByRole('button').click();
    const popup = await settled(page.getByRole('dialog', { name: character.name }));
    await expect(
      popup.getByRole('img', { name: new RegExp(`^${character.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(${character.code}\\): ${type}`) }),
    ).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  }
});

test('the home page shows the newest decks, the meta overview and the leader filter', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Latest decks' }).getByRole('listitem')).toHaveCount(3);
  const tier1 = page.getByRole('list', { name: 'Tier 1 decks' });
  await expect(tier1.getByRole('link', { name: /Straw Hat Rush/ })).toHaveAttribute('href', /\/decks\/\d+$/);
  await expect(page.getByRole('link', { name: 'See full tier list' })).toHaveAttribute('href', '/tier-list');

  const filter = page.getByRole('region', { name: 'Filter Decks By Leader' });
  // The leader picker loads as its section nears the screen (ADR 0027): scroll to it, as a visitor does.
  await filter.scrollIntoViewIfNeeded();
  await filter.getByRole('combobox').click();
  await page.locator('.ant-select-item-option', { hasText: 'Eustass"Captain"Kid (ST02-001)' }).click();
  await expect(filter.getByText('Filtering...')).toBeVisible();
  await expect(filter.getByRole('heading', { name: 'Decks found (1)' })).toBeVisible();
  await expect(filter.getByRole('link', { name: /Kid Supernovas/ })).toBeVisible();
  await screenshot(page, 'home-decks-en.png');
});

test('Quill is downloaded only when the deck builder opens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const editorChunks = () => scripts.filter((script) => /\/assets\/RichTextEditor-[\w-]+\.js$/.test(script));

  await page.goto('/decks?sort=oldest'); // 9 a page: the first seeded deck leads the oldest-first order
  await expect(page.getByRole('heading', { level: 1, name: 'Decks' })).toBeVisible();
  await page
    .getByRole('link', { name: /Straw Hat Rush/ })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Strategy guide' })).toBeVisible();
  await adminLogin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Manage decks' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  expect(editorChunks()).toEqual([]);

  await page.getByRole('tab', { name: 'Deck Builder' }).click();
  await expect(page.getByRole('group', { name: 'Guide in Italian' }).locator('.ql-editor')).toBeVisible();
  expect(editorChunks()).toHaveLength(1);
});
