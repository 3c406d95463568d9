import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '@nightlife/domain';
import { SignedIn } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { AccessTokensService } from '../access-tokens.service';
import {
  AccessTokenParams,
  AccessTokenResponse,
  CreateAccessTokenDto,
  NewAccessTokenResponse,
} from './access-tokens.dto';

// Personal access tokens (issue 23 §1, ADR 0035). Managed in a browser session only: no scope
// lets a token make, see or revoke tokens.
@ApiTags('tokens')
@Controller('tokens')
@SignedIn()
export class AccessTokensController {
  constructor(private readonly tokens: AccessTokensService) {}

  /** Makes a token with a name, scopes and an optional expiry: its secret is in this answer only. */
  @Post()
  @ApiCreatedResponse({ type: NewAccessTokenResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'ACCESS_TOKEN.TOO_MANY')
  async createAccessToken(
    @Body() body: CreateAccessTokenDto,
    @Caller() caller: SessionUser,
  ): Promise<NewAccessTokenResponse> {
    return unwrapOrThrow(await this.tokens.create(caller.id, body));
  }

  /** The caller's tokens (never their secrets), newest first, with their last use. */
  @Get()
  @ApiOkResponse({ type: [AccessTokenResponse] })
  async listAccessTokens(@Caller() caller: SessionUser): Promise<AccessTokenResponse[]> {
    return this.tokens.list(caller.id);
  }

  /** Revokes a token at once: its next request is refused. */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiProblemResponses('VALIDATION.FAILED', 'ACCESS_TOKEN.NOT_FOUND')
  async revokeAccessToken(@Param() params: AccessTokenParams, @Caller() caller: SessionUser): Promise<void> {
    unwrapOrThrow(await this.tokens.revoke(caller.id, params.id));
  }
}
