import { Injectable } from '@nestjs/common';
import sharp, { type Metadata } from 'sharp';
import { detectImageKind } from './image-storage.js';
import {
  ImageFormatNotAllowedError,
  ImageIntake,
  ImageMissingError,
  ImageTooLargeError,
  ImageTooManyPixelsError,
  NotAnImageError,
  refusedImageFormat,
  type AcceptedImage,
  type ImageIntakePolicy,
} from './image-intake.js';

/**
 * The image intake on sharp (libvips, on libuv's thread pool: the event loop keeps answering).
 * The header is read first and its declared size checked, so a bomb costs a few hundred bytes of
 * parsing; the decode itself runs under the same limit. Only the first frame of a GIF or an animated
 * WebP is read. JPEG stays JPEG, PNG and GIF become PNG, WebP stays WebP; nothing of the file's
 * metadata is written (EXIF, XMP, GPS, ICC: colours converted to sRGB).
 */
@Injectable()
export class SharpImageIntake extends ImageIntake {
  async accept(bytes: Buffer | undefined, policy: ImageIntakePolicy): Promise<AcceptedImage> {
    if (!bytes?.length) throw new ImageMissingError();
    if (bytes.length > policy.maxBytes) throw new ImageTooLargeError(policy.maxBytes);
    const refused = refusedImageFormat(bytes);
    if (refused) throw new ImageFormatNotAllowedError(refused);
    const kind = detectImageKind(bytes);
    if (!kind) throw new NotAnImageError();

    const options = { limitInputPixels: policy.maxPixels, failOn: 'error', sequentialRead: true, pages: 1 } as const;
    let declared: Metadata;
    try {
      declared = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    } catch {
      throw new NotAnImageError();
    }
    const expected = kind === 'jpg' ? 'jpeg' : kind;
    if (declared.format !== expected || !declared.width || !declared.height) throw new NotAnImageError();
    // pageHeight: one frame of an animated GIF/WebP (height counts every frame when pages are read).
    const width = declared.width;
    const height = declared.pageHeight ?? declared.height;
    if (width * height > policy.maxPixels) throw new ImageTooManyPixelsError(width, height, policy.maxPixels);

    const pipeline = sharp(bytes, options).rotate().resize({ width: policy.maxEdge, height: policy.maxEdge, fit: 'inside', withoutEnlargement: true });
    const output: AcceptedImage['kind'] = kind === 'jpg' ? 'jpg' : kind === 'webp' ? 'webp' : 'png';
    const encoded =
      output === 'jpg'
        ? pipeline.jpeg({ quality: 85, progressive: true, mozjpeg: true })
        : output === 'webp'
          ? pipeline.webp({ quality: 85 })
          : pipeline.png({ compressionLevel: 9 });
    try {
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { bytes: data, kind: output, width: info.width, height: info.height };
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageTooManyPixelsError(width, height, policy.maxPixels);
      throw new NotAnImageError();
    }
  }
}
