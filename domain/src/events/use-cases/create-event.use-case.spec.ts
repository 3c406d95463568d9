import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryEventRepository } from '../../testing/in-memory-event.repository.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import type { Event } from '../event.js';
import { CreateEventUseCase, type CreateEventInput } from './create-event.use-case.js';

const input: CreateEventInput = { title: 'Neon Static', eventDate: '2025-03-08', hostId: 'host-1' };

const codes = { next: () => 'invite-code-0000000001' };

function setup(events = new InMemoryEventRepository()) {
  return {
    events,
    createEvent: new CreateEventUseCase(events, new SequentialIdGenerator(), new FixedClock(), codes),
  };
}

describe('CreateEventUseCase', () => {
  it('stores the event with the caller as host and a slug from the title', async () => {
    const { events, createEvent } = setup();
    const result = await createEvent.execute(input);
    expect(result.ok).toBe(true);
    expect(events.all()).toEqual([
      expect.objectContaining({
        slug: 'neon-static',
        title: 'Neon Static',
        hostId: 'host-1',
        isDraft: false,
      }),
    ]);
  });

  it('adds -2, -3 for the same title', async () => {
    const { createEvent } = setup();
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await createEvent.execute(input);
      if (result.ok) slugs.push(result.value.slug);
    }
    expect(slugs).toEqual(['neon-static', 'neon-static-2', 'neon-static-3']);
  });

  it("uses the host's own slug when given, suffixed on conflict", async () => {
    const { createEvent } = setup();
    const first = await createEvent.execute({ ...input, slug: 'friday-lights' });
    const second = await createEvent.execute({ ...input, slug: 'friday-lights' });
    expect(first.ok && first.value.slug).toBe('friday-lights');
    expect(second.ok && second.value.slug).toBe('friday-lights-2');
  });

  it('falls back to "event" for a title without letters or digits', async () => {
    const { createEvent } = setup();
    const result = await createEvent.execute({ ...input, title: '🎉🎉' });
    expect(result.ok && result.value.slug).toBe('event');
  });

  it('retries when a creation under another prefix took the chosen slug meanwhile', async () => {
    // Someone who asked for 'neon-static' outright inserts it between this call's read and insert.
    class RacingRepository extends InMemoryEventRepository {
      private raced = false;
      override async createWithFreeSlug(
        event: Omit<Event, 'slug'>,
        slugPrefix: string,
        chooseSlug: (taken: ReadonlySet<string>) => string,
      ): Promise<Event | 'slug-taken'> {
        if (this.raced) return super.createWithFreeSlug(event, slugPrefix, chooseSlug);
        this.raced = true;
        await this.create({ ...event, id: 'other', slug: chooseSlug(new Set()) });
        return 'slug-taken';
      }
    }
    const { createEvent } = setup(new RacingRepository());
    const result = await createEvent.execute(input);
    expect(result.ok && result.value.slug).toBe('neon-static-2');
  });

  describe('drafts and slugs (nobody learns that a draft exists)', () => {
    const draftSlug = /^neon-static-d[0-9a-f]{11}$/;

    it('gives a draft a private slug, even when the host asked for a slug', async () => {
      const { createEvent } = setup();
      const draft = await createEvent.execute({ ...input, isDraft: true });
      const asked = await createEvent.execute({ ...input, slug: 'neon-static', isDraft: true });
      expect(draft.ok && draft.value.slug).toMatch(draftSlug);
      expect(asked.ok && asked.value.slug).toMatch(draftSlug);
    });

    it.each([
      ['another host', 'host-2'],
      ['an attendee', 'attendee-1'],
      ['the drafts own host', 'host-1'],
    ])('gives %s the same public slugs whether or not drafts of that title exist', async (_who, hostId) => {
      const slugsAfter = async (drafts: number) => {
        const { createEvent } = setup();
        for (let i = 0; i < drafts; i++)
          await createEvent.execute({ ...input, hostId: 'host-1', isDraft: true });
        const slugs: string[] = [];
        for (const slug of [undefined, undefined, 'neon-static']) {
          const result = await createEvent.execute({ ...input, hostId, slug });
          if (result.ok) slugs.push(result.value.slug);
        }
        return slugs;
      };
      expect(await slugsAfter(0)).toEqual(['neon-static', 'neon-static-2', 'neon-static-3']);
      expect(await slugsAfter(3)).toEqual(await slugsAfter(0));
    });
  });

  it('returns validation errors and stores nothing', async () => {
    const { events, createEvent } = setup();
    const result = await createEvent.execute({ ...input, title: '', eventDate: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('VALIDATION.FAILED');
      expect(result.error.fieldErrors).toEqual([
        { field: 'title', message: 'Event title is required' },
        { field: 'eventDate', message: 'Event date is required' },
      ]);
    }
    expect(events.all()).toEqual([]);
  });

  it('gives an invite-only event its invite code and a private slug (ADR 0038)', async () => {
    const { createEvent } = setup();
    const created = await createEvent.execute({ ...input, isPrivate: true });
    if (!created.ok) throw new Error('not created');
    expect(created.value.isPrivate).toBe(true);
    expect(created.value.inviteCode).toBe('invite-code-0000000001');
    expect(created.value.slug).not.toBe('neon-static');
    const open = await createEvent.execute(input);
    expect(open.ok && [open.value.isPrivate, open.value.inviteCode, open.value.slug]).toEqual([
      false,
      null,
      'neon-static',
    ]);
  });
});
