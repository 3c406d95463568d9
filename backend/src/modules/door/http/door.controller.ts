import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { SessionUser } from '@nightlife/domain';
import { SignedIn, TokenScope } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { EventIdParams } from '../../events';
import { CheckInsService } from '../check-ins.service';
import { DoorAccess, DoorCallerParam, type DoorCaller } from '../door-access';
import { DoorService, type DoorKeysView } from '../door.service';
import {
  OverrideReasonDto,
  ScanIdParams,
  ScanResultResponse,
  CheckInBatchDto,
  CheckInResultsResponse,
  DoorGuestListResponse,
  DoorKeysResponse,
  DoorStatsResponse,
} from './door.dto';

// The door (issue 19): what door devices need to verify tickets offline, and their scans. The
// host's session or a door pass (ADR 0033); rotating the key is the host's alone.
@ApiTags('door')
@Controller('events/:eventId')
export class DoorController {
  constructor(
    private readonly door: DoorService,
    private readonly checkIns: CheckInsService,
  ) {}

  /** The event's public key(s) and revoked tickets: nothing secret. */
  @Get('door/keys')
  @TokenScope('guests:read')
  @DoorAccess()
  @ApiOkResponse({ type: DoorKeysResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async getDoorKeys(
    @Param() params: EventIdParams,
    @DoorCallerParam() caller: DoorCaller,
  ): Promise<DoorKeysResponse> {
    return toResponse(unwrapOrThrow(await this.door.keys(params.eventId, caller)));
  }

  /** Retires the event's key for a new one: every code shown so far stops admitting. */
  @Post('door/keys/rotate')
  @TokenScope('events:write')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DoorKeysResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async rotateDoorKey(
    @Param() params: EventIdParams,
    @Caller() caller: SessionUser,
  ): Promise<DoorKeysResponse> {
    return toResponse(unwrapOrThrow(await this.door.rotate(params.eventId, caller.id)));
  }

  /**
   * A door device's scans, made online or queued offline (at most 1,000 per batch): each gets its
   * verdict. A scan id already received answers its first verdict and changes nothing; the first
   * entry of a person wins, a later one is a duplicate with when and where the first was.
   */
  @Post('check-ins')
  @TokenScope('checkins:write')
  @DoorAccess()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: CheckInResultsResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND', 'REQUEST.TOO_LARGE')
  async recordCheckIns(
    @Param() params: EventIdParams,
    @Body() body: CheckInBatchDto,
    @DoorCallerParam() caller: DoorCaller,
  ): Promise<CheckInResultsResponse> {
    return { results: unwrapOrThrow(await this.checkIns.record(params.eventId, caller, body.scans)) };
  }

  /** The guests with a door ticket (names, party sizes, tiers, versions, how many are in): nothing else. */
  @Get('door/guests')
  @TokenScope('guests:read')
  @DoorAccess()
  @ApiOkResponse({ type: DoorGuestListResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async getDoorGuests(
    @Param() params: EventIdParams,
    @DoorCallerParam() caller: DoorCaller,
  ): Promise<DoorGuestListResponse> {
    return unwrapOrThrow(await this.checkIns.guests(params.eventId, caller));
  }

  /** A supervisor (or the host) undoes an admitted entry, saying why: its seats are free again. */
  @Post('check-ins/:scanId/undo')
  @TokenScope('checkins:write')
  @DoorAccess()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ScanResultResponse })
  @ApiProblemResponses(
    'VALIDATION.FAILED',
    'EVENT.NOT_FOUND',
    'DOOR_PASS.SUPERVISOR_ONLY',
    'CHECK_IN.NOT_FOUND',
    'CHECK_IN.NOT_OVERRIDABLE',
  )
  async undoCheckIn(
    @Param() params: ScanIdParams,
    @Body() body: OverrideReasonDto,
    @DoorCallerParam() caller: DoorCaller,
  ): Promise<ScanResultResponse> {
    return unwrapOrThrow(
      await this.checkIns.override(params.eventId, params.scanId, caller, 'undo', body.reason),
    );
  }

  /** A supervisor (or the host) admits a refused entry anyway, saying why. */
  @Post('check-ins/:scanId/admit')
  @TokenScope('checkins:write')
  @DoorAccess()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ScanResultResponse })
  @ApiProblemResponses(
    'VALIDATION.FAILED',
    'EVENT.NOT_FOUND',
    'DOOR_PASS.SUPERVISOR_ONLY',
    'CHECK_IN.NOT_FOUND',
    'CHECK_IN.NOT_OVERRIDABLE',
  )
  async admitAnyway(
    @Param() params: ScanIdParams,
    @Body() body: OverrideReasonDto,
    @DoorCallerParam() caller: DoorCaller,
  ): Promise<ScanResultResponse> {
    return unwrapOrThrow(
      await this.checkIns.override(params.eventId, params.scanId, caller, 'admit', body.reason),
    );
  }

  /** The check-in list as CSV (Name, Party Size, Ticket, Arrived, Inside, First Entry, Door): host and supervisors. */
  @Get('check-ins.csv')
  @TokenScope('guests:read')
  @DoorAccess()
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'A CSV file with a header row (UTF-8 with a byte-order mark), named after the event title',
    content: { 'text/csv': {} },
  })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND', 'DOOR_PASS.SUPERVISOR_ONLY')
  async exportCheckIns(
    @Param() params: EventIdParams,
    @DoorCallerParam() caller: DoorCaller,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const { fileName, csv } = unwrapOrThrow(await this.checkIns.checkInCsv(params.eventId, caller));
    res.type('text/csv; charset=utf-8');
    res.attachment(fileName);
    return csv;
  }

  /** Who is inside now, who came, who is expected, and the no-shows, per door and in total. */
  @Get('door/stats')
  @TokenScope('guests:read')
  @DoorAccess()
  @ApiOkResponse({ type: DoorStatsResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async getDoorStats(
    @Param() params: EventIdParams,
    @DoorCallerParam() caller: DoorCaller,
  ): Promise<DoorStatsResponse> {
    return unwrapOrThrow(await this.checkIns.stats(params.eventId, caller));
  }
}

function toResponse(view: DoorKeysView): DoorKeysResponse {
  return { ...view, keys: view.keys.map((key) => ({ ...key, createdAt: key.createdAt.toISOString() })) };
}
