import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  DEFAULT_UPLOAD_KIND,
  MEDIA_CLASSES,
  UPLOAD_KINDS,
  type MediaClass,
  type UploadKind,
} from '@nightlife/domain';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** Longer than any address the storage hands out (signed S3 URLs are the longest, ~1.5 KB). */
const MAX_URL_LENGTH = 2048;

const KIND_DESCRIPTION =
  'What the file is for, which sets its limit: avatar (image, 5 MB), flyer-image (image, 10 MB), ' +
  'flyer-video (video, 50 MB), default (image, 10 MB).';

export class RequestUploadDto {
  @ApiPropertyOptional({ enum: UPLOAD_KINDS, default: DEFAULT_UPLOAD_KIND, description: KIND_DESCRIPTION })
  @IsOptional()
  @IsIn(UPLOAD_KINDS, { message: `kind must be one of ${UPLOAD_KINDS.join(', ')}` })
  kind?: UploadKind;
}

@ApiSchema({ name: 'UploadTarget' })
export class UploadTargetResponse {
  @ApiProperty({
    description:
      'PUT the file here (one file, its Content-Type as header) before expiresAt. Relative to this site for local storage.',
    example:
      '/uploads/pending/0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b/avatar/0190a1b2-c3d4-7e5f-8a6b-000000000001?expires=1767225600&signature=abc',
  })
  uploadURL!: string;

  @ApiProperty({
    description: 'The upload address without its query: hand it back to publish or set the avatar.',
  })
  objectURL!: string;

  @ApiProperty({ enum: UPLOAD_KINDS }) kind!: UploadKind;
  @ApiProperty({ description: 'Largest accepted size in bytes' }) maxBytes!: number;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}

export class PublishUploadDto {
  @ApiProperty({ description: 'An upload address (objectURL) of the caller', maxLength: MAX_URL_LENGTH })
  @IsDefined({ message: 'objectURL is required' })
  @IsString({ message: 'objectURL must be text' })
  @MaxLength(MAX_URL_LENGTH, { message: `objectURL must be at most ${MAX_URL_LENGTH} characters` })
  objectURL!: string;

  @ApiPropertyOptional({
    enum: UPLOAD_KINDS,
    description: 'Check and publish it as this kind (default: the kind it was uploaded as).',
  })
  @IsOptional()
  @IsIn(UPLOAD_KINDS, { message: `kind must be one of ${UPLOAD_KINDS.join(', ')}` })
  kind?: UploadKind;
}

@ApiSchema({ name: 'PublishedMedia' })
export class PublishedMediaResponse {
  @ApiProperty({
    description: 'The address to store (the main variant: full-size image, avatar, or the video).',
  })
  url!: string;

  @ApiProperty({ description: 'Its storage key' }) objectPath!: string;
  @ApiProperty({ enum: UPLOAD_KINDS }) kind!: UploadKind;
  @ApiProperty({ enum: MEDIA_CLASSES }) mediaClass!: MediaClass;
  @ApiProperty({ description: 'From the checked bytes: image/webp for images', example: 'image/webp' })
  contentType!: string;

  @ApiProperty({ description: 'Bytes of the main variant' }) size!: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description:
      'Every size by name: full and card (flyers, other images), avatar and avatar-thumb, or video.',
  })
  variants!: Record<string, string>;
}

export class SetAvatarDto {
  @ApiProperty({
    description: 'The upload address (objectURL) of the new picture',
    maxLength: MAX_URL_LENGTH,
  })
  @IsDefined({ message: 'avatarURL is required' })
  @IsString({ message: 'avatarURL must be text' })
  @MaxLength(MAX_URL_LENGTH, { message: `avatarURL must be at most ${MAX_URL_LENGTH} characters` })
  avatarURL!: string;
}

@ApiSchema({ name: 'AvatarSet' })
export class AvatarSetResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ description: 'The published avatar (512 px WebP); avatar-thumb.webp beside it is 128 px.' })
  avatarUrl!: string;

  @ApiProperty({ description: 'Its storage key' }) objectPath!: string;
}
