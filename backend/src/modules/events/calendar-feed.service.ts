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
   * The feed of a token, or null when no user has it. The file is rendered again only when the
   * feed's rows changed (their fingerprint is the ETag): a calendar app polling an unchanged feed
   * costs the one query.
   */
  async file(token: string, origin: string): Promise<FeedFile | null> {
    const now = this.clock.now();
    const feed = await this.query.feed(token, now, DEFAULT_EVENT_HOURS);
    if (feed === null) return null;
    const etag = `"${createHash('sha256').update(origin).update(feed.eventsJson).digest('base64url').slice(0, 27)}"`;
    const cached = this.rendered.get(token);
    if (cached?.etag === etag) return cached;
    const events = JSON.parse(feed.eventsJson) as FeedEventRow[];
    // The rows carry the event's access facts under the policy's names.
    const entries = events.map((row) => {
      const event = { ...row, startsAt: toDate(row.startsAt) };
      return calendarEntryOf({
        ...event,
        endsAt: event.endsAt === null ? null : toDate(event.endsAt),
        location: canSeeLocation(event, { userId: feed.userId, rsvp: event.viewerRsvp }, now)
          ? event.location
          : null,
      });
    });
    const lastModified = events.reduce(
      (latest, event) => Math.max(latest, toDate(event.updatedAt).getTime()),
      0,
    );
    const file = {
      body: calendarFile(entries, { origin, name: 'Nightlife', stamp: now }),
      etag,
      lastModified: new Date(lastModified || now.getTime()),
    };
    this.rendered.set(token, file);
    return file;
  }
}

function feedUrl(origin: string, token: string): string {
  return `${origin}/api/calendar/${token}.ics`;
}
