import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
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

  async read(publicPath: string): Promise<Buffer | null> {
    // Only names this adapter makes: /uploads/<folder>/<hex>.<kind>; nothing else on disk is reachable.
    const match = /^\/uploads\/([a-z0-9-]+)\/([a-f0-9]{32}\.(?:png|jpg|gif|webp))$/i.exec(publicPath);
    if (!match) return null;
    try {
      return await readFile(join(this.config.uploadsDir, match[1]!, match[2]!));
    } catch {
      return null;
    }
  }
}
