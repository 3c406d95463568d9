import { Body, Controller, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ConnectUsersUseCase } from '@nightlife/domain';
import type { Request, Response } from 'express';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { SignedInGuard } from '../../../platform/http/signed-in.guard';
import { ConnectionResponse, CreateConnectionDto } from './create-connection.dto';

@ApiTags('connections')
@Controller('connections')
@UseGuards(SignedInGuard)
export class ConnectionsController {
  constructor(private readonly connectUsers: ConnectUsersUseCase) {}

  /** Connects the signed-in user to another user. Asking again returns the same connection. */
  @Post()
  @ApiCreatedResponse({ type: ConnectionResponse, description: 'Connected now' })
  @ApiOkResponse({ type: ConnectionResponse, description: 'Already connected' })
  @ApiProblemResponses('VALIDATION.FAILED', 'CONNECTION.SELF', 'AUTH.UNAUTHENTICATED', 'USER.NOT_FOUND')
  async createConnection(
    @Body() body: CreateConnectionDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConnectionResponse> {
    const { connection, created } = unwrapOrThrow(
      await this.connectUsers.execute({ fromUserId: req.user!.id, toUserId: body.userId }),
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
