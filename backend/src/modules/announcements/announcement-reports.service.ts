import { Injectable } from '@nestjs/common';
import {
  announcementNotFoundError,
  canManageEvent,
  err,
  eventNotFoundError,
  ok,
  type Result,
} from '@nightlife/domain';
import {
  type AnnouncementSummaryView,
  AnnouncementViewsQuery,
  type RecipientDeliveryView,
} from './persistence/announcement-views.query';
import { SqlAnnouncementRepository } from './persistence/sql-announcement.repository';

/** The host's view of their announcements; to anyone else the event does not exist. */
@Injectable()
export class AnnouncementReportsService {
  constructor(
    private readonly views: AnnouncementViewsQuery,
    private readonly announcements: SqlAnnouncementRepository,
  ) {}

  async list(eventId: string, callerId: string): Promise<Result<AnnouncementSummaryView[]>> {
    if (!(await this.isHost(eventId, callerId))) return err(eventNotFoundError());
    return ok(await this.views.forEvent(eventId));
  }

  async recipients(
    eventId: string,
    announcementId: string,
    callerId: string,
  ): Promise<Result<RecipientDeliveryView[]>> {
    if (!(await this.isHost(eventId, callerId))) return err(eventNotFoundError());
    const recipients = await this.views.recipients(eventId, announcementId);
    return recipients === null ? err(announcementNotFoundError()) : ok(recipients);
  }

  private async isHost(eventId: string, callerId: string): Promise<boolean> {
    const hostId = await this.announcements.findEventHost(eventId);
    return hostId !== null && canManageEvent({ hostId }, { userId: callerId });
  }
}
