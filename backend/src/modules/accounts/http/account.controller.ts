import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Put, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ChangePasswordUseCase,
  DeleteAccountUseCase,
  UserSettingsUseCase,
  type SessionUser,
} from '@nightlife/domain';
import type { Request, Response } from 'express';
import { SignedIn } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { SuccessDto } from '../../../platform/http/success.dto';
import { RateLimited } from '../../../platform/rate-limit/rate-limited.decorator';
import {
  ChangePasswordDto,
  DeleteAccountDto,
  UpdateUserSettingsDto,
  UserSettingsDto,
} from './dto/account.dto';
import { forgetSession } from './forget-session';

/** The Settings tab: default preferences, the password and the account itself. */
@ApiTags('settings')
@Controller('user')
@SignedIn()
export class AccountController {
  constructor(
    private readonly settings: UserSettingsUseCase,
    private readonly changePasswordUseCase: ChangePasswordUseCase,
    private readonly deleteAccountUseCase: DeleteAccountUseCase,
  ) {}

  /** The caller's default preferences (the defaults until they save any). */
  @Get('settings')
  @ApiOkResponse({ type: UserSettingsDto })
  getUserSettings(@Caller() caller: SessionUser): Promise<UserSettingsDto> {
    return this.settings.get(caller.id);
  }

  /** Changes the caller's default preferences; fields left out keep their value. */
  @Put('settings')
  @ApiOkResponse({ type: UserSettingsDto })
  @ApiProblemResponses('VALIDATION.FAILED')
  async updateUserSettings(
    @Body() body: UpdateUserSettingsDto,
    @Caller() caller: SessionUser,
  ): Promise<UserSettingsDto> {
    return unwrapOrThrow(await this.settings.update({ userId: caller.id, changes: body }));
  }

  /**
   * Changes the caller's password, confirmed with the current one. Every other session of the
   * user is signed out, and this one continues under a new session id.
   */
  @Put('password')
  // Decorators apply bottom-up: the rate limit (the login limit: a password check) runs first.
  @RateLimited('login')
  @ApiOkResponse({ type: SuccessDto })
  @ApiProblemResponses('VALIDATION.FAILED', 'AUTH.PASSWORD_INCORRECT', 'USER.NOT_FOUND')
  async changePassword(
    @Body() body: ChangePasswordDto,
    @Caller() caller: SessionUser,
    @Req() req: Request,
  ): Promise<SuccessDto> {
    unwrapOrThrow(
      await this.changePasswordUseCase.execute({
        ...body,
        userId: caller.id,
        sessionId: req.session?.id ?? null,
      }),
    );
    // passport regenerates the session id on login: the old id (maybe known to a thief) is dead.
    await new Promise<void>((resolve, reject) =>
      req.login(caller, (error) => (error ? reject(error) : resolve())),
    );
    return { success: true };
  }

  /**
   * Deletes the caller's account, confirmed with the password: their profile, RSVPs,
   * connections, settings, error reports and the events they host are erased, and every session
   * of theirs ends (docs/adr/0013-account-deletion.md).
   */
  @Delete()
  @HttpCode(HttpStatus.OK)
  @RateLimited('login')
  @ApiOkResponse({ type: SuccessDto })
  @ApiProblemResponses('VALIDATION.FAILED', 'AUTH.PASSWORD_INCORRECT', 'USER.NOT_FOUND')
  async deleteAccount(
    @Body() body: DeleteAccountDto,
    @Caller() caller: SessionUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SuccessDto> {
    unwrapOrThrow(await this.deleteAccountUseCase.execute({ userId: caller.id, password: body.password }));
    forgetSession(req, res);
    return { success: true };
  }
}
