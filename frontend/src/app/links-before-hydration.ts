/**
 * The events of pressing, focusing and clicking a link: each one React sees on a part of the page it
 * has not hydrated yet makes it hydrate the whole page there and then (a trace at 4× slower CPU: 150 ms
 * in the `pointerdown` alone, then the data router's navigation in the `click`).
 */
const LINK_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'focusin', 'pointerup', 'mouseup', 'touchend', 'click', 'auxclick', 'keydown', 'keyup'] as const;

/**
 * Until the page is hydrated (`data-hydrated`, root.tsx), a link is the browser's to follow: the next
 * page comes server-rendered at once (about 20 ms from the click at 4× slower CPU, against 0.3–2.6 s
 * when React took the click first: bench/README.md, issue 33 item 6). The link's events are stopped
 * at the window in the capture phase, before React's listeners on the document see them; their
 * default actions (focus, following the link) are left alone. Links that only point inside the page
 * (`#…`) stay React's.
 */
export function linksToTheBrowserUntilHydrated(root: HTMLElement = document.documentElement): void {
  const leaveToTheBrowser = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && !link.getAttribute('href')?.startsWith('#')) event.stopPropagation();
  };
  const done = () => {
    for (const type of LINK_EVENTS) window.removeEventListener(type, leaveToTheBrowser, true);
    observer.disconnect();
  };
  const observer = new MutationObserver(() => root.hasAttribute('data-hydrated') && done());
  if (root.hasAttribute('data-hydrated')) return;
  for (const type of LINK_EVENTS) window.addEventListener(type, leaveToTheBrowser, true);
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
