import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type AgeRestriction,
  type Event,
  type EventRepository,
  type EventUpdateOutcome,
  fanOutWebhookChangeJob,
  offerFreedPlacesJob,
  type PublicSlugChoice,
  resolveTheme,
  type WebhookChange,
} from '@nightlife/domain';
import { uuidArray } from '../../../platform/database/sql-values';
import { LOCK_PLACES_SQL } from '../../rsvps';
import { hasActiveWebhookSql } from '../../webhooks';
import { EventSchema } from './event.schema';

export const EVENT_SLUG_UNIQUE = 'events_slug_unique';

const isSlugTaken = (error: unknown) =>
  error instanceof UniqueConstraintViolationException && error.message.includes(EVENT_SLUG_UNIQUE);

/** Events in PostgreSQL; each call on its own fork of the entity manager. */
@Injectable()
export class MikroOrmEventRepository implements EventRepository {
  constructor(private readonly orm: MikroORM) {}

  async createWithFreeSlug(
    event: Omit<Event, 'slug'>,
    slugPrefix: string,
    chooseSlug: (taken: ReadonlySet<string>) => string,
  ): Promise<Event | 'slug-taken'> {
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        // Creations under one prefix take turns: a transaction-scoped advisory lock on the
        // prefix, held until commit, so each one reads the slugs its predecessors inserted.
        await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
          `events.slug:${slugPrefix}`,
        ]);
        // Slugs hold only [a-z0-9-], so the prefix needs no LIKE escaping.
        const rows = await em.execute<{ slug: string }[]>(
          `select slug from events where slug like ? || '%'`,
          [slugPrefix],
        );
        const stored: Event = { ...event, slug: chooseSlug(new Set(rows.map((row) => row.slug))) };
        await em.insert(EventSchema, { ...stored });
        return stored;
      });
    } catch (error) {
      if (isSlugTaken(error)) return 'slug-taken';
      throw error;
    }
  }

  async create(event: Event): Promise<'created' | 'slug-taken'> {
    try {
      await this.orm.em.fork().insert(EventSchema, { ...event });
      return 'created';
    } catch (error) {
      if (isSlugTaken(error)) return 'slug-taken';
      throw error;
    }
  }

  async findById(id: string): Promise<Event | null> {
    const record = await this.orm.em.fork().findOne(EventSchema, { id });
    if (!record) return null;
    // A loaded row holds null (not undefined) for its empty columns.
    return {
      ...(record as unknown as Event),
      // Imported rows may lack these; the form shows the defaults for them.
      ageRestriction: (record.ageRestriction ?? '21+') as AgeRestriction,
      themeId: resolveTheme(record.themeId).id,
    };
  }

  async update(
    event: Event,
    publicSlug: PublicSlugChoice | null,
    fitsPlaces: (placesTaken: number) => boolean,
    webhookChange?: (saved: Event) => WebhookChange,
    offerRoundDue = false,
  ): Promise<EventUpdateOutcome> {
    try {
      return await this.orm.em.fork().transactional(async (em): Promise<EventUpdateOutcome> => {
        // No key update: the foreign-key checks of an EventPlaces save (key share) go on meanwhile.
        const [locked] = await em.execute<{ id: string }[]>(
          `select id from events where id = ? for no key update`,
          [event.id],
        );
        if (!locked) return { outcome: 'not-found' };
        // The new capacity is checked against the places taken, read under the places lock.
        const [{ places_taken: placesTaken }] = await em.execute<{ places_taken: number }[]>(
          LOCK_PLACES_SQL,
          [uuidArray([event.id])],
        );
        if (!fitsPlaces(placesTaken)) return { outcome: 'over-capacity', goingHeadcount: placesTaken };
        let slug = event.slug;
        if (publicSlug) {
          // As in createWithFreeSlug: slug choices under one prefix take turns.
          await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
            `events.slug:${publicSlug.slugPrefix}`,
          ]);
          const rows = await em.execute<{ slug: string }[]>(
            `select slug from events where slug like ? || '%'`,
            [publicSlug.slugPrefix],
          );
          slug = publicSlug.chooseSlug(new Set(rows.map((row) => row.slug)));
        }
        const { id, inviteCode, ...fields } = { ...event, slug };
        await em.nativeUpdate(EventSchema, { id }, fields);
        // The invite code is only ever made here, never replaced: a code the host regenerated
        // while this edit was open stays the one in force (ADR 0038).
        const [code] = await em.execute<{ invite_code: string | null }[]>(
          `update events set invite_code = coalesce(invite_code, ?) where id = ? returning invite_code`,
          [inviteCode, id],
        );
        const saved = { ...event, slug, inviteCode: code.invite_code };
        if (webhookChange) {
          // The host's webhooks hear of the edit exactly when it commits (ADR 0037); a host with
          // none writes no job.
          const change = webhookChange(saved);
          await em.execute(
            `insert into job_outbox (id, job_name, payload, created_at, sent_at)
             select ?::uuid, ?, ?::jsonb, now(), null
             where ${hasActiveWebhookSql('?::uuid')}`,
            [change.changeId, fanOutWebhookChangeJob.name, JSON.stringify(change), event.id],
          );
        }
        if (offerRoundDue) {
          await em.execute(
            `insert into job_outbox (id, job_name, payload, created_at, sent_at)
             values (gen_random_uuid(), ?, ?::jsonb, now(), null)`,
            [offerFreedPlacesJob.name, JSON.stringify({ eventId: event.id })],
          );
        }
        return { outcome: 'updated', event: saved };
      });
    } catch (error) {
      if (isSlugTaken(error)) return { outcome: 'slug-taken' };
      throw error;
    }
  }

  async setInviteCode(id: string, inviteCode: string): Promise<boolean> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ id: string }[]>(`update events set invite_code = ? where id = ? returning id`, [
        inviteCode,
        id,
      ]);
    return rows.length > 0;
  }

  async delete(id: string): Promise<void> {
    // One statement: the foreign keys of RSVPs, tickets and QR codes cascade with it.
    await this.orm.em.getConnection().execute(`delete from events where id = ?`, [id], 'run');
  }
}
