import { Injectable } from '@nestjs/common';
import { ImageIntake, UPLOAD_POLICIES } from '../../../shared/storage/image-intake.js';
import { ImageStorage } from '../../../shared/storage/image-storage.js';

/** The folder under /uploads where pictures of rich texts are kept. */
export const CONTENT_IMAGES_FOLDER = 'content';

/**
 * Pictures an admin puts inside a rich text (news bodies, deck guides; ADR 0075): through the one image
 * intake (ADR 0047, its `content` policy) into the image storage, like every other upload. Nothing
 * points at the picture until the text that shows it is saved (and sanitised: the site's own
 * /uploads addresses pass the allow-list as any http(s) picture does).
 */
@Injectable()
export class ContentImagesService {
  constructor(
    private readonly images: ImageStorage,
    private readonly intake: ImageIntake,
  ) {}

  /** Where the picture the intake wrote is served (`/uploads/content/<random>.<kind>`). */
  async upload(bytes: Buffer | undefined): Promise<string> {
    const image = await this.intake.accept(bytes, UPLOAD_POLICIES.content);
    return this.images.save(CONTENT_IMAGES_FOLDER, image.bytes, image.kind);
  }
}
