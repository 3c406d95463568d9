import { EventErrorCodes } from './event-errors.js';
import { gateEvent, requireEvent, type EventAccess, type GatedEvent } from './event-access.js';
import { rsvpNotFoundError, RsvpErrorCodes } from '../rsvps/rsvp-errors.js';
import { InMemoryEventAccess } from '../testing/in-memory-event-access.js';

const party: GatedEvent = {
  id: 'event-1',
  slug: 'party',
  title: 'Party',
  hostId: 'host-1',
  isDraft: false,
  isPublished: true,
  isPrivate: false,
  inviteCode: null,
  locationReveal: { mode: 'on-rsvp', hoursBefore: null },
  startsAt: new Date('2030-06-15T21:00:00Z'),
  guestListVisibility: 'signed-in',
};

describe('the event-access gate', () => {
  const access: EventAccess = new InMemoryEventAccess(
    [party, { ...party, id: 'event-2', slug: 'draft', isDraft: true }],
    [{ eventId: 'event-1', userId: 'guest-1', response: 'going', status: 'declined' }],
  );

  it('lets in who the rule lets in, with the viewer and their RSVP', async () => {
    expect(await requireEvent(access, { slug: 'party' }, 'guest-1', 'view')).toEqual({
      ok: true,
      value: {
        event: party,
        viewer: { userId: 'guest-1', rsvp: { response: 'going', status: 'declined' }, inviteCode: null },
      },
    });
    expect((await requireEvent(access, { eventId: 'event-1' }, null, 'view')).ok).toBe(true);
    expect((await requireEvent(access, { eventId: 'event-2' }, 'host-1', 'manage')).ok).toBe(true);
  });

  it.each([
    ['an unknown event', { slug: 'nope' }, 'host-1', 'view'],
    ["someone else's draft", { slug: 'draft' }, 'guest-1', 'view'],
    ['a guest asking to manage', { eventId: 'event-1' }, 'guest-1', 'manage'],
    ['a visitor asking for the guest list', { eventId: 'event-1' }, null, 'seeGuestList'],
  ] as const)('answers EVENT.NOT_FOUND to %s', async (_case, ref, viewerId, rule) => {
    const result = await requireEvent(access, ref, viewerId, rule);
    expect(!result.ok && result.error.code).toBe(EventErrorCodes.NOT_FOUND);
  });

  it('answers the not-found error a route hides behind the event', () => {
    const result = gateEvent(party, { userId: 'guest-1' }, 'manage', rsvpNotFoundError);
    expect(!result.ok && result.error.code).toBe(RsvpErrorCodes.NOT_FOUND);
    expect(gateEvent(null, { userId: 'host-1' }, 'view').ok).toBe(false);
  });
});
