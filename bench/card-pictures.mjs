// The official card site's pictures, as a loopback server of our own: a deterministic card-like PNG
// per code (600 × 838 like the official ones). The machine cannot reach the real site, and without
// pictures every tile is drawn as text after a failed load (CardImage), which is not the site
// visitors see. Used by card-images.bench.mjs and lighthouse.bench.mjs.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

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

/**
 * Serves `/images/cardlist/card/{code}.png` on a free loopback port. `pictureUrl(code)` is a card's
 * address there; the app reaches it with `appEnv` (the host and loopback allowed by the card-picture
 * allow-list, ADR 0019). `sentBytes` counts what it has served.
 */
export async function startCardPictureServer() {
  const pictures = new Map();
  let sentBytes = 0;
  const server = createServer(async (request, response) => {
    const code = decodeURIComponent(
      (request.url ?? '')
        .split('/')
        .pop()
        .replace(/\.png.*$/, ''),
    );
    if (!pictures.has(code)) pictures.set(code, pictureFor(code));
    const bytes = await pictures.get(code);
    sentBytes += bytes.length;
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': bytes.length });
    response.end(bytes);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    base,
    pictureUrl: (code) => `${base}/images/cardlist/card/${encodeURIComponent(code)}.png`,
    appEnv: { CARD_IMAGE_HOSTS: '127.0.0.1', CARD_IMAGE_PRIVATE_ALLOWED: '127.0.0.1' },
    get sentBytes() {
      return sentBytes;
    },
    resetCount() {
      sentBytes = 0;
    },
    close: () => new Promise((done) => server.close(done)),
  };
}
