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

/** The host's view of their announcements; to anyone else the event does not exist. */
@Injectable()
export class AnnouncementReportsService {
  constructor(private readonly views: AnnouncementViewsQuery) {}

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
    const hostId = await this.views.eventHost(eventId);
    return hostId !== null && canManageEvent({ hostId }, { userId: callerId });
  }
}
