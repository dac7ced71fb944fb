import { afterEach, describe, expect, it } from 'vitest';
import { linksToTheBrowserUntilHydrated } from './links-before-hydration';

/** Whether React's listeners on the document would see an event on `element`; whether the browser would still act on it. */
function dispatch(element: Element, event: Event) {
  let seenByApp = false;
  const listener = () => (seenByApp = true);
  document.addEventListener(event.type, listener, true);
  element.dispatchEvent(event);
  document.removeEventListener(event.type, listener, true);
  return { seenByApp, followed: !event.defaultPrevented };
}
const click = (element: Element) => dispatch(element, new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

describe('linksToTheBrowserUntilHydrated', () => {
  afterEach(async () => {
    // Each test's guard is removed, as a hydrated page removes it.
    document.documentElement.setAttribute('data-hydrated', '');
    await Promise.resolve();
    document.documentElement.removeAttribute('data-hydrated');
    document.body.innerHTML = '';
  });

  it('leaves a click on a link, or on something inside one, to the browser while the page hydrates', () => {
    document.body.innerHTML = '<header><a href="/decks"><span>Decks</span></a><a href="/it/cards" hreflang="it">IT</a></header>';
    linksToTheBrowserUntilHydrated();

    expect(click(document.querySelector('span')!)).toEqual({ seenByApp: false, followed: true });
    expect(click(document.querySelector('[hreflang]')!)).toEqual({ seenByApp: false, followed: true });
  });

  it('keeps the press and the focus that come before the click from the app too (React would hydrate on them)', () => {
    document.body.innerHTML = '<a href="/decks">Decks</a>';
    linksToTheBrowserUntilHydrated();
    const link = document.querySelector('a')!;

    expect(dispatch(link, new PointerEvent('pointerdown', { bubbles: true, cancelable: true })).seenByApp).toBe(false);
    expect(dispatch(link, new MouseEvent('mousedown', { bubbles: true, cancelable: true })).seenByApp).toBe(false);
    expect(dispatch(link, new FocusEvent('focusin', { bubbles: true })).seenByApp).toBe(false);
    expect(dispatch(link, new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: 'Enter' }))).toEqual({ seenByApp: false, followed: true });
  });

  it('lets the app see clicks on anything but a link, and on links within the page', () => {
    document.body.innerHTML = '<button>Filters</button><a href="#guide">Guide</a><a>no address</a>';
    linksToTheBrowserUntilHydrated();

    expect(click(document.querySelector('button')!).seenByApp).toBe(true);
    expect(click(document.querySelector('a[href="#guide"]')!).seenByApp).toBe(true);
    expect(click(document.querySelector('a:not([href])')!).seenByApp).toBe(true);
  });

  it('gives links back to the app once the page is hydrated', async () => {
    document.body.innerHTML = '<a href="/news">News</a>';
    linksToTheBrowserUntilHydrated();
    document.documentElement.setAttribute('data-hydrated', '');
    await Promise.resolve(); // the observer's microtask

    expect(click(document.querySelector('a')!).seenByApp).toBe(true);
  });

  it('does nothing on a page that is already hydrated', () => {
    document.body.innerHTML = '<a href="/news">News</a>';
    document.documentElement.setAttribute('data-hydrated', '');
    linksToTheBrowserUntilHydrated();

    expect(click(document.querySelector('a')!).seenByApp).toBe(true);
  });
});
