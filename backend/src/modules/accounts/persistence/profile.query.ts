import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import {
  describeEventTime,
  eventStatus,
  toOwnProfileView,
  toPublicProfileUser,
  type Clock,
  type OwnProfile,
  type OwnProfileView,
  type PublicProfileUser,
  type RsvpResponse,
} from '@nightlife/domain';
import { toDate } from '../../../platform/database/sql-values';
import { CLOCK } from '../../../platform/kernel/kernel.tokens';
import { isPublicEventSql } from '../../events';
import { listedSql } from '../../rsvps';
import type {
  OwnProfileDto,
  ProfileHostedEventDto,
  ProfileRsvpDto,
  ProfileStatsDto,
  PublicProfileDto,
  PublicProfileUserDto,
} from '../http/dto/profile.dto';
import { MikroOrmUserRepository } from './mikro-orm-user.repository';

/** Spec 2 §9: each profile tab lists at most 6 RSVPs (and the Hosting tab 6 events). */
const RSVPS_PER_TAB = 6;

interface ProfileEventRow {
  title: string;
  slug: string;
  starts_at: Date | string;
  ends_at: Date | string | null;
  time_zone: string;
}

interface ProfileRsvpRow extends ProfileEventRow {
  response: RsvpResponse;
}

/**
 * Read side of profiles. Only published events count anywhere on a profile (the domain's
 * isPublicEvent, as SQL): a draft or unpublished event a user hosts or RSVP'd to stays invisible.
 */
@Injectable()
export class ProfileQuery {
  constructor(
    private readonly em: EntityManager,
    private readonly users: MikroOrmUserRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The profile at /{username} (any letter case), or null when no such user exists. */
  async publicProfile(username: string): Promise<PublicProfileDto | null> {
    const user = await this.users.findByUsername(username);
    if (!user) return null;
    const [stats, rsvps, hosting] = await Promise.all([
      this.stats(user.id),
      this.latestRsvps(user.id),
      this.latestHosted(user.id),
    ]);
    return { user: publicUserDto(toPublicProfileUser(user, stats.going)), stats, rsvps, hosting };
  }

  /** The owner's profile as the editor shows it, or null when the account is gone. */
  async ownProfile(userId: string): Promise<OwnProfileDto | null> {
    const user = await this.users.findById(userId);
    return user ? this.ownProfileOf(user) : null;
  }

  async ownProfileOf(profile: OwnProfile): Promise<OwnProfileDto> {
    const { going } = await this.stats(profile.id);
    return ownProfileDto(toOwnProfileView(profile, going));
  }

  private async stats(userId: string): Promise<ProfileStatsDto> {
    const isPublic = isPublicEventSql();
    const [row] = await this.em.execute<ProfileStatsDto[]>(
      `select
         (select count(*)::int from events e where e.host_id = ? and ${isPublic.sql}) as events,
         count(*)::int as rsvps,
         (count(*) filter (where r.response = 'going'))::int as going,
         (count(*) filter (where r.response = 'maybe'))::int as maybe,
         (count(*) filter (where r.response = 'cant_go'))::int as "cantGo"
       from rsvps r join events e on e.id = r.event_id
       where r.user_id = ? and ${listedSql('r')} and ${isPublic.sql}`,
      [userId, ...isPublic.params, userId, ...isPublic.params],
    );
    return row;
  }

  /**
   * The latest 6 going RSVPs, then the latest 6 maybe / can't go ones (the two profile tabs), of
   * those the user shows on guest lists (not hidden) at events whose list is for every signed-in
   * user: a profile must not tell what a private guest list keeps (issue 21 §4).
   */
  private async latestRsvps(userId: string): Promise<ProfileRsvpDto[]> {
    const isPublic = isPublicEventSql();
    const rows = await this.em.execute<ProfileRsvpRow[]>(
      `select response, title, slug, starts_at, ends_at, time_zone from (
         select r.response, e.id, e.title, e.slug, e.starts_at, e.ends_at, e.time_zone,
           row_number() over (partition by r.response = 'going' order by e.starts_at desc, e.id) as position
         from rsvps r join events e on e.id = r.event_id
         where r.user_id = ? and ${listedSql('r')} and ${isPublic.sql}
           and not r.hidden and e.guest_list_visibility = 'signed-in'
       ) ranked
       where position <= ?
       order by response = 'going' desc, starts_at desc, id`,
      [userId, ...isPublic.params, RSVPS_PER_TAB],
    );
    const now = this.clock.now();
    return rows.map((row) => ({ response: row.response, ...profileEvent(row, now) }));
  }

  /** The Hosting tab: the latest 6 published events the user hosts (stats.events counts them all). */
  private async latestHosted(userId: string): Promise<ProfileHostedEventDto[]> {
    const isPublic = isPublicEventSql();
    const rows = await this.em.execute<ProfileEventRow[]>(
      `select e.title, e.slug, e.starts_at, e.ends_at, e.time_zone from events e
       where e.host_id = ? and ${isPublic.sql}
       order by e.starts_at desc, e.id
       limit ?`,
      [userId, ...isPublic.params, RSVPS_PER_TAB],
    );
    const now = this.clock.now();
    return rows.map((row) => profileEvent(row, now));
  }
}

/** A profile tab's row: the event's title, link, date and whether it is still to come. */
function profileEvent(row: ProfileEventRow, now: Date): ProfileHostedEventDto {
  const event = {
    startsAt: toDate(row.starts_at),
    endsAt: row.ends_at === null ? null : toDate(row.ends_at),
    timeZone: row.time_zone,
  };
  return {
    eventTitle: row.title,
    eventSlug: row.slug,
    eventDate: describeEventTime(event).eventDate,
    eventStatus: eventStatus(event, now),
  };
}
function publicUserDto(profile: PublicProfileUser): PublicProfileUserDto {
  return { ...profile, createdAt: profile.createdAt.toISOString() };
}

function ownProfileDto(profile: OwnProfileView): OwnProfileDto {
  return { ...profile, createdAt: profile.createdAt.toISOString() };
}
