import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  DecideRequestsUseCase,
  IssueTicketUseCase,
  type RequestDecision,
  type SessionUser,
} from '@nightlife/domain';
import type { Response } from 'express';
import { SignedIn, TokenScope } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { DomainException, unwrapOrThrow } from '../../../platform/http/domain.exception';
import { TicketsService } from '../tickets.service';
import { EventIdParams } from '../../events';
import { RequestsDecidedResponse, RsvpIdsDto } from './requests.dto';
import { EventTicketsResponse, IssuedTicketResponse, IssueTicketDto, MyTicketResponse } from './ticket.dto';

// Host ticket management (spec 2 §2.7) and a guest's own tickets (the ticket page's Tickets tab).
@ApiTags('tickets')
@Controller('events/:eventId')
@SignedIn()
export class TicketsController {
  constructor(
    private readonly issueTicketUseCase: IssueTicketUseCase,
    private readonly decideRequestsUseCase: DecideRequestsUseCase,
    private readonly tickets: TicketsService,
  ) {}

  /**
   * The host approves requests to an event that needs approval (ADR 0022), in the order sent,
   * while their parties fit the capacity; the rest are answered with why and stay pending.
   */
  @Post('rsvps/approve')
  @TokenScope('guests:write')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RequestsDecidedResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async approveRsvps(
    @Param() params: EventIdParams,
    @Body() body: RsvpIdsDto,
    @Caller() caller: SessionUser,
  ): Promise<RequestsDecidedResponse> {
    return this.decide('approve', params.eventId, body.rsvpIds, caller.id);
  }

  /** The host declines requests: they hold nothing and reveal nothing, and stay on record. */
  @Post('rsvps/decline')
  @TokenScope('guests:write')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RequestsDecidedResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async declineRsvps(
    @Param() params: EventIdParams,
    @Body() body: RsvpIdsDto,
    @Caller() caller: SessionUser,
  ): Promise<RequestsDecidedResponse> {
    return this.decide('decline', params.eventId, body.rsvpIds, caller.id);
  }

  private async decide(
    decision: RequestDecision,
    eventId: string,
    rsvpIds: string[],
    callerId: string,
  ): Promise<RequestsDecidedResponse> {
    const { decided, refused } = unwrapOrThrow(
      await this.decideRequestsUseCase.execute({ eventId, rsvpIds, decision, callerId }),
    );
    return {
      decided,
      refused: refused.map(({ rsvpId, error }) => ({ rsvpId, code: error.code, detail: error.message })),
    };
  }

  /** The fixed ticket types with how many the event issued, and its tickets; host only. */
  @Get('tickets')
  @TokenScope('guests:read')
  @ApiOkResponse({ type: EventTicketsResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async listEventTickets(
    @Param() params: EventIdParams,
    @Caller() caller: SessionUser,
  ): Promise<EventTicketsResponse> {
    return unwrapOrThrow(await this.tickets.forHost(params.eventId, caller.id));
  }

  /** The host issues a ticket to one guest; VIP and Backstage stop at their caps. */
  @Post('tickets')
  @TokenScope('guests:write')
  @ApiCreatedResponse({ type: IssuedTicketResponse })
  @ApiProblemResponses(
    'VALIDATION.FAILED',
    'EVENT.NOT_FOUND',
    'RSVP.NOT_FOUND',
    'TICKET.SOLD_OUT',
    'TICKET.ALREADY_ISSUED',
    'TICKET.RSVP_NOT_ELIGIBLE',
  )
  async issueTicket(
    @Param() params: EventIdParams,
    @Body() body: IssueTicketDto,
    @Caller() caller: SessionUser,
  ): Promise<IssuedTicketResponse> {
    const ticket = unwrapOrThrow(
      await this.issueTicketUseCase.execute({
        eventId: params.eventId,
        rsvpId: body.rsvpId,
        ticketType: body.ticketType,
        callerId: caller.id,
      }),
    );
    const issued = await this.tickets.byId(ticket.id);
    // Deleted between the insert and this read (the guest was declined or their RSVP removed).
    if (issued === null) throw DomainException.of('RSVP.NOT_FOUND', 'RSVP not found.');
    return issued;
  }

  /**
   * The caller's ticket to show at the door, with its signed code: none, or one while their RSVP
   * holds a place (at the tier the host issued them, else General Admission).
   */
  @Get('tickets/mine')
  @TokenScope('rsvps:read')
  @ApiOkResponse({ type: [MyTicketResponse] })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async listMyEventTickets(
    @Param() params: EventIdParams,
    @Caller() caller: SessionUser,
  ): Promise<MyTicketResponse[]> {
    return unwrapOrThrow(await this.tickets.mine(params.eventId, caller.id));
  }

  /** The guest list as CSV (Name, Status, Plus Ones, Ticket Type); host only. */
  @Get('guest-list.csv')
  @TokenScope('guests:read')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'A CSV file with a header row (UTF-8 with a byte-order mark), named after the event title',
    content: { 'text/csv': {} },
  })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async exportGuestList(
    @Param() params: EventIdParams,
    @Caller() caller: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const { fileName, csv } = unwrapOrThrow(await this.tickets.guestListExport(params.eventId, caller.id));
    res.type('text/csv; charset=utf-8');
    res.attachment(fileName);
    return csv;
  }
}
