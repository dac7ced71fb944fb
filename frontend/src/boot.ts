/**
 * The only script of a page whose HTML already shows its first screen (ADR 0040): it starts the app
 * once that screen is painted, its picture included, so the app's 250–300 KB of scripts do not
 * compete with the screen the visitor is waiting for (ADR 0044). The server writes it in place of the
 * app's own script tags: `data-entry` is the app's entry, `data-modules` the chunks it and the page
 * import, preloaded together so they download at once rather than one import after another. No
 * imports: the build compiles this one file on its own.
 */

/** Past this the app starts anyway: a picture still loading on a slow line is no reason to wait longer. */
const LONGEST_WAIT_MS = 1500;

const { entry, modules = '' } = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset ?? {};
if (entry) void Promise.race([firstScreenShown(), new Promise((done) => setTimeout(done, LONGEST_WAIT_MS))]).then(() => startApp(entry, modules));

/**
 * Settles once the page has painted, with each of its pictures marked `elementtiming` (a deck's
 * leader): as the browser reports those paints where it can, else once they are decoded and a frame
 * has gone by.
 */
function firstScreenShown(): Promise<unknown> {
  // A page opened in a background tab paints nothing until it is shown: nothing to wait for.
  if (document.visibilityState !== 'visible') return Promise.resolve();
  // A picture that failed to load is never painted.
  const pictures = [...document.querySelectorAll<HTMLImageElement>('#root img[elementtiming]')].filter(
    (picture) => !picture.complete || picture.naturalWidth > 0,
  );
  const reported = PerformanceObserver.supportedEntryTypes;
  return reported.includes('paint') && reported.includes('element')
    ? reportedPaints(pictures.map((picture) => picture.getAttribute('elementtiming')!))
    : decodedAndPainted(pictures);
}

function reportedPaints(identifiers: string[]): Promise<void> {
  return new Promise((done) => {
    const waiting = new Set(['first-contentful-paint', ...identifiers]);
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) waiting.delete((entry as PerformanceEntry & { identifier?: string }).identifier ?? entry.name);
      if (waiting.size) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
    observer.observe({ type: 'element', buffered: true });
  });
}

function decodedAndPainted(pictures: HTMLImageElement[]): Promise<void> {
  const decoded = Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  return decoded.then(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
}

function startApp(entry: string, modules: string): void {
  for (const address of modules.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = address;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}
