import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { ImageStorage } from './image-storage.js';
import { LocalDiskImageStorage } from './local-disk-image-storage.js';
import { S3ImageStorage } from './s3-image-storage.js';

/** STORAGE=local (a folder, one instance) or s3 (a bucket every instance shares; ADR 0021). */
@Global()
@Module({
  providers: [
    {
      provide: ImageStorage,
      inject: [AppConfig],
      useFactory: (config: AppConfig): ImageStorage => (config.storage === 's3' ? new S3ImageStorage(config.s3) : new LocalDiskImageStorage(config)),
    },
  ],
  exports: [ImageStorage],
})
export class StorageModule {}
