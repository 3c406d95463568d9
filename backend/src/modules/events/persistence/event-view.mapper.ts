import {
  canSeeGallery,
  canSeeHostEmail,
  canSeeLocation,
  describeEventTime,
  type Viewer,
  eventDisplayStatus,
  eventStatus,
  visibleGalleryImages,
} from '@nightlife/domain';
import type { DashboardEventView, EventDetailView, EventSummaryView, UserRsvpView } from '../event-view';
import type { EventViewRow, ViewerRsvpRow } from './event-views.query';
import { toDate } from '../../../platform/database/sql-values';
import { accessFactsOf } from '../../event-access';

/** The viewer as the policy sees them: who, and their own RSVP to the row's event. */
export function viewerOf(row: Pick<EventViewRow, 'viewer_rsvp_state'>, viewerId: string | null): Viewer {
  return { userId: viewerId, rsvp: viewerId === null ? null : row.viewer_rsvp_state };
}

/**
 * Maps a read row to the view a given viewer may see: the domain decides the display
 * strings, the status, and what is gated (location, gallery).
 */
export function toEventSummaryView(row: EventViewRow, viewerId: string | null, now: Date): EventSummaryView {
  const startsAt = toDate(row.starts_at);
  const time = describeEventTime({
    startsAt,
    endsAt: row.ends_at === null ? null : toDate(row.ends_at),
    timeZone: row.time_zone,
  });
  const event = accessFactsOf(row);
  const viewer = viewerOf(row, viewerId);
  const locationVisible = canSeeLocation(event, viewer);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    tagline: row.tagline,
    description: row.description,
    status: eventStatus({ startsAt, timeZone: row.time_zone }, now),
    dateTime: time.dateTime,
    eventDate: time.eventDate,
    eventTime: time.eventTime,
    timeZone: row.time_zone,
    location: locationVisible ? row.location : null,
    locationHidden: !locationVisible,
    hideLocationUntilRsvp: row.hide_location_until_rsvp,
    price: row.price,
    ageRestriction: row.age_restriction,
    maxCapacity: row.max_capacity,
    unlimitedSpots: row.unlimited_spots,
    dressCode: row.dress_code,
    highlights: row.highlights,
    ticketUrl: row.ticket_url,
    ctaButtonLabel: row.cta_button_label,
    flyerImageUrl: row.flyer_image_url,
    flyerVideoUrl: row.flyer_video_url,
    posterUrl: row.poster_url,
    galleryImages: canSeeGallery(event, viewer) ? visibleGalleryImages(row.gallery_images) : [],
    themeId: row.theme_id,
    hostId: row.host_id,
    hostName: `${row.host_first_name} ${row.host_last_name}`.trim(),
    hostUsername: row.host_username,
    hostAvatar: row.host_avatar,
    rsvpCounts: {
      going: row.going,
      maybe: row.maybe,
      cantGo: row.cant_go,
      total: row.rsvp_total,
      headcount: row.headcount,
    },
  };
}

/** One of the host's own events on the dashboard, with its Draft/Upcoming/Past badge. */
export function toDashboardEventView(row: EventViewRow, now: Date): DashboardEventView {
  return {
    ...toEventSummaryView(row, row.host_id, now),
    isDraft: row.is_draft,
    isPublished: row.is_published,
    displayStatus: eventDisplayStatus(
      {
        isDraft: row.is_draft,
        isPublished: row.is_published,
        startsAt: toDate(row.starts_at),
        timeZone: row.time_zone,
      },
      now,
    ),
  };
}

export function toUserRsvpView(row: ViewerRsvpRow): UserRsvpView {
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
  };
}

export function toEventDetailView(
  row: EventViewRow,
  viewerRsvp: ViewerRsvpRow | null,
  viewerId: string | null,
  now: Date,
): EventDetailView {
  return {
    ...toEventSummaryView(row, viewerId, now),
    userRsvp: viewerRsvp === null ? null : toUserRsvpView(viewerRsvp),
    hostEmail: canSeeHostEmail(accessFactsOf(row), viewerOf(row, viewerId)) ? row.host_email : null,
  };
}
