import { Inject, Injectable } from '@nestjs/common';
import {
  gateEvent,
  type Clock,
  err,
  eventFormValues,
  eventNotFoundError,
  ok,
  type Result,
} from '@nightlife/domain';
import { CLOCK } from '../../platform/kernel/kernel.tokens';
import type {
  AttendingEventResponse,
  DashboardEventResponse,
  EventByIdResponse,
  RsvpStatsResponse,
} from './http/host-event.response';
import {
  gateViewerOf,
  toDashboardEventView,
  toEventDetailView,
  toEventSummaryView,
  toUserRsvpView,
} from './persistence/event-view.mapper';
import { EventViewsQuery } from './persistence/event-views.query';
import { MikroOrmEventRepository } from './persistence/mikro-orm-event.repository';

/** The signed-in user's workspace reads: hosted events, attended events, RSVP statistics, one event by id. */
@Injectable()
export class HostEventsService {
  constructor(
    private readonly query: EventViewsQuery,
    private readonly events: MikroOrmEventRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async listHosted(hostId: string): Promise<DashboardEventResponse[]> {
    const now = this.clock.now();
    const rows = await this.query.listHosted(hostId);
    return rows.map((row) => toDashboardEventView(row, now));
  }

  async listAttending(userId: string): Promise<AttendingEventResponse[]> {
    const now = this.clock.now();
    const rows = await this.query.listAttending(userId);
    return rows.map(({ event, viewerRsvp }) => ({
      ...toEventSummaryView(event, userId, now),
      userRsvp: toUserRsvpView(viewerRsvp),
    }));
  }

  async rsvpStats(userId: string): Promise<RsvpStatsResponse> {
    const row = await this.query.rsvpStats(userId);
    return {
      totalRsvps: row.total_rsvps,
      totalGoing: row.total_going,
      totalMaybe: row.total_maybe,
      totalPlusOnes: row.total_plus_ones,
      attendingCount: row.attending_count,
    };
  }

  /** A public event for anyone; a draft only for its host; the form's values only for the host. */
  async getById(id: string, viewerId: string | null): Promise<Result<EventByIdResponse>> {
    const found = await this.query.findById(id, viewerId);
    const facts = found && found.event;
    // By id, an invite-only event is for its host and the callers whose RSVP is current.
    const gated = gateEvent(facts, gateViewerOf(found, viewerId, null), 'view');
    if (!gated.ok) return gated;
    const detail = toEventDetailView(found!.event, found!.viewerRsvp, viewerId, this.clock.now());
    if (!gateEvent(facts, { userId: viewerId }, 'manage').ok) return ok({ ...detail, form: null });
    const event = await this.events.findById(id);
    // Deleted between the two reads.
    if (event === null) return err(eventNotFoundError());
    return ok({ ...detail, form: eventFormValues(event) });
  }
}
