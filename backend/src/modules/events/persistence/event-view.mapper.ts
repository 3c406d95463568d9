import {
  calendarEntryOf,
  type CalendarEntry,
  canSeeGallery,
  canShareInviteLink,
  inviteLinkPath,
  canSeeGuestList,
  canSeeHostEmail,
  guestListSharedWith,
  canSeeLocation,
  describeEventTime,
  type GateViewer,
  type RsvpStatus,
  type Viewer,
  eventDisplayStatus,
  eventStatus,
  googleCalendarUrl,
  hiddenLocationNote,
  hidesLocation,
  outlookCalendarUrl,
  visibleGalleryImages,
} from '@nightlife/domain';
import type { DashboardEventResponse } from '../http/host-event.response';
import {
  type EventDetailResponse,
  EventSummaryResponse,
  type RsvpCountsResponse,
} from '../http/event.response';
import type { UserRsvpResponse } from '../../rsvps';
import { EventSchema } from './event.schema';
import type {
  EventColumns,
  EventViewRow,
  EventWithViewerRsvp,
  RsvpCountsColumns,
  ViewerRsvpRow,
} from './event-views.query';
import { toDate } from '../../../platform/database/sql-values';
import { apiPropertyNames } from '../../../platform/swagger/api-properties';

/**
 * The viewer as the policy sees them: who, their own RSVP to the row's event, and the invite code
 * they present (ADR 0038).
 */
export function viewerOf(
  row: Pick<EventViewRow, 'viewer_rsvp_state'>,
  viewerId: string | null,
  inviteCode: string | null = null,
): Viewer {
  return { userId: viewerId, rsvp: viewerId === null ? null : row.viewer_rsvp_state, inviteCode };
}

/** The caller as the gate sees them: with their current RSVP and the invite code they present. */
export function gateViewerOf(
  found: EventWithViewerRsvp | null,
  viewerId: string | null,
  inviteCode: string | null,
): GateViewer {
  const mine = viewerId === null ? null : (found?.viewerRsvp ?? null);
  return {
    userId: viewerId,
    rsvp: mine && { response: mine.response, status: mine.status as RsvpStatus },
    inviteCode,
  };
}

type SummaryColumn = keyof EventSummaryResponse & keyof EventColumns;

/** The EventSummary properties that are event columns, shown as stored unless gated below. */
const SUMMARY_COLUMNS = apiPropertyNames(EventSummaryResponse).filter(
  (name): name is SummaryColumn => name in EventSchema.meta.properties,
);

function summaryColumns(row: EventViewRow): Pick<EventColumns, SummaryColumn> {
  return Object.fromEntries(SUMMARY_COLUMNS.map((name) => [name, row[name]])) as Pick<
    EventColumns,
    SummaryColumn
  >;
}

function rsvpCounts(row: RsvpCountsColumns): RsvpCountsResponse {
  return {
    going: row.going,
    maybe: row.maybe,
    cantGo: row.cant_go,
    total: row.rsvp_total,
    headcount: row.headcount,
    waiting: row.parties_waiting,
  };
}

/**
 * Maps a read row to the view a given viewer may see: the event's public columns as stored,
 * and what the domain decides: the display strings, the status, and what is gated (location,
 * gallery).
 */
export function toEventSummaryView(
  row: EventViewRow,
  viewerId: string | null,
  now: Date,
  inviteCode: string | null = null,
): EventSummaryResponse {
  const startsAt = toDate(row.startsAt);
  const time = describeEventTime({
    startsAt,
    endsAt: row.endsAt === null ? null : toDate(row.endsAt),
    timeZone: row.timeZone,
  });
  // The row has the event's access facts under the policy's names.
  const facts = { ...row, startsAt };
  const viewer = viewerOf(row, viewerId, inviteCode);
  const locationVisible = canSeeLocation(facts, viewer, now);
  return {
    ...summaryColumns(row),
    status: eventStatus({ startsAt, timeZone: row.timeZone }, now),
    dateTime: time.dateTime,
    eventDate: time.eventDate,
    eventTime: time.eventTime,
    // Gated by the event policy.
    location: locationVisible ? row.location : null,
    doorInstructions: locationVisible ? row.doorInstructions : null,
    locationHidden: !locationVisible,
    locationNote: locationVisible ? null : hiddenLocationNote(facts, viewer),
    hideLocationUntilRsvp: hidesLocation(row.locationReveal),
    galleryImages: canSeeGallery(row, viewer) ? visibleGalleryImages(row.galleryImages) : [],
    hostName: `${row.hostFirstName} ${row.hostLastName}`.trim(),
    hostUsername: row.hostUsername,
    hostAvatar: row.hostAvatar,
    rsvpCounts: rsvpCounts(row),
    guestListShared: canSeeGuestList(facts, viewer) && guestListSharedWith(facts, viewer),
  };
}

/** One of the host's own events on the dashboard, with its Draft/Upcoming/Past badge. */
export function toDashboardEventView(row: EventViewRow, now: Date): DashboardEventResponse {
  return {
    ...toEventSummaryView(row, row.hostId, now),
    isDraft: row.isDraft,
    isPublished: row.isPublished,
    displayStatus: eventDisplayStatus(
      {
        isDraft: row.isDraft,
        isPublished: row.isPublished,
        startsAt: toDate(row.startsAt),
        endsAt: row.endsAt === null ? null : toDate(row.endsAt),
        timeZone: row.timeZone,
      },
      now,
    ),
  };
}

export function toUserRsvpView(row: ViewerRsvpRow): UserRsvpResponse {
  return {
    id: row.id,
    response: row.response,
    emoji: row.emoji,
    message: row.message,
    plusOnes: row.plus_ones,
    guestName: row.guest_name,
    guestEmail: row.guest_email,
    status: row.status,
    createdAt: toDate(row.created_at).toISOString(),
    reconfirmedAt: row.reconfirmed_at === null ? null : toDate(row.reconfirmed_at).toISOString(),
  };
}

export function toEventDetailView(
  row: EventViewRow,
  viewerRsvp: ViewerRsvpRow | null,
  viewerId: string | null,
  now: Date,
  inviteCode: string | null = null,
): EventDetailResponse {
  const summary = toEventSummaryView(row, viewerId, now, inviteCode);
  const entry = calendarEntryOfView(row, viewerId, now, inviteCode);
  const viewer = viewerOf(row, viewerId, inviteCode);
  // The calendar file is behind the same gate: an invited visitor's link carries their code.
  const presented = row.isPrivate && inviteCode !== null ? `?invite=${encodeURIComponent(inviteCode)}` : '';
  return {
    ...summary,
    // Gated by the event policy: the host, and guests with a place when the invite is open.
    inviteLink: canShareInviteLink(row, viewer) ? inviteLinkPath(row.slug, row.inviteCode as string) : null,
    calendarLinks: {
      ics: `/api/events/${encodeURIComponent(row.slug)}/calendar.ics${presented}`,
      google: googleCalendarUrl(entry),
      outlook: outlookCalendarUrl(entry),
    },
    userRsvp: viewerRsvp === null ? null : toUserRsvpView(viewerRsvp),
    hiddenFromGuestList: viewerRsvp?.hidden ?? false,
    // Gated by the event policy: the row is the event's access facts.
    hostEmail: canSeeHostEmail(row, viewer) ? row.hostEmail : null,
  };
}

/** The event as a calendar entry, with the location as the event policy lets the caller see it. */
export function calendarEntryOfView(
  row: EventViewRow,
  viewerId: string | null,
  now: Date,
  inviteCode: string | null = null,
): CalendarEntry {
  const startsAt = toDate(row.startsAt);
  return calendarEntryOf({
    id: row.id,
    slug: row.slug,
    title: row.title,
    tagline: row.tagline,
    startsAt,
    endsAt: row.endsAt === null ? null : toDate(row.endsAt),
    timeZone: row.timeZone,
    location: canSeeLocation({ ...row, startsAt }, viewerOf(row, viewerId, inviteCode), now)
      ? row.location
      : null,
  });
}
