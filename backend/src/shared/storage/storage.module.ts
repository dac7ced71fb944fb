import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { ImageIntake } from './image-intake.js';
import { ImageStorage } from './image-storage.js';
import { LocalDiskImageStorage } from './local-disk-image-storage.js';
import { S3ImageStorage } from './s3-image-storage.js';
import { SharpImageIntake } from './sharp-image-intake.js';

/**
 * STORAGE=local (a folder, one instance) or s3 (a bucket every instance shares; ADR 0021), and the one
 * intake every upload goes through before it is kept (ImageIntake on sharp).
 */
@Global()
@Module({
  providers: [
    {
      provide: ImageStorage,
      inject: [AppConfig],
      useFactory: (config: AppConfig): ImageStorage => (config.storage === 's3' ? new S3ImageStorage(config.s3) : new LocalDiskImageStorage(config)),
    },
    { provide: ImageIntake, useClass: SharpImageIntake },
  ],
  exports: [ImageStorage, ImageIntake],
})
export class StorageModule {}
