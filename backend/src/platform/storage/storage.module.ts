import { createHmac } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import type { ObjectStorage } from '@nightlife/domain';
import { AppConfig } from '../config/app-config';
import { FileTypeFromBytesDetector } from './file-type.detector';
import { LocalObjectStorage } from './local-object-storage';
import { S3ObjectStorage } from './s3-object-storage';
import { SharpImageProcessor } from './sharp.image-processor';
import { FILE_TYPE_DETECTOR, IMAGE_PROCESSOR, OBJECT_STORAGE } from './storage.tokens';

/** The storage adapter STORAGE_DRIVER names (ENVIRONMENT.md). */
export function createObjectStorage(config: AppConfig): ObjectStorage {
  if (config.storage.driver === 's3') return new S3ObjectStorage(config.storage);
  // Upload links are signed with a key derived from the session secret: no second secret to manage.
  const signingKey = createHmac('sha256', config.sessionSecret).update('nightlife.upload-links.v1').digest();
  return new LocalObjectStorage(config.storage.directory, signingKey);
}

/** Object storage, file-type detection and image processing for every module that needs them. */
@Global()
@Module({
  providers: [
    { provide: OBJECT_STORAGE, inject: [AppConfig], useFactory: createObjectStorage },
    { provide: FILE_TYPE_DETECTOR, useClass: FileTypeFromBytesDetector },
    { provide: IMAGE_PROCESSOR, useClass: SharpImageProcessor },
  ],
  exports: [OBJECT_STORAGE, FILE_TYPE_DETECTOR, IMAGE_PROCESSOR],
})
export class StorageModule {}
