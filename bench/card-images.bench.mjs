// Bytes a visitor downloads for the first 24 tiles of /cards with the 4,779 real cards (issue 13):
// before, each tile hot-linked the remote original; after, each tile loads the site's WebP thumbnail
// (/api/card-images/{code}?size=thumb). The remote site is a loopback server of our own serving a
// card-sized PNG per address (synthetic pictures, 600 × 838 like the official ones), so the figures
// compare the two ways of loading the same pictures, not the real site's exact bytes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCardPictureServer } from './card-pictures.mjs';
import { figure, PORT_BASE, prepareDatabase, realCards, ROOT, startApp, stopProcess } from './lib.mjs';

const APP_PORT = PORT_BASE + 7;
const TILES = 24;
export async function run() {
  const remote = await startCardPictureServer();

  const cards = realCards().map((card) => ({ ...card, imageUrl: remote.pictureUrl(card.code) }));
  const database = await prepareDatabase(cards);
  const uploads = mkdtempSync(join(tmpdir(), 'op-decks-bench-uploads-'));
  console.log(`Loaded ${cards.length} cards; remote pictures from ${remote.base}`);

  const app = await startApp(APP_PORT, database, { UPLOADS_DIR: uploads, ...remote.appEnv });
  try {
    const listed = await fetch(`http://127.0.0.1:${APP_PORT}/api/cards`).then((response) => response.json());
    if (listed.length !== cards.length) throw new Error(`expected ${cards.length} cards, the API listed ${listed.length}`);
    const tiles = listed.slice(0, TILES);

    // Before: the browser downloaded each remote original.
    let before = 0;
    for (const card of tiles) before += (await fetch(card.imageUrl).then((response) => response.arrayBuffer())).byteLength;

    // After, first visit: thumbnails through the site (the site fetches each original once).
    remote.resetCount();
    const etags = [];
    let after = 0;
    const started = performance.now();
    for (const card of tiles) {
      const response = await fetch(`http://127.0.0.1:${APP_PORT}/api/card-images/${encodeURIComponent(card.code)}?size=thumb&v=bench`);
      if (response.headers.get('content-type') !== 'image/webp')
        throw new Error(`${card.code}: expected a WebP thumbnail, got ${response.headers.get('content-type')}`);
      // The card back (a failed fetch) is cached for minutes only; a real thumbnail for a year.
      if (!response.headers.get('cache-control')?.includes('immutable')) throw new Error(`${card.code}: got the card back, not the picture`);
      after += (await response.arrayBuffer()).byteLength;
      etags.push(response.headers.get('etag'));
    }
    const coldMs = Math.round(performance.now() - started);
    const fetchedBySite = remote.sentBytes;

    // After, a repeat visit: the browser revalidates (or, with the year-long cache, asks nothing).
    let revalidated = 0;
    for (const [index, card] of tiles.entries()) {
      const response = await fetch(`http://127.0.0.1:${APP_PORT}/api/card-images/${encodeURIComponent(card.code)}?size=thumb&v=bench`, {
        headers: { 'if-none-match': etags[index] },
      });
      if (response.status !== 304) throw new Error(`${card.code}: expected 304, got ${response.status}`);
      revalidated += (await response.arrayBuffer()).byteLength;
    }

    const report = {
      date: new Date().toISOString(),
      cards: cards.length,
      tiles: TILES,
      pictures: 'synthetic 600 × 838 PNG per code from a loopback server',
      beforeBytes: before,
      afterBytes: after,
      ratio: Number((after / before).toFixed(3)),
      repeatVisitBytes: revalidated,
      siteFetchedOnceBytes: fetchedBySite,
      firstVisitMs: coldMs,
    };
    console.table({ before: { bytes: before, perTile: Math.round(before / TILES) }, after: { bytes: after, perTile: Math.round(after / TILES) } });
    console.log(
      `First ${TILES} tiles of /cards: ${before} bytes hot-linked → ${after} bytes of thumbnails (${(100 * report.ratio).toFixed(1)} %); repeat visit ${revalidated} bytes`,
    );
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/card-images.json'), JSON.stringify(report, null, 2));
    return [
      figure('#13', `bytes of the first ${TILES} /cards tiles: site thumbnails ÷ hot-linked originals`, 100 * report.ratio, {
        goal: 5,
        better: 'lower',
        unit: ' %',
        note: `${after} B vs ${before} B; repeat visit ${revalidated} B`,
      }),
    ];
  } finally {
    await stopProcess(app);
    await database.drop();
    await remote.close();
    rmSync(uploads, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
