// Bytes a visitor downloads for the first 24 tiles of /cards with the 4,779 real cards (issue 13):
// before, each tile hot-linked the remote original; after, each tile loads the site's WebP thumbnail
// (/api/card-images/{code}?size=thumb). The remote site is a loopback server of our own serving a
// card-sized PNG per address (synthetic pictures, 600 × 838 like the official ones), so the figures
// compare the two ways of loading the same pictures, not the real site's exact bytes.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { figure, PORT_BASE, prepareDatabase, realCards, ROOT, startApp, stopProcess } from './lib.mjs';

const APP_PORT = PORT_BASE + 7;
const TILES = 24;
// sharp is the backend's dependency (npm workspaces hoist it to the root node_modules).
const { default: sharp } = await import('sharp');

/** Pseudo-random bytes from a seed (xorshift), so every run draws the same pictures. */
function noise(seed, length, amplitude) {
  const bytes = Buffer.alloc(length);
  let state = seed || 1;
  for (let index = 0; index < length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = Math.round((((state >>> 0) % 1000) / 1000) * amplitude);
  }
  return bytes;
}

/**
 * A deterministic card-like picture per code, 600 × 838 like the official ones: coarse shapes
 * (art at every scale, so thumbnails are not flat), fine grain (scan noise, so the PNG is as heavy
 * as a real one), a frame and text blocks.
 */
async function pictureFor(code) {
  const seed = createHash('sha256').update(code).digest();
  const [width, height] = [600, 838];
  const coarse = await sharp(noise(seed.readUInt32LE(0), 40 * 56 * 3, 255), { raw: { width: 40, height: 56, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = noise(seed.readUInt32LE(4), width * height * 3, 10);
  for (let index = 0; index < coarse.length; index += 1) coarse[index] = Math.min(255, coarse[index] + grain[index]);
  const art = await sharp(coarse, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  const hue = seed[8] % 360;
  const svg = `<svg width="${width}" height="${height}"><rect x="6" y="6" width="588" height="826" rx="24" fill="none" stroke="hsl(${hue},60%,40%)" stroke-width="14"/>
<rect x="30" y="560" width="540" height="240" rx="12" fill="#f4efe4"/><text x="50" y="620" font-size="34" font-family="sans-serif">${code}</text>
<rect x="50" y="650" width="480" height="12" fill="#555"/><rect x="50" y="680" width="420" height="12" fill="#555"/><rect x="50" y="710" width="450" height="12" fill="#555"/></svg>`;
  return sharp(art)
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}

export async function run() {
  const pictures = new Map();
  let remoteBytes = 0;
  const remote = createServer(async (request, response) => {
    const code = decodeURIComponent(
      (request.url ?? '')
        .split('/')
        .pop()
        .replace(/\.png.*$/, ''),
    );
    if (!pictures.has(code)) pictures.set(code, pictureFor(code));
    const bytes = await pictures.get(code);
    remoteBytes += bytes.length;
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': bytes.length });
    response.end(bytes);
  });
  await new Promise((done) => remote.listen(0, '127.0.0.1', done));
  const remoteBase = `http://127.0.0.1:${remote.address().port}`;

  const cards = realCards().map((card) => ({ ...card, imageUrl: `${remoteBase}/images/cardlist/card/${encodeURIComponent(card.code)}.png` }));
  const database = await prepareDatabase(cards);
  const uploads = mkdtempSync(join(tmpdir(), 'op-decks-bench-uploads-'));
  console.log(`Loaded ${cards.length} cards; remote pictures from ${remoteBase}`);

  const app = await startApp(APP_PORT, database, { UPLOADS_DIR: uploads, CARD_IMAGE_HOSTS: '127.0.0.1', CARD_IMAGE_PRIVATE_ALLOWED: '127.0.0.1' });
  try {
    const listed = await fetch(`http://127.0.0.1:${APP_PORT}/api/cards`).then((response) => response.json());
    if (listed.length !== cards.length) throw new Error(`expected ${cards.length} cards, the API listed ${listed.length}`);
    const tiles = listed.slice(0, TILES);

    // Before: the browser downloaded each remote original.
    let before = 0;
    for (const card of tiles) before += (await fetch(card.imageUrl).then((response) => response.arrayBuffer())).byteLength;

    // After, first visit: thumbnails through the site (the site fetches each original once).
    remoteBytes = 0;
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
    const fetchedBySite = remoteBytes;

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
    remote.close();
    rmSync(uploads, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
