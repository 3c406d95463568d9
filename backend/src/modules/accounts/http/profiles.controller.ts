import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { UpdateProfileUseCase, userNotFoundError, type SessionUser } from '@nightlife/domain';
import { Public, SignedIn, TokenScope } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { DomainException, unwrapOrThrow } from '../../../platform/http/domain.exception';
import { ProfileQuery } from '../persistence/profile.query';
import { OwnProfileDto, PublicProfileDto, UpdateAccountDto, UpdateProfileDto } from './dto/profile.dto';

function orNotFound<T>(value: T | null): T {
  if (value === null) throw new DomainException(userNotFoundError());
  return value;
}

@ApiTags('profiles')
@Controller()
export class ProfilesController {
  constructor(
    private readonly updateProfileUseCase: UpdateProfileUseCase,
    private readonly profiles: ProfileQuery,
  ) {}

  /**
   * A user's public profile and their RSVPs to published events, by username in any letter
   * case. Never the email or phone number.
   */
  @Get('users/profile/:username')
  @TokenScope('events:read')
  @Public()
  @ApiParam({ name: 'username', example: 'djnova' })
  @ApiOkResponse({ type: PublicProfileDto })
  @ApiProblemResponses('USER.NOT_FOUND')
  async getUserProfile(@Param('username') username: string): Promise<PublicProfileDto> {
    return orNotFound(await this.profiles.publicProfile(username));
  }

  /** The caller's own profile, with their email and phone number, for the profile editor. */
  @Get('user/profile')
  @SignedIn()
  @ApiOkResponse({ type: OwnProfileDto })
  @ApiProblemResponses('USER.NOT_FOUND')
  async getOwnProfile(@Caller() caller: SessionUser): Promise<OwnProfileDto> {
    return orNotFound(await this.profiles.ownProfile(caller.id));
  }

  /**
   * Changes the caller's profile (profile setup and the profile editor). Fields left out keep
   * their value; null or '' clears an optional one.
   */
  @Put('user/profile-enhanced')
  @SignedIn()
  @ApiOkResponse({ type: OwnProfileDto })
  @ApiProblemResponses('VALIDATION.FAILED', 'AUTH.USERNAME_TAKEN', 'AUTH.EMAIL_TAKEN', 'USER.NOT_FOUND')
  async updateProfileEnhanced(
    @Body() body: UpdateProfileDto,
    @Caller() caller: SessionUser,
  ): Promise<OwnProfileDto> {
    const profile = unwrapOrThrow(
      await this.updateProfileUseCase.profile({ userId: caller.id, changes: body }),
    );
    return this.profiles.ownProfileOf(profile);
  }

  /** Changes the caller's account fields of Settings: email, phone number, theme. */
  @Put('user/profile')
  @SignedIn()
  @ApiOkResponse({ type: OwnProfileDto })
  @ApiProblemResponses('VALIDATION.FAILED', 'AUTH.EMAIL_TAKEN', 'USER.NOT_FOUND')
  async updateProfile(@Body() body: UpdateAccountDto, @Caller() caller: SessionUser): Promise<OwnProfileDto> {
    const profile = unwrapOrThrow(
      await this.updateProfileUseCase.account({ userId: caller.id, changes: body }),
    );
    return this.profiles.ownProfileOf(profile);
  }
}
