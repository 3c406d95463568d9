import { Body, Controller, Get, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ConnectUsersUseCase, userNotFoundError, type SessionUser } from '@nightlife/domain';
import type { Response } from 'express';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { DomainException, unwrapOrThrow } from '../../../platform/http/domain.exception';
import { SignedIn } from '../../../platform/http/access.decorators';
import { Caller } from '../../../platform/http/caller.decorator';
import { ConnectionsQuery } from '../persistence/connections.query';
import { ConnectionResponse, CreateConnectionDto } from './create-connection.dto';
import {
  ConnectionPageResponse,
  ConnectionUserParams,
  ConnectionStatusResponse,
  DEFAULT_CONNECTIONS_PAGE_SIZE,
  ListConnectionsQuery,
} from './list-connections.query';

@ApiTags('connections')
@Controller('connections')
@SignedIn()
export class ConnectionsController {
  constructor(
    private readonly connectUsers: ConnectUsersUseCase,
    private readonly connections: ConnectionsQuery,
  ) {}

  /** The users the caller connected with (Contacts): searched, sorted and paged. */
  @Get()
  @ApiOkResponse({ type: ConnectionPageResponse })
  @ApiProblemResponses('VALIDATION.FAILED')
  listConnections(
    @Query() query: ListConnectionsQuery,
    @Caller() caller: SessionUser,
  ): Promise<ConnectionPageResponse> {
    return this.connections.list(caller.id, {
      q: query.q ?? '',
      sort: query.sort ?? 'name',
      page: query.page ?? 1,
      limit: query.limit ?? DEFAULT_CONNECTIONS_PAGE_SIZE,
    });
  }

  /** Whether the caller is connected with the user (the profile's Connect button). */
  @Get(':userId/status')
  @ApiOkResponse({ type: ConnectionStatusResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'USER.NOT_FOUND')
  async getConnectionStatus(
    @Param() { userId }: ConnectionUserParams,
    @Caller() caller: SessionUser,
  ): Promise<ConnectionStatusResponse> {
    const status = await this.connections.status(caller.id, userId);
    if (status === null) throw new DomainException(userNotFoundError());
    return { status };
  }

  /**
   * Connects the signed-in user to another user, named by userId or toUserId. Asking again
   * returns the same connection.
   */
  @Post()
  @ApiCreatedResponse({ type: ConnectionResponse, description: 'Connected now' })
  @ApiOkResponse({ type: ConnectionResponse, description: 'Already connected' })
  @ApiProblemResponses('VALIDATION.FAILED', 'CONNECTION.SELF', 'USER.NOT_FOUND')
  async createConnection(
    @Body() body: CreateConnectionDto,
    @Caller() caller: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConnectionResponse> {
    if (body.userId !== undefined && body.toUserId !== undefined && body.userId !== body.toUserId) {
      throw DomainException.of('VALIDATION.FAILED', 'Some fields are not valid.', [
        { field: 'toUserId', message: 'userId and toUserId name different users' },
      ]);
    }
    const toUserId = (body.toUserId ?? body.userId)!;
    const { connection, created } = unwrapOrThrow(
      await this.connectUsers.execute({ fromUserId: caller.id, toUserId }),
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
