import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessTokenScopeGuard } from './access-token-scope.guard';
import { AccessTokensService } from './access-tokens.service';
import { AccessTokensController } from './http/access-tokens.controller';

/** Personal access tokens (issue 23 §1, ADR 0035): made in Settings, used by programs as bearer tokens. */
@Module({
  controllers: [AccessTokensController],
  providers: [AccessTokensService, { provide: APP_GUARD, useClass: AccessTokenScopeGuard }],
  exports: [AccessTokensService],
})
export class AccessTokensModule {}
