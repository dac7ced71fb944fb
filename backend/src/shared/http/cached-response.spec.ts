import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cacheJson, cacheJsonList, cacheText, etagMatches, JSON_TYPE, preferredEncoding } from './cached-response.js';

describe('preferredEncoding', () => {
  it('chooses brotli whenever the client accepts it, whatever the list order or weights', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0.2')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
  });

  it('falls back to gzip, then to no encoding, and respects q=0', () => {
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBe('identity');
  });
});

describe('cacheJsonList', () => {
  it('answers the bytes, ETag and encodings of the whole list serialised at once, built a slice at a time', async () => {
    // Large enough for the sliced gzip-then-brotli path (over 64 KB), with items mapped on the way.
    const items = Array.from({ length: 5000 }, (_, index) => ({ id: index, name: `Card ${index}`, text: 'é'.repeat(index % 7), gone: undefined }));
    const map = (item: (typeof items)[number]) => (item.id % 1000 === 0 ? undefined : { ...item, double: item.id * 2 });
    const whole = JSON.stringify(items.map(map));
    const kept = await cacheJsonList(items, map);
    const expected = await cacheText(whole, JSON_TYPE);
    expect(kept.identity.length).toBeGreaterThan(64 * 1024);
    expect(kept.identity.toString()).toBe(whole);
    expect(kept.etag).toBe(expected.etag);
    expect(gunzipSync(kept.gzip).toString()).toBe(whole);
    expect(brotliDecompressSync(kept.brotli).toString()).toBe(whole);
    expect((await cacheJson(items)).identity.toString()).toBe(JSON.stringify(items));
  });
});

describe('etagMatches', () => {
  it('compares weakly, in lists and with *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
