import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { EventIdParams } from '../../events';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SendAnnouncementUseCase, SessionUser } from '@nightlife/domain';
import { SignedIn, TokenScope } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { AnnouncementReportsService } from '../announcement-reports.service';
import { SEND_ANNOUNCEMENT } from '../announcements.tokens';
import {
  AnnouncementAccepted,
  AnnouncementIdParams,
  AnnouncementSummaryResponse,
  RecipientDeliveryResponse,
  SendAnnouncementDto,
} from './announcement.dto';

// The host messages RSVPs of their event. To anyone else the event does not exist (404).
@ApiTags('announcements')
@Controller('events/:eventId')
@SignedIn()
export class AnnouncementsController {
  constructor(
    @Inject(SEND_ANNOUNCEMENT) private readonly send: SendAnnouncementUseCase,
    private readonly reports: AnnouncementReportsService,
  ) {}

  /**
   * Sends an announcement to RSVPs of the event. The answer means "stored": deliveries (inbox,
   * and email for attendees who want it) are made by a job. At most ANNOUNCEMENTS_PER_EVENT_PER_DAY
   * per event in any 24 hours.
   */
  @Post('announcement')
  @TokenScope('announcements:write')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: AnnouncementAccepted, description: 'Stored; delivery is under way' })
  @ApiProblemResponses(
    'VALIDATION.FAILED',
    'ANNOUNCEMENT.RECIPIENTS_INVALID',
    'EVENT.NOT_FOUND',
    'ANNOUNCEMENT.DAILY_LIMIT',
  )
  async sendAnnouncement(
    @Param() params: EventIdParams,
    @Body() body: SendAnnouncementDto,
    @Caller() caller: SessionUser,
  ): Promise<AnnouncementAccepted> {
    const announcement = unwrapOrThrow(
      await this.send.execute({ eventId: params.eventId, callerId: caller.id, ...body }),
    );
    return {
      id: announcement.id,
      recipientCount: announcement.recipientIds.length,
      createdAt: announcement.createdAt.toISOString(),
    };
  }

  /** The event's announcements, newest first, with delivery counts. */
  @Get('announcements')
  @TokenScope('announcements:read')
  @ApiOkResponse({ type: [AnnouncementSummaryResponse] })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async listAnnouncements(
    @Param() params: EventIdParams,
    @Caller() caller: SessionUser,
  ): Promise<AnnouncementSummaryResponse[]> {
    return unwrapOrThrow(await this.reports.list(params.eventId, caller.id));
  }

  /** Each recipient of one announcement, in the order sent, with their delivery and read status. */
  @Get('announcements/:announcementId/recipients')
  @TokenScope('announcements:read')
  @ApiOkResponse({ type: [RecipientDeliveryResponse] })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND', 'ANNOUNCEMENT.NOT_FOUND')
  async listAnnouncementRecipients(
    @Param() params: AnnouncementIdParams,
    @Caller() caller: SessionUser,
  ): Promise<RecipientDeliveryResponse[]> {
    return unwrapOrThrow(await this.reports.recipients(params.eventId, params.announcementId, caller.id));
  }
}
