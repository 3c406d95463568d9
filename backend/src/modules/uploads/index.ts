export { UploadsModule } from './uploads.module';
export { UserMediaService } from './user-media.service';
