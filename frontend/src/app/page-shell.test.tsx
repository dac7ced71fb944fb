import { describe, expect, it } from 'vitest';
import { HERO_IMAGE_SLOT, renderPageShell } from './page-shell';

describe("a page's shell (its first screen in the HTML, ADR 0040)", () => {
  it('is the page itself, not the loading spinner, in the language asked for', async () => {
    const italian = await renderPageShell('/cards', 'it');
    expect(italian).toMatch(/<h1[^>]*>Database carte<\/h1>/);
    expect(italian).not.toContain('Card database');
    // The header and the footer around it, as the app draws them.
    expect(italian).toContain('class="site-header"');
    expect(italian).toContain('<footer');
    expect(italian).not.toContain('page-loading');

    const english = await renderPageShell('/cards', 'en');
    expect(english).toMatch(/<h1[^>]*>Card database<\/h1>/);
  });

  it("draws a deck page in its loading state: no visitor's data, the same for everyone", async () => {
    const deck = await renderPageShell('/decks/0', 'en');
    expect(deck).toContain('class="site-header"');
    expect(deck).not.toContain('page-loading');
    expect(deck).not.toMatch(/Not found|404/i);
    // The leader's picture in the hero, at the slot the server writes its address into (ADR 0044).
    expect(deck).toMatch(new RegExp(`<div class="deck-hero__leader"><img class="card-image" src="${HERO_IMAGE_SLOT}"[^>]* fetchPriority="high"`));
    expect(await renderPageShell('/cards', 'en')).not.toContain(HERO_IMAGE_SLOT);
  });
});
