import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { calendarEntryOf, canSeeLocation, type Clock, DEFAULT_EVENT_HOURS } from '@nightlife/domain';
import { CLOCK } from '../../platform/kernel/kernel.tokens';
import { toDate } from '../../platform/database/sql-values';
import { calendarFile } from './http/calendar-file';
import { CalendarFeedQuery, type FeedEventRow } from './persistence/calendar-feed.query';

/** What a feed request answers: the file and its validators. */
export interface FeedFile {
  body: string;
  etag: string;
  lastModified: Date;
}

/**
 * A user's personal calendar feed (issue 21 §3): a secret URL listing the events they hold a place
 * at and the events they host, each as its calendar entry with the location as the event policy
 * lets them see it (ADR 0023).
 */
@Injectable()
export class CalendarFeedService {
  /** The last file rendered per feed, with its fingerprint. */
  private readonly rendered = new LRUCache<string, FeedFile>({ max: 10_000 });

  constructor(
    private readonly query: CalendarFeedQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async url(userId: string, origin: string): Promise<string | null> {
    const token = await this.query.tokenOf(userId);
    return token === null ? null : feedUrl(origin, token);
  }

  /** A new secret URL; the old one stops working at once. */
  async regenerate(userId: string, origin: string): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await this.query.replaceToken(userId, token, this.clock.now());
    return feedUrl(origin, token);
  }

  /**
   * The feed of a token, or null when no user has it. The file is rendered again only when what it
   * shows changed (its fingerprint is the ETag): a calendar app polling an unchanged feed costs the
   * one query. What it shows moves with time as well as with the rows: a location revealed some
   * hours before the start appears when that time comes, with no row changed.
   */
  async file(token: string, origin: string): Promise<FeedFile | null> {
    const now = this.clock.now();
    const feed = await this.query.feed(token, now, DEFAULT_EVENT_HOURS);
    if (feed === null) return null;
    // The rows carry the event's access facts under the policy's names.
    const events = (JSON.parse(feed.eventsJson) as FeedEventRow[]).map((row) => ({
      ...row,
      startsAt: toDate(row.startsAt),
    }));
    const locationSeen = events.map((event) =>
      canSeeLocation(event, { userId: feed.userId, rsvp: event.viewerRsvp }, now),
    );
    const etag = `"${createHash('sha256')
      .update(origin)
      .update(feed.eventsJson)
      .update(locationSeen.map(Number).join(''))
      .digest('base64url')
      .slice(0, 27)}"`;
    const cached = this.rendered.get(token);
    if (cached?.etag === etag) return cached;
    const entries = events.map((event, index) =>
      calendarEntryOf({
        ...event,
        endsAt: event.endsAt === null ? null : toDate(event.endsAt),
        location: locationSeen[index] ? event.location : null,
      }),
    );
    // Changed now: the rows' own times would not move at a reveal, or when an RSVP leaves the feed,
    // and a client revalidating with If-Modified-Since would keep its old file.
    const file = {
      body: calendarFile(entries, { origin, name: 'Nightlife', stamp: now }),
      etag,
      lastModified: now,
    };
    this.rendered.set(token, file);
    return file;
  }
}

function feedUrl(origin: string, token: string): string {
  return `${origin}/api/calendar/${token}.ics`;
}
