import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryEventRepository } from '../../testing/in-memory-event.repository.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import { capacityChangeError, eventFormValues, normalizeEventInput } from '../event-input.js';
import { CreateEventUseCase } from './create-event.use-case.js';
import { DeleteEventUseCase } from './delete-event.use-case.js';
import { RegenerateInviteCodeUseCase } from './regenerate-invite-code.use-case.js';
import { UpdateEventUseCase } from './update-event.use-case.js';

const base = { title: 'Neon Static', eventDate: '2025-03-08' };

let codeCount = 0;
const codes = { next: () => `code-${++codeCount}` };

async function setup(extra: Record<string, unknown> = {}) {
  const events = new InMemoryEventRepository();
  const clock = new FixedClock();
  const created = await new CreateEventUseCase(events, new SequentialIdGenerator(), clock, codes).execute({
    ...base,
    ...extra,
    hostId: 'host-1',
  });
  if (!created.ok) throw new Error('setup failed');
  return {
    events,
    clock,
    event: created.value,
    update: new UpdateEventUseCase(events, clock, new SequentialIdGenerator(), codes),
    remove: new DeleteEventUseCase(events),
  };
}

describe('UpdateEventUseCase', () => {
  it("tells the host's webhooks of each update, with the saved event", async () => {
    const { events, update, event } = await setup();
    const result = await update.execute({
      ...eventFormValues(event),
      title: 'Neon Static II',
      eventId: event.id,
      callerId: 'host-1',
    });
    expect(result.ok).toBe(true);
    expect(events.webhookChanges).toEqual([
      expect.objectContaining({
        type: 'event.updated',
        eventId: event.id,
        data: expect.objectContaining({ title: 'Neon Static II', slug: event.slug }),
      }),
    ]);
  });

  it("replaces the host's event fields and keeps its slug", async () => {
    const { update, event, events } = await setup();
    const result = await update.execute({
      ...base,
      title: 'Neon Static II',
      price: '$10',
      eventId: event.id,
      callerId: 'host-1',
    });
    expect(result.ok).toBe(true);
    expect(events.all()).toEqual([
      expect.objectContaining({ id: event.id, slug: 'neon-static', title: 'Neon Static II', price: '$10' }),
    ]);
  });

  it('answers not found to anyone but the host and changes nothing', async () => {
    const { update, event, events } = await setup();
    const before = events.all();
    for (const callerId of ['host-2', 'attendee-1']) {
      const result = await update.execute({ ...base, title: 'Taken over', eventId: event.id, callerId });
      expect(!result.ok && result.error.code).toBe('EVENT.NOT_FOUND');
    }
    const unknown = await update.execute({ ...base, eventId: 'nope', callerId: 'host-1' });
    expect(!unknown.ok && unknown.error.code).toBe('EVENT.NOT_FOUND');
    expect(events.all()).toEqual(before);
  });

  it('refuses a capacity below the going headcount, and accepts one equal to it', async () => {
    const { update, event, events } = await setup();
    events.setPlacesTaken(event.id, 7);
    const limited = { ...base, unlimitedSpots: false, eventId: event.id, callerId: 'host-1' };
    const refused = await update.execute({ ...limited, maxCapacity: 6 });
    expect(!refused.ok && refused.error.fieldErrors).toEqual([
      { field: 'maxCapacity', message: 'Max capacity cannot be less than the 7 guests already going' },
    ]);
    expect(events.all()[0].maxCapacity).toBeNull();
    const accepted = await update.execute({ ...limited, maxCapacity: 7 });
    expect(accepted.ok && accepted.value.maxCapacity).toBe(7);
  });

  it('runs an offer round with the edit that raises the capacity or switches approval off, and only then', async () => {
    const { update, event, events } = await setup({ unlimitedSpots: false, maxCapacity: 10 });
    const edit = (fields: Record<string, unknown>) =>
      update.execute({ ...eventFormValues(event), ...fields, eventId: event.id, callerId: 'host-1' });
    await edit({ maxCapacity: 10, title: 'Renamed' });
    await edit({ maxCapacity: 8 });
    expect(events.offerRounds).toEqual([]);
    await edit({ maxCapacity: 12 });
    expect(events.offerRounds).toEqual([event.id]);
    // Switched off, the waitlist takes no new party but keeps offering to those in line: on again,
    // it frees nothing.
    await edit({ maxCapacity: 12, waitlist: false });
    await edit({ maxCapacity: 12, waitlist: true });
    await edit({ maxCapacity: 12, requireApproval: true });
    await edit({ maxCapacity: 12, requireApproval: false });
    // Unlimited places take no waitlist: there is no queue to offer to.
    await edit({ unlimitedSpots: true });
    expect(events.offerRounds).toEqual([event.id, event.id]);
  });

  it('keeps a past date that is not changed, but refuses moving to another past date', async () => {
    const { update, event, clock } = await setup();
    clock.set('2025-03-20T12:00:00.000Z');
    const kept = await update.execute({ ...base, title: 'Renamed', eventId: event.id, callerId: 'host-1' });
    expect(kept.ok).toBe(true);
    const moved = await update.execute({
      ...base,
      eventDate: '2025-03-09',
      eventId: event.id,
      callerId: 'host-1',
    });
    expect(!moved.ok && moved.error.fieldErrors).toEqual([
      { field: 'eventDate', message: 'Event date cannot be in the past' },
    ]);
  });

  it('gives a draft going public a public slug, and a public event going draft keeps its slug', async () => {
    const { update, event } = await setup({ isDraft: true });
    expect(event.slug).toMatch(/^neon-static-d[0-9a-f]{11}$/);
    const published = await update.execute({
      ...base,
      isDraft: false,
      eventId: event.id,
      callerId: 'host-1',
    });
    expect(published.ok && published.value.slug).toBe('neon-static');
    const drafted = await update.execute({ ...base, isDraft: true, eventId: event.id, callerId: 'host-1' });
    expect(drafted.ok && drafted.value.slug).toBe('neon-static');
  });
});

describe('capacityChangeError', () => {
  it.each([
    [{ unlimitedSpots: true, maxCapacity: null }, 50, null],
    [{ unlimitedSpots: false, maxCapacity: 10 }, 10, null],
    [{ unlimitedSpots: false, maxCapacity: 10 }, 0, null],
  ])('accepts %p with %p going', (capacity, headcount, expected) => {
    expect(capacityChangeError(capacity, headcount)).toBe(expected);
  });

  it('names the headcount in the refusal', () => {
    expect(capacityChangeError({ unlimitedSpots: false, maxCapacity: 0 }, 1)).toEqual({
      field: 'maxCapacity',
      message: 'Max capacity cannot be less than the 1 guest already going',
    });
  });
});

describe('DeleteEventUseCase', () => {
  it('deletes the host’s event', async () => {
    const { remove, event, events } = await setup();
    const result = await remove.execute({ eventId: event.id, callerId: 'host-1' });
    expect(result.ok).toBe(true);
    expect(events.all()).toEqual([]);
  });

  it('answers not found to anyone else and deletes nothing', async () => {
    const { remove, event, events } = await setup();
    const result = await remove.execute({ eventId: event.id, callerId: 'host-2' });
    expect(!result.ok && result.error.code).toBe('EVENT.NOT_FOUND');
    expect(events.all()).toHaveLength(1);
    expect(events.deleted).toEqual([]);
  });
});

describe('eventFormValues', () => {
  it('gives back the stored fields when normalised again', async () => {
    const { event } = await setup({
      startTime: '22:30',
      endTime: '02:00',
      timeZone: 'Europe/Berlin',
      highlights: ['DJ', 'Lights'],
      unlimitedSpots: false,
      maxCapacity: 40,
    });
    const values = eventFormValues(event);
    expect(values).toMatchObject({ eventDate: '2025-03-08', startTime: '22:30', endTime: '02:00' });
    expect({ ...event, ...normalizeEventInput(values) }).toEqual(event);
  });
});

describe('UpdateEventUseCase on imported and zoned events', () => {
  it('publishes an imported unpublished event when the host chooses Published', async () => {
    const { update, event, events } = await setup();
    await events.update({ ...event, isPublished: false }, null, () => true);
    const result = await update.execute({ ...base, isDraft: false, eventId: event.id, callerId: 'host-1' });
    expect(result.ok && result.value.isPublished).toBe(true);
  });

  it('keeps a past date only in the zone it was stored in', async () => {
    const { update, event, clock } = await setup({ timeZone: 'Europe/Berlin' });
    clock.set('2025-03-20T12:00:00.000Z');
    const sameZone = await update.execute({
      ...base,
      timeZone: 'Europe/Berlin',
      eventId: event.id,
      callerId: 'host-1',
    });
    expect(sameZone.ok).toBe(true);
    // Without a zone the payload means the default zone, where that date is simply past.
    const defaultZone = await update.execute({ ...base, eventId: event.id, callerId: 'host-1' });
    expect(!defaultZone.ok && defaultZone.error.fieldErrors).toEqual([
      { field: 'eventDate', message: 'Event date cannot be in the past' },
    ]);
  });

  it('makes the invite code when the event turns invite only, keeps it after, and regenerates it for the host', async () => {
    const { events, event, update } = await setup();
    expect(event.inviteCode).toBeNull();
    const privateOne = await update.execute({
      ...base,
      eventId: event.id,
      callerId: 'host-1',
      isPrivate: true,
    });
    if (!privateOne.ok) throw new Error('not updated');
    const code = privateOne.value.inviteCode;
    expect(privateOne.value.isPrivate).toBe(true);
    expect(code).toMatch(/^code-/);
    // The slug it had while public stays: its links keep working.
    expect(privateOne.value.slug).toBe(event.slug);
    const off = await update.execute({ ...base, eventId: event.id, callerId: 'host-1', isPrivate: false });
    expect(off.ok && [off.value.isPrivate, off.value.inviteCode]).toEqual([false, code]);
    const regenerate = new RegenerateInviteCodeUseCase(events, codes);
    expect((await regenerate.execute({ eventId: event.id, callerId: 'host-2' })).ok).toBe(false);
    const fresh = await regenerate.execute({ eventId: event.id, callerId: 'host-1' });
    if (!fresh.ok) throw new Error('not regenerated');
    expect(fresh.value.inviteCode).not.toBe(code);
    expect((await events.findById(event.id))?.inviteCode).toBe(fresh.value.inviteCode);
  });
});
