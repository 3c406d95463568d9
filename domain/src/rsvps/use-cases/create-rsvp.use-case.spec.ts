import { EventErrorCodes } from '../../events/event-errors.js';
import { KernelErrorCodes } from '../../kernel/domain-error.js';
import { RsvpErrorCodes } from '../rsvp-errors.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryEventPlaces } from '../../testing/in-memory-event-places.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import type { PlacesEvent } from '../event-places.js';
import { CreateRsvpUseCase, type CreateRsvpInput } from './create-rsvp.use-case.js';

const HOST = 'host-1';
const event = (slug: string, extra: Partial<PlacesEvent> = {}): PlacesEvent & { slug: string } => ({
  id: `event-${slug}`,
  slug,
  hostId: HOST,
  // 21:00 in Chicago on 6 March 2025; the clock below is noon UTC on 5 March.
  startsAt: new Date('2025-03-07T03:00:00Z'),
  timeZone: 'America/Chicago',
  isDraft: false,
  isPublished: true,
  isPrivate: false,
  inviteCode: null,
  maxCapacity: null,
  unlimitedSpots: true,
  requireApproval: false,
  waitlist: true,
  waitlistOfferHours: 2,
  reconfirm: false,
  reconfirmAskHours: 6,
  reconfirmDeadlineHours: 2,
  allowGuestInvites: false,
  ...extra,
});

describe('CreateRsvpUseCase', () => {
  const ada = { id: 'user-ada', firstName: 'Ada', lastName: 'Lovelace' };
  const going = (slug: string, extra: Partial<CreateRsvpInput> = {}): CreateRsvpInput => ({
    slug,
    user: ada,
    response: 'going',
    ...extra,
  });
  let rsvps: InMemoryEventPlaces;
  let createRsvp: CreateRsvpUseCase;

  beforeEach(() => {
    rsvps = new InMemoryEventPlaces([
      event('open'),
      event('tiny', { unlimitedSpots: false, maxCapacity: 2 }),
      event('yesterday', { startsAt: new Date('2025-03-04T03:00:00Z') }),
      // Earlier today in its own zone: still upcoming for the whole day.
      event('this-morning', { startsAt: new Date('2025-03-05T08:00:00Z') }),
      event('draft', { isDraft: true }),
      event('unpublished', { isPublished: false }),
    ]);
    createRsvp = new CreateRsvpUseCase(
      rsvps,
      new SequentialIdGenerator(),
      new FixedClock('2025-03-05T12:00:00Z'),
    );
  });

  it('stores the RSVP, confirmed, named after the user when no guest name is given', async () => {
    const result = await createRsvp.execute(
      going('open', { plusOnes: 2, emoji: '🎉', message: ' See you! ' }),
    );
    const expected = {
      id: '00000000-0000-7000-8000-000000000001',
      eventId: 'event-open',
      userId: 'user-ada',
      guestName: 'Ada Lovelace',
      guestEmail: null,
      response: 'going',
      emoji: '🎉',
      message: 'See you!',
      plusOnes: 2,
      status: 'confirmed',
      createdAt: new Date('2025-03-05T12:00:00Z'),
      reconfirmedAt: null,
      ticketVersion: 1,
    };
    expect(result).toEqual({ ok: true, value: expected });
    expect(rsvps.all()).toEqual([expected]);
  });

  it("keeps a given guest name, and uses 'Anonymous' for a user without a name", async () => {
    await createRsvp.execute(going('open', { guestName: 'DJ Nova' }));
    await createRsvp.execute(going('open', { user: { id: 'user-x', firstName: ' ', lastName: null } }));
    expect(rsvps.all().map((rsvp) => rsvp.guestName)).toEqual(['DJ Nova', 'Anonymous']);
  });

  it("stores 'cant-go' as cant_go", async () => {
    const result = await createRsvp.execute(going('open', { response: 'cant-go' }));
    expect(result.ok && result.value.response).toBe('cant_go');
  });

  it('refuses a second RSVP by the same user', async () => {
    await createRsvp.execute(going('open'));
    const result = await createRsvp.execute(going('open', { response: 'maybe' }));
    expect(!result.ok && result.error.code).toBe(RsvpErrorCodes.ALREADY_EXISTS);
    expect(rsvps.all()).toHaveLength(1);
  });

  it('refuses invalid fields before looking at the event', async () => {
    const result = await createRsvp.execute(going('no-such-event', { plusOnes: 6, response: 'yes' }));
    expect(!result.ok && result.error.code).toBe(KernelErrorCodes.VALIDATION_FAILED);
    expect(!result.ok && result.error.fieldErrors?.map((e) => e.field)).toEqual(['response', 'plusOnes']);
  });

  it('answers EVENT.NOT_FOUND for an unknown slug', async () => {
    const result = await createRsvp.execute(going('no-such-event'));
    expect(!result.ok && result.error.code).toBe(EventErrorCodes.NOT_FOUND);
  });

  it.each(['draft', 'unpublished'])('hides a %s event from everyone but its host', async (slug) => {
    const stranger = await createRsvp.execute(going(slug));
    expect(!stranger.ok && stranger.error.code).toBe(EventErrorCodes.NOT_FOUND);
    const host = await createRsvp.execute(going(slug, { user: { id: HOST, firstName: 'H', lastName: 'O' } }));
    expect(host.ok).toBe(true);
  });

  it('refuses RSVPs to a past event, but not to an event earlier today', async () => {
    const past = await createRsvp.execute(going('yesterday'));
    expect(!past.ok && past.error.code).toBe(RsvpErrorCodes.EVENT_PAST);
    expect((await createRsvp.execute(going('this-morning'))).ok).toBe(true);
  });

  it('refuses a going RSVP that would overbook, but still takes maybe and cant_go', async () => {
    expect((await createRsvp.execute(going('tiny', { plusOnes: 1 }))).ok).toBe(true);
    const full = await createRsvp.execute(going('tiny', { user: { ...ada, id: 'user-2' } }));
    expect(!full.ok && full.error.code).toBe(RsvpErrorCodes.CAPACITY_REACHED);
    const maybe = await createRsvp.execute(
      going('tiny', { user: { ...ada, id: 'user-3' }, response: 'maybe' }),
    );
    expect(maybe.ok).toBe(true);
    expect(rsvps.counterOf('event-tiny').placesTaken).toBe(2);
  });

  it('counts the places of going RSVPs only, with their plus-ones', async () => {
    await createRsvp.execute(going('open', { plusOnes: 3 }));
    await createRsvp.execute(
      going('open', { user: { ...ada, id: 'user-2' }, response: 'maybe', plusOnes: 2 }),
    );
    await createRsvp.execute(going('open', { user: { ...ada, id: 'user-3' }, response: 'cant_go' }));
    expect(rsvps.counterOf('event-open').placesTaken).toBe(4);
  });

  it('reads the capacity as it is when the RSVP is decided, not as the host first set it', async () => {
    rsvps.setEvent({ ...event('tiny'), unlimitedSpots: false, maxCapacity: 1 });
    const full = await createRsvp.execute(going('tiny', { plusOnes: 1 }));
    expect(!full.ok && full.error.code).toBe(RsvpErrorCodes.CAPACITY_REACHED);
    expect(rsvps.all()).toEqual([]);
  });
});
