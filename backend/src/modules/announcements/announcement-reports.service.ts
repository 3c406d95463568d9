import { Injectable } from '@nestjs/common';
import { announcementNotFoundError, err, ok, requireEvent, type Result } from '@nightlife/domain';
import { SqlEventAccess } from '../event-access';
import {
  type AnnouncementSummaryView,
  AnnouncementViewsQuery,
  type RecipientDeliveryView,
} from './persistence/announcement-views.query';

/** The host's view of their announcements; to anyone else the event does not exist. */
@Injectable()
export class AnnouncementReportsService {
  constructor(
    private readonly events: SqlEventAccess,
    private readonly views: AnnouncementViewsQuery,
  ) {}

  async list(eventId: string, callerId: string): Promise<Result<AnnouncementSummaryView[]>> {
    const gated = await requireEvent(this.events, { eventId }, callerId, 'manage');
    if (!gated.ok) return gated;
    return ok(await this.views.forEvent(eventId));
  }

  async recipients(
    eventId: string,
    announcementId: string,
    callerId: string,
  ): Promise<Result<RecipientDeliveryView[]>> {
    const gated = await requireEvent(this.events, { eventId }, callerId, 'manage');
    if (!gated.ok) return gated;
    const recipients = await this.views.recipients(eventId, announcementId);
    return recipients === null ? err(announcementNotFoundError()) : ok(recipients);
  }
}
