import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryEventRepository } from '../../testing/in-memory-event.repository.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import type { Event } from '../event.js';
import { CreateEventUseCase, type CreateEventInput } from './create-event.use-case.js';

const input: CreateEventInput = { title: 'Neon Static', date: '2025-03-08', hostId: 'host-1' };

function setup(events = new InMemoryEventRepository()) {
  return {
    events,
    createEvent: new CreateEventUseCase(events, new SequentialIdGenerator(), new FixedClock()),
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

  it('retries with the next suffix when the slug is taken between the read and the insert', async () => {
    // Another host's insert lands after this one read the taken slugs.
    class RacingRepository extends InMemoryEventRepository {
      override async slugsStartingWith(): Promise<Set<string>> {
        return new Set();
      }
    }
    const events = new RacingRepository();
    await events.create({ slug: 'neon-static', id: 'other' } as Event);
    const { createEvent } = setup(events);
    const result = await createEvent.execute(input);
    expect(result.ok && result.value.slug).toBe('neon-static-2');
  });

  it('returns validation errors and stores nothing', async () => {
    const { events, createEvent } = setup();
    const result = await createEvent.execute({ ...input, title: '', date: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('VALIDATION.FAILED');
      expect(result.error.fieldErrors).toEqual([
        { field: 'title', message: 'Event title is required' },
        { field: 'date', message: 'Event date is required' },
      ]);
    }
    expect(events.all()).toEqual([]);
  });
});
