import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '@nightlife/domain';
import { SignedIn } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { EventIdParams } from '../../events';
import { DoorService, type DoorKeysView } from '../door.service';
import { DoorKeysResponse } from './door.dto';

// The door (issue 19): what door devices need to verify tickets offline. Host only for now.
@ApiTags('door')
@Controller('events/:eventId/door')
@SignedIn()
export class DoorController {
  constructor(private readonly door: DoorService) {}

  /** The event's public key(s) and revoked tickets: nothing secret. */
  @Get('keys')
  @ApiOkResponse({ type: DoorKeysResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async keys(@Param() params: EventIdParams, @Caller() caller: SessionUser): Promise<DoorKeysResponse> {
    return toResponse(unwrapOrThrow(await this.door.keys(params.eventId, caller.id)));
  }

  /** Retires the event's key for a new one: every code shown so far stops admitting. */
  @Post('keys/rotate')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DoorKeysResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async rotate(@Param() params: EventIdParams, @Caller() caller: SessionUser): Promise<DoorKeysResponse> {
    return toResponse(unwrapOrThrow(await this.door.rotate(params.eventId, caller.id)));
  }
}

function toResponse(view: DoorKeysView): DoorKeysResponse {
  return { ...view, keys: view.keys.map((key) => ({ ...key, createdAt: key.createdAt.toISOString() })) };
}
