import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, SCREENSHOT_DIR, settled, test } from './fixtures';

for (const { language, prefix, button, image } of [
  { language: 'en', prefix: '', button: 'Export', image: 'Download deck image (PNG)' },
  { language: 'it', prefix: '/it', button: 'Esporta', image: "Scarica l'immagine del mazzo (PNG)" },
]) {
  test(`on a phone the Export menu fits the screen and downloads the deck picture (${language})`, async ({ page }) => {
    const decks = (await (await page.request.get('/api/decks')).json()) as Array<{ id: number; name: string }>;
    await page.goto(`${prefix}/decks/${decks.find((deck) => deck.name === 'Straw Hat Rush')!.id}`);
    await page.getByRole('button', { name: button }).click();

    const menu = page.getByRole('menu');
    // Measured while the menu still slides in, its entries are scaled down.
    await settled(page.locator('.ant-dropdown', { has: menu }));
    // Eight entries, nine where the browser can share files.
    await expect(menu.getByRole('menuitem', { name: image })).toBeVisible();
    expect(await menu.getByRole('menuitem').count()).toBeGreaterThanOrEqual(8);
    const box = (await menu.boundingBox())!;
    const screen = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
    expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
    // Entries big enough to tap.
    for (const item of await menu.getByRole('menuitem').all()) expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(32);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `mobile-deck-export-menu-${language}.png`) });

    const started = page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: image }).click();
    const picture = await readFile(await (await started).path());
    expect(picture.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([picture.readUInt32BE(16), picture.readUInt32BE(20)]).toEqual([1200, 630]);
  });
}
