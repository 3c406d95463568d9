import { Body, Controller, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  DEFAULT_UPLOAD_KIND,
  PublishUploadUseCase,
  RequestUploadUseCase,
  SetAvatarUseCase,
  type SessionUser,
} from '@nightlife/domain';
import { SignedIn, TokenScope } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { RateLimited } from '../../../platform/rate-limit/rate-limited.decorator';
import {
  AvatarSetResponse,
  PublishedMediaResponse,
  PublishUploadDto,
  RequestUploadDto,
  SetAvatarDto,
  UploadTargetResponse,
} from './uploads.dto';

/** Problems of turning an upload address into published media (PublishUploadUseCase). */
const PUBLISH_PROBLEMS = [
  'VALIDATION.FAILED',
  'UPLOAD.FOREIGN_URL',
  'UPLOAD.NOT_FOUND',
  'UPLOAD.NOT_UPLOADED',
  'UPLOAD.CHANGED',
  'UPLOAD.TOO_LARGE',
  'UPLOAD.TYPE_NOT_ALLOWED',
  'UPLOAD.UNREADABLE',
  'UPLOAD.ALREADY_USED',
] as const;

@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(
    private readonly requestUploadUseCase: RequestUploadUseCase,
    private readonly publishUploadUseCase: PublishUploadUseCase,
    private readonly setAvatarUseCase: SetAvatarUseCase,
  ) {}

  /**
   * A short-lived signed address to PUT one file to. The body may be empty (the default kind);
   * the server checks the stored file's real size and type when it is used.
   *
   * Uploading is three steps: (1) this call answers `uploadURL`; (2) `PUT` the file's bytes to
   * `uploadURL` as the request body with its `Content-Type` (no cookie or token: the address is
   * the permission, valid for minutes and for one file; an object store answers it directly, or
   * this server at /objects/... in local mode); (3) `POST /api/objects/publish` with
   * `{objectURL: uploadURL}` checks the stored file and answers its public URL.
   */
  @Post('objects/upload')
  @TokenScope('events:write')
  @SignedIn()
  @RateLimited('uploads')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ type: RequestUploadDto, required: false })
  @ApiOkResponse({ type: UploadTargetResponse })
  @ApiProblemResponses('VALIDATION.FAILED')
  async requestUpload(
    @Body() body: RequestUploadDto,
    @Caller() caller: SessionUser,
  ): Promise<UploadTargetResponse> {
    const target = unwrapOrThrow(
      await this.requestUploadUseCase.execute({ ownerId: caller.id, kind: body.kind ?? DEFAULT_UPLOAD_KIND }),
    );
    return { ...target, expiresAt: target.expiresAt.toISOString() };
  }

  /**
   * Checks the caller's uploaded file (size, type from its bytes) and publishes it: images at
   * the sizes the pages need without EXIF or location, videos as they are. A refused file is deleted.
   */
  @Post('objects/publish')
  @TokenScope('events:write')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PublishedMediaResponse })
  @ApiProblemResponses(...PUBLISH_PROBLEMS)
  async publishUpload(
    @Body() body: PublishUploadDto,
    @Caller() caller: SessionUser,
  ): Promise<PublishedMediaResponse> {
    return unwrapOrThrow(
      await this.publishUploadUseCase.execute({ callerId: caller.id, url: body.objectURL, as: body.kind }),
    );
  }

  /** Makes the caller's uploaded picture their avatar (an image under 5 MB). */
  @Put('avatar')
  @SignedIn()
  @ApiOkResponse({ type: AvatarSetResponse })
  @ApiProblemResponses(...PUBLISH_PROBLEMS, 'USER.NOT_FOUND')
  async setAvatar(@Body() body: SetAvatarDto, @Caller() caller: SessionUser): Promise<AvatarSetResponse> {
    const avatar = unwrapOrThrow(
      await this.setAvatarUseCase.execute({ userId: caller.id, avatarUrl: body.avatarURL }),
    );
    return { success: true, ...avatar };
  }
}
