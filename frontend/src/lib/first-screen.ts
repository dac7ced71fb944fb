/**
 * What the server knew about the page it was first asked for (ADR 0044): the picture its first screen
 * is largest with (a deck's leader), which the HTML already draws and preloads. A page's loading state
 * shows it, so the picture is on screen before the app's scripts and the page's data; the app's first
 * render draws the same address, so it hydrates the server's markup instead of replacing it.
 */
interface FirstScreen {
  /** The address the document was loaded at (location.pathname). */
  path: string;
  heroImage: string;
}

let firstScreen: FirstScreen | null = null;

/** Set once before the first render: by the browser from the page's head, by the build with its slot. */
export function rememberFirstScreen(path: string, heroImage: string | null | undefined): void {
  firstScreen = heroImage ? { path, heroImage } : null;
}

/** The browser's: the picture the head preloads at high priority (the server writes it only for a page that opens with it). */
export function rememberFirstScreenFromHead(): void {
  const preload = document.head.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]');
  rememberFirstScreen(window.location.pathname, preload?.getAttribute('href'));
}

/** The first screen's picture when `path` is the page the document was loaded for; none for any other page. */
export function firstScreenHeroImage(path: string): string | undefined {
  return firstScreen?.path === path ? firstScreen.heroImage : undefined;
}
