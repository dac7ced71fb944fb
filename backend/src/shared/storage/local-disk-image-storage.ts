import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config.js';
import { ImageKind, ImageStorage } from './image-storage.js';

/** Images under UPLOADS_DIR, served by the app under /uploads. Random names: nothing guessable or overwritable. */
@Injectable()
export class LocalDiskImageStorage extends ImageStorage {
  constructor(private readonly config: AppConfig) {
    super();
  }

  async save(folder: string, bytes: Buffer, kind: ImageKind): Promise<string> {
    const safeFolder = folder.replace(/[^a-z0-9-]/gi, '');
    const name = `${randomBytes(16).toString('hex')}.${kind}`;
    await mkdir(join(this.config.uploadsDir, safeFolder), { recursive: true });
    await writeFile(join(this.config.uploadsDir, safeFolder, name), bytes, { flag: 'wx' });
    return `/uploads/${safeFolder}/${name}`;
  }
}
