import { defineJob } from '../kernel/job.js';

/** Creates one delivery per recipient of a stored announcement, in batches. */
export const fanOutAnnouncementJob = defineJob<{ announcementId: string }>('announcements.fan-out');

/**
 * Mails one delivery to its attendee. Scheduled by the fan-out in the batch's transaction,
 * with a job id derived from the announcement and the RSVP, so it exists once per recipient.
 */
export const emailAnnouncementJob = defineJob<{ deliveryId: string }>('announcements.email');
