import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3Server, type S3TestServer } from '../../../test/support/s3-server.js';
import { loadAppConfig } from '../config/app-config.js';
import { ImageStorage } from './image-storage.js';
import { LocalDiskImageStorage } from './local-disk-image-storage.js';
import { S3ImageStorage } from './s3-image-storage.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

/** One contract for every adapter of the ImageStorage port. */
function imageStorageContract(name: string, setUp: () => Promise<{ storage: ImageStorage; tearDown(): Promise<void> }>) {
  describe(`${name} (ImageStorage contract)`, () => {
    let storage: ImageStorage;
    let tearDown: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, tearDown } = await setUp());
    });
    afterAll(() => tearDown());

    it('keeps bytes under a fresh /uploads/<folder>/<random>.<kind> path and gives them back', async () => {
      const first = await storage.save('news', PNG, 'png');
      const second = await storage.save('news', PNG, 'png');
      expect(first).toMatch(/^\/uploads\/news\/[a-f0-9]{32}\.png$/);
      expect(second).not.toBe(first);
      expect(await storage.read(first)).toEqual(PNG);
      const webp = await storage.save('card-images', WEBP, 'webp');
      expect(webp).toMatch(/^\/uploads\/card-images\/[a-f0-9]{32}\.webp$/);
      expect(await storage.read(webp)).toEqual(WEBP);
    });

    it('keeps the folder name to letters, digits and dashes', async () => {
      expect(await storage.save('../../etc', PNG, 'png')).toMatch(/^\/uploads\/etc\/[a-f0-9]{32}\.png$/);
    });

    it('answers null for a path it never made or holds nothing at', async () => {
      expect(await storage.read(`/uploads/news/${'0'.repeat(32)}.png`)).toBeNull();
      expect(await storage.read('/uploads/../package.json')).toBeNull();
      expect(await storage.read('/etc/passwd')).toBeNull();
      expect(await storage.read('/uploads/news/not-a-random-name.png')).toBeNull();
    });
  });
}

imageStorageContract('LocalDiskImageStorage', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'opdecks-uploads-'));
  const config = loadAppConfig({ UPLOADS_DIR: directory });
  return { storage: new LocalDiskImageStorage(config), tearDown: () => rm(directory, { recursive: true, force: true }) };
});

imageStorageContract('S3ImageStorage on s3rver', async () => {
  const server: S3TestServer = await startS3Server();
  const config = loadAppConfig(server.env);
  const storage = new S3ImageStorage(config.s3);
  return {
    storage,
    tearDown: async () => {
      storage.destroy();
      await server.close();
    },
  };
});

describe('S3ImageStorage when the store is away', () => {
  it('fails loudly instead of pretending the image is missing', async () => {
    const server = await startS3Server();
    const config = loadAppConfig(server.env);
    await server.close();
    const storage = new S3ImageStorage({ ...config.s3 });
    await expect(storage.read(`/uploads/news/${'0'.repeat(32)}.png`)).rejects.toThrow();
    storage.destroy();
  });
});
