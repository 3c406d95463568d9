import { createHash, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import {
  calendarEntryOf,
  canSeeLocation,
  type Clock,
  DEFAULT_EVENT_HOURS,
  locationRevealAt,
} from '@nightlife/domain';
import { CLOCK } from '../../platform/kernel/kernel.tokens';
import { toDate } from '../../platform/database/sql-values';
import { calendarFile } from './http/calendar-file';
import { FreshSharedReads } from '../../platform/concurrency/fresh-shared-reads';
import { CalendarFeedQuery, type FeedEventRow, type FeedStamp } from './persistence/calendar-feed.query';

/**
 * What a feed request answers: the file (encoded once, as it is and gzipped: calendar apps ask for
 * gzip, and the file shrinks about sevenfold) and its validators.
 */
export interface FeedFile {
  body: Buffer;
  gzipped: Buffer;
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
  /** The last file rendered per feed, with what it was rendered at. */
  private readonly rendered = new LRUCache<string, RenderedFeed>({ max: 10_000 });
  /** Requests for one feed at once share its lookups and renders (FreshSharedReads). */
  private readonly stamps = new FreshSharedReads<FeedStamp | null>();
  private readonly renders = new FreshSharedReads<FeedFile | null>();

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
   * The file last rendered for a token while nothing it shows has changed, else null: no change
   * to the user's RSVPs or to the events in the feed since (the one indexed lookup of `stamp`,
   * read after this call), and no moment passed at which it shows something else (an event ends
   * and leaves it, a location revealed some hours before the start appears).
   */
  async currentFile(token: string, origin: string): Promise<FeedFile | null> {
    const cached = this.rendered.get(token);
    if (cached === undefined || cached.origin !== origin) return null;
    if (this.clock.now().getTime() >= cached.showsUntil) return null;
    const stamp = await this.stamps.get(token, () => this.query.stamp(token));
    return stamp !== null && stamp.version === cached.version ? cached.file : null;
  }

  /**
   * The feed of a token, or null when no user has it: the file last rendered while it is current
   * (currentFile), else rendered again.
   */
  async file(token: string, origin: string): Promise<FeedFile | null> {
    return (await this.currentFile(token, origin)) ?? this.renderedFile(token, origin);
  }

  /**
   * The feed rendered now (requests at once share the render), or null when no user has it: for
   * the route behind calendarFeedCache, which found the last file not current already.
   */
  renderedFile(token: string, origin: string): Promise<FeedFile | null> {
    return this.renders.get(`${token} ${origin}`, () => this.render(token, origin));
  }

  private async render(token: string, origin: string): Promise<FeedFile | null> {
    const now = this.clock.now();
    const cached = this.rendered.get(token);
    const feed = await this.query.feed(token, now, DEFAULT_EVENT_HOURS);
    if (feed === null) return null;
    // The rows carry the event's access facts under the policy's names.
    const events = (JSON.parse(feed.eventsJson) as FeedEventRow[]).map((row) => ({
      ...row,
      startsAt: toDate(row.startsAt),
      endsAt: row.endsAt === null ? null : toDate(row.endsAt),
    }));
    const locationSeen = events.map((event) =>
      canSeeLocation(event, { userId: feed.userId, rsvp: event.viewerRsvp }, now),
    );
    // The fingerprint of what the file shows: a render after a change that shows nothing new (a
    // message edited) keeps the file, its ETag and its Last-Modified.
    const etag = `"${createHash('sha256')
      .update(origin)
      .update(feed.eventsJson)
      .update(locationSeen.map(Number).join(''))
      .digest('base64url')
      .slice(0, 27)}"`;
    const file =
      cached?.file.etag === etag
        ? cached.file
        : {
            ...encoded(
              calendarFile(
                events.map((event, index) =>
                  calendarEntryOf({ ...event, location: locationSeen[index] ? event.location : null }),
                ),
                { origin, name: 'Nightlife', stamp: now },
              ),
            ),
            etag,
            // Changed now: the rows' own times would not move at a reveal, or when an RSVP leaves the
            // feed, and a client revalidating with If-Modified-Since would keep its old file.
            lastModified: now,
          };
    this.rendered.set(token, {
      file,
      origin,
      version: feed.version,
      showsUntil: nextChangeInTime(events, locationSeen, now),
    });
    if (feed.version !== null) await this.query.forgetChangesBefore(feed.userId, feed.version);
    return file;
  }
}

function encoded(text: string): Pick<FeedFile, 'body' | 'gzipped'> {
  const body = Buffer.from(text);
  return { body, gzipped: gzipSync(body) };
}

/** What a feed was rendered at: the newest change to it, and when time changes what it shows. */
interface RenderedFeed {
  file: FeedFile;
  origin: string;
  version: string | null;
  /** Epoch ms of the first moment the file shows something else with no row changed. */
  showsUntil: number;
}

/**
 * The first moment after `now` at which a feed shows something else with no row changed: an event
 * ends (and leaves the feed), or a location not yet seen is revealed (a before-start reveal).
 */
function nextChangeInTime(
  events: (Parameters<typeof locationRevealAt>[0] & { endsAt: Date | null })[],
  locationSeen: boolean[],
  now: Date,
): number {
  const moments = events.flatMap((event, index) => {
    const end = (
      event.endsAt ?? new Date(event.startsAt.getTime() + DEFAULT_EVENT_HOURS * 3_600_000)
    ).getTime();
    const reveal = locationSeen[index] ? null : locationRevealAt(event);
    return reveal !== null && reveal.getTime() > now.getTime() ? [end, reveal.getTime()] : [end];
  });
  return Math.min(Infinity, ...moments);
}

function feedUrl(origin: string, token: string): string {
  return `${origin}/api/calendar/${token}.ics`;
}
