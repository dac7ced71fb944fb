import sharp from 'sharp';
import { jpegWithExif, pngBomb, SVG, TINY_PNG } from '../../../test/support/test-images.js';
import { refusedImageFormat, UPLOAD_POLICIES } from './image-intake.js';
import { SharpImageIntake } from './sharp-image-intake.js';

const intake = new SharpImageIntake();
const news = UPLOAD_POLICIES.news;
const made = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a6' } });

describe('SharpImageIntake (issue 32)', () => {
  it('refuses a decompression bomb by its declared size, before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });
    await expect(intake.accept(bomb, news)).rejects.toMatchObject({ code: 'image_too_many_pixels', kind: 'invalid' });
    await expect(intake.accept(bomb, UPLOAD_POLICIES.cards)).rejects.toMatchObject({ code: 'image_too_many_pixels' });
  });

  it('takes a picture just under the limit and refuses one just over it', async () => {
    const policy = { maxBytes: news.maxBytes, maxPixels: 100 * 100, maxEdge: 50 };
    const atLimit = await made(100, 100).png().toBuffer();
    expect(await intake.accept(atLimit, policy)).toMatchObject({ kind: 'png', width: 50, height: 50 });
    await expect(intake.accept(await made(101, 100).png().toBuffer(), policy)).rejects.toMatchObject({ code: 'image_too_many_pixels' });
  });

  it('refuses SVG and the other formats the site does not keep, with their own code', async () => {
    await expect(intake.accept(SVG, news)).rejects.toMatchObject({ code: 'image_format_not_allowed', kind: 'invalid' });
    await expect(intake.accept(Buffer.from('  <svg xmlns="http://www.w3.org/2000/svg"/>'), news)).rejects.toMatchObject({ code: 'image_format_not_allowed' });
    await expect(intake.accept(await made(8, 8).tiff().toBuffer(), news)).rejects.toMatchObject({ code: 'image_format_not_allowed' });
    await expect(intake.accept(await made(8, 8).avif().toBuffer(), news)).rejects.toMatchObject({ code: 'image_format_not_allowed' });
    expect(refusedImageFormat(Buffer.from('\uFEFF<svg/>'))).toBe('SVG');
    expect(refusedImageFormat(TINY_PNG)).toBeNull();
  });

  it('refuses what is not an image, a truncated one, nothing at all and too many bytes', async () => {
    await expect(intake.accept(Buffer.from('<?php echo "hi"; ?>'), news)).rejects.toMatchObject({ code: 'not_an_image' });
    await expect(intake.accept(Buffer.from('just some text, honest'), news)).rejects.toMatchObject({ code: 'not_an_image' });
    const png = await made(64, 64).png().toBuffer();
    await expect(intake.accept(png.subarray(0, png.length - 30), news)).rejects.toMatchObject({ code: 'not_an_image' });
    // PNG's signature in front of something else.
    await expect(intake.accept(Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.alloc(64)]), news)).rejects.toMatchObject({ code: 'not_an_image' });
    await expect(intake.accept(undefined, news)).rejects.toMatchObject({ code: 'image_missing' });
    await expect(intake.accept(Buffer.alloc(0), news)).rejects.toMatchObject({ code: 'image_missing' });
    await expect(intake.accept(png, { ...news, maxBytes: 100 })).rejects.toMatchObject({ code: 'payload_too_large', kind: 'too_large' });
  });

  it('turns a photo upright by its EXIF orientation, then writes it without any metadata', async () => {
    const photo = await jpegWithExif();
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ width: 40, height: 20, orientation: 6 });
    expect(before.exif?.toString('latin1')).toContain('SpyCam');
    const accepted = await intake.accept(photo, news);
    expect(accepted).toMatchObject({ kind: 'jpg', width: 20, height: 40 });
    const after = await sharp(accepted.bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(accepted.bytes.includes('SpyCam')).toBe(false);
  });

  it('re-encodes every upload: PNG and GIF as PNG, JPEG as JPEG, WebP as WebP; never the bytes sent', async () => {
    for (const [input, kind, format] of [
      [await made(30, 20).png().toBuffer(), 'png', 'png'],
      [await made(30, 20).gif().toBuffer(), 'png', 'png'],
      [await made(30, 20).jpeg().toBuffer(), 'jpg', 'jpeg'],
      [await made(30, 20).webp().toBuffer(), 'webp', 'webp'],
    ] as const) {
      const accepted = await intake.accept(input, news);
      expect(accepted).toMatchObject({ kind, width: 30, height: 20 });
      expect((await sharp(accepted.bytes).metadata()).format).toBe(format);
    }
    // Trailing bytes after the image (a polyglot's payload) do not survive.
    const polyglot = Buffer.concat([TINY_PNG, Buffer.from('<script>alert(1)</script>')]);
    expect((await intake.accept(polyglot, news)).bytes.includes('<script>')).toBe(false);
  });

  it("scales a picture down to the route's longest side, never up", async () => {
    expect(await intake.accept(await made(3000, 1000).png().toBuffer(), UPLOAD_POLICIES.cards)).toMatchObject({ width: 2100, height: 700 });
    expect(await intake.accept(TINY_PNG, UPLOAD_POLICIES.cards)).toMatchObject({ width: 1, height: 1 });
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 10, height: 12, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    expect(await sharp(animated).metadata()).toMatchObject({ format: 'gif', pages: 3, width: 10 });
    const accepted = await intake.accept(animated, news);
    expect(accepted).toMatchObject({ kind: 'png', width: 10, height: 12 });
    const { data } = await sharp(accepted.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });
});
