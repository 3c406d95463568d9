import { Body, Controller, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ConnectUsersUseCase, type SessionUser } from '@nightlife/domain';
import type { Response } from 'express';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { SignedIn } from '../../../platform/http/access.decorators';
import { Caller } from '../../../platform/http/caller.decorator';
import { ConnectionResponse, CreateConnectionDto } from './create-connection.dto';

@ApiTags('connections')
@Controller('connections')
export class ConnectionsController {
  constructor(private readonly connectUsers: ConnectUsersUseCase) {}

  /** Connects the signed-in user to another user. Asking again returns the same connection. */
  @Post()
  @SignedIn()
  @ApiCreatedResponse({ type: ConnectionResponse, description: 'Connected now' })
  @ApiOkResponse({ type: ConnectionResponse, description: 'Already connected' })
  @ApiProblemResponses('VALIDATION.FAILED', 'CONNECTION.SELF', 'USER.NOT_FOUND')
  async createConnection(
    @Body() body: CreateConnectionDto,
    @Caller() caller: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConnectionResponse> {
    const { connection, created } = unwrapOrThrow(
      await this.connectUsers.execute({ fromUserId: caller.id, toUserId: body.userId }),
    );
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return {
      id: connection.id,
      toUserId: connection.toUserId,
      status: connection.status,
      createdAt: connection.createdAt.toISOString(),
    };
  }
}
