import { Module } from '@nestjs/common';
import {
  type Clock,
  type FileTypeDetector,
  type IdGenerator,
  type ImageProcessor,
  type ObjectStorage,
  PublishUploadUseCase,
  RequestUploadUseCase,
  SetAvatarUseCase,
} from '@nightlife/domain';
import { AppConfig } from '../../platform/config/app-config';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { FILE_TYPE_DETECTOR, IMAGE_PROCESSOR, OBJECT_STORAGE } from '../../platform/storage/storage.tokens';
import { ContainerMetadataStripper } from '../../platform/storage/container-metadata.stripper';
import { UploadsController } from './http/uploads.controller';
import { PendingUploadsSweeper } from './pending-uploads.sweeper';
import { SqlUserAvatarRepository } from './persistence/sql-user-avatar.repository';
import { UserMediaService } from './user-media.service';

/**
 * Uploads (signed addresses, checking and publishing, avatars) over the platform's storage.
 * Other modules import it for PublishUploadUseCase (flyers) and UserMediaService.
 */
@Module({
  controllers: [UploadsController],
  providers: [
    SqlUserAvatarRepository,
    PendingUploadsSweeper,
    UserMediaService,
    {
      provide: RequestUploadUseCase,
      inject: [OBJECT_STORAGE, ID_GENERATOR, CLOCK, AppConfig],
      useFactory: (storage: ObjectStorage, ids: IdGenerator, clock: Clock, config: AppConfig) =>
        new RequestUploadUseCase(storage, ids, clock, config.storage.uploadUrlTtlSeconds),
    },
    {
      provide: PublishUploadUseCase,
      inject: [OBJECT_STORAGE, FILE_TYPE_DETECTOR, IMAGE_PROCESSOR, ID_GENERATOR],
      useFactory: (
        storage: ObjectStorage,
        detector: FileTypeDetector,
        images: ImageProcessor,
        ids: IdGenerator,
      ) => new PublishUploadUseCase(storage, detector, images, new ContainerMetadataStripper(), ids),
    },
    {
      provide: SetAvatarUseCase,
      inject: [PublishUploadUseCase, SqlUserAvatarRepository, OBJECT_STORAGE],
      useFactory: (publish: PublishUploadUseCase, avatars: SqlUserAvatarRepository, storage: ObjectStorage) =>
        new SetAvatarUseCase(publish, avatars, storage),
    },
  ],
  exports: [PublishUploadUseCase, UserMediaService],
})
export class UploadsModule {}
