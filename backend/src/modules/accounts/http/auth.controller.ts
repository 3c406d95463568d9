import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { LogOutUseCase, type SessionUser, SignUpUseCase } from '@nightlife/domain';
import type { Request, Response } from 'express';
import { Public } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { RateLimited } from '../../../platform/rate-limit/rate-limited.decorator';
import { LocalLoginGuard } from '../security/local-login.guard';
import { LoginDto } from './dto/login.dto';
import { AuthSuccessDto, LogoutResponseDto, SessionDto } from './dto/session.dto';
import { SignupDto } from './dto/signup.dto';
import { forgetSession } from './forget-session';

@ApiTags('accounts')
@Controller()
export class AuthController {
  constructor(
    private readonly signUp: SignUpUseCase,
    private readonly logOut: LogOutUseCase,
  ) {}

  /** The current session: whether the caller is signed in, and as whom. */
  @Get('user/session')
  @Public()
  @ApiOkResponse({ type: SessionDto })
  getSession(@Caller('optional') user: SessionUser | null): SessionDto {
    return { authenticated: user !== null, user };
  }

  /** Creates an attendee or host account and signs it in. */
  @Post('signup')
  @Public()
  @RateLimited('signup')
  @ApiCreatedResponse({ type: AuthSuccessDto, description: 'Account created; the session is logged in' })
  @ApiProblemResponses('VALIDATION.FAILED', 'AUTH.USERNAME_TAKEN', 'AUTH.EMAIL_TAKEN')
  async signup(@Body() body: SignupDto, @Req() req: Request): Promise<AuthSuccessDto> {
    const user = unwrapOrThrow(await this.signUp.execute(body));
    // req.login regenerates the session id before storing the user (no session fixation).
    await new Promise<void>((resolve, reject) =>
      req.login(user, (error) => (error ? reject(error) : resolve())),
    );
    return { success: true, user };
  }

  /** Signs in with a username or email and a password. */
  @Post('login')
  @Public()
  @HttpCode(HttpStatus.OK)
  // Decorators apply bottom-up: the rate limit's guard must run before the credentials check,
  // so failed attempts count too.
  @UseGuards(LocalLoginGuard)
  @RateLimited('login')
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: AuthSuccessDto })
  @ApiProblemResponses('VALIDATION.FAILED', 'AUTH.INVALID_CREDENTIALS')
  login(@Body() _body: LoginDto, @Caller() user: SessionUser): AuthSuccessDto {
    // LocalLoginGuard signed the caller in before the handler runs.
    return { success: true, user };
  }

  /** Ends the session, if there is one. */
  @Post('logout')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: LogoutResponseDto, description: 'Always succeeds, with or without a session' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LogoutResponseDto> {
    await this.logOut.execute({ sessionId: req.session?.id ?? null });
    forgetSession(req, res);
    return { success: true };
  }
}
