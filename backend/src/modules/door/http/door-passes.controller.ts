import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '@nightlife/domain';
import type { Request } from 'express';
import { Public, SignedIn, TokenScope } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { EventIdParams } from '../../events';
import { DoorPassesService } from '../door-passes.service';
import {
  CreateDoorPassDto,
  DoorPassResponse,
  DoorPassSignedInResponse,
  DoorPassSignInDto,
  NewDoorPassResponse,
} from './door-passes.dto';
import { DoorPassParams } from './door-pass.params';

// Door passes (issue 19 §2, ADR 0033): the host makes them for staff without accounts; a device
// signs in with one to that event's door and nothing else.
@ApiTags('door')
@Controller('events/:eventId/door/passes')
export class DoorPassesController {
  constructor(private readonly passes: DoorPassesService) {}

  /** The host makes a pass: its link's secret and PIN are in this answer only. */
  @Post()
  @TokenScope('events:write')
  @SignedIn()
  @ApiCreatedResponse({ type: NewDoorPassResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async createDoorPass(
    @Param() params: EventIdParams,
    @Body() body: CreateDoorPassDto,
    @Caller() caller: SessionUser,
  ): Promise<NewDoorPassResponse> {
    return unwrapOrThrow(await this.passes.create(params.eventId, caller.id, body));
  }

  /** The event's passes with their state (never their secrets); host only. */
  @Get()
  @TokenScope('events:write')
  @SignedIn()
  @ApiOkResponse({ type: [DoorPassResponse] })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async listDoorPasses(
    @Param() params: EventIdParams,
    @Caller() caller: SessionUser,
  ): Promise<DoorPassResponse[]> {
    return unwrapOrThrow(await this.passes.list(params.eventId, caller.id));
  }

  /** Revokes a pass at once: devices signed in with it are refused from their next request. */
  @Delete(':passId')
  @TokenScope('events:write')
  @SignedIn()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND', 'DOOR_PASS.NOT_FOUND')
  async revokeDoorPass(@Param() params: DoorPassParams, @Caller() caller: SessionUser): Promise<void> {
    unwrapOrThrow(await this.passes.revoke(params.eventId, params.passId, caller.id));
  }

  /**
   * A door device signs in with a pass's link secret and PIN: its session then opens this event's
   * door routes and nothing else. Five wrong PINs lock the pass.
   */
  @Post('sign-in')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DoorPassSignedInResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'DOOR_PASS.NOT_FOUND', 'DOOR_PASS.WRONG_PIN', 'DOOR_PASS.CLOSED')
  async signInWithDoorPass(
    @Param() params: EventIdParams,
    @Body() body: DoorPassSignInDto,
    @Req() req: Request,
  ): Promise<DoorPassSignedInResponse> {
    const pass = unwrapOrThrow(await this.passes.signIn(params.eventId, body.token, body.pin));
    // A new session id, holding the pass and no user (a signed-in user's session ends here).
    await new Promise<void>((resolve, reject) =>
      req.session.regenerate((error) => (error ? reject(error) : resolve())),
    );
    req.session.doorPass = { passId: pass.passId, eventId: pass.eventId };
    await new Promise<void>((resolve, reject) =>
      req.session.save((error) => (error ? reject(error) : resolve())),
    );
    return { eventId: pass.eventId, name: pass.name, role: pass.role };
  }
}
