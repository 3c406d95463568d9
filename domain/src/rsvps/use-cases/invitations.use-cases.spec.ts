import type { IdGenerator } from '../../kernel/id-generator.port.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryEventPlaces } from '../../testing/in-memory-event-places.js';
import { aPlacesEvent, anRsvp } from '../../testing/rsvp-fixture.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import { InvitationErrorCodes, INVITATION_CODE_PATTERN } from '../invitations.js';
import { RsvpErrorCodes } from '../rsvp-errors.js';
import { CancelRsvpUseCase } from './cancel-rsvp.use-case.js';
import { ChangeRsvpUseCase } from './change-rsvp.use-case.js';
import {
  ClaimInvitationUseCase,
  InviteFriendsUseCase,
  PreviewInvitationUseCase,
  WithdrawInvitationUseCase,
} from './invitations.use-cases.js';

/** Link codes of the right shape: code-…01, code-…02, … */
class SequentialCodes implements IdGenerator {
  private counter = 0;
  next(): string {
    this.counter += 1;
    return `code${String(this.counter).padStart(18, '0')}`;
  }
}

const friend = (n: number) => ({ id: `user-${n}`, firstName: 'Friend', lastName: `${n}`, email: null });

describe('+1s as claimable invitations (ADR 0029)', () => {
  let clock: FixedClock;
  let places: InMemoryEventPlaces;
  let invite: InviteFriendsUseCase;
  let withdraw: WithdrawInvitationUseCase;
  let claim: ClaimInvitationUseCase;

  const setUp = (
    event = aPlacesEvent({ allowGuestInvites: true, maxCapacity: 4, unlimitedSpots: false }),
  ) => {
    clock = new FixedClock();
    // Guest 1 comes with 2 friends; guest 2 alone: the event's 4 places are full.
    places = new InMemoryEventPlaces([event], [anRsvp(1, { plusOnes: 2 }), anRsvp(2)]);
    const ids = new SequentialIdGenerator();
    invite = new InviteFriendsUseCase(places, ids, new SequentialCodes(), clock);
    withdraw = new WithdrawInvitationUseCase(places, clock);
    claim = new ClaimInvitationUseCase(places, ids, clock);
  };
  beforeEach(() => setUp());

  const linksOf = async (userId: string) => {
    const result = await invite.execute({ slug: 'party', userId });
    if (!result.ok) throw result.error;
    return result.value;
  };
  const code = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? 'ok' : result.error!.code);

  it('gives each plus-one one link, the same ones every time', async () => {
    const links = await linksOf('user-1');
    expect(links).toHaveLength(2);
    expect(links.every((link) => INVITATION_CODE_PATTERN.test(link.code))).toBe(true);
    expect(await linksOf('user-1')).toEqual(links);
    expect(places.allInvitations()).toHaveLength(2);
    // A guest alone has none; a guest with no RSVP, or at an event without guest invites, is refused.
    expect(await linksOf('user-2')).toEqual([]);
    expect(code(await invite.execute({ slug: 'party', userId: 'user-9' }))).toBe(RsvpErrorCodes.NOT_FOUND);
    setUp(aPlacesEvent({ allowGuestInvites: false }));
    expect(code(await invite.execute({ slug: 'party', userId: 'user-1' }))).toBe(
      InvitationErrorCodes.NOT_ALLOWED,
    );
  });

  it('makes the claimed place the friend’s own RSVP in the party, so no place moves', async () => {
    const [link] = await linksOf('user-1');
    const claimed = await claim.execute({ code: link.code, user: friend(5) });
    expect(claimed.ok && claimed.value).toMatchObject({
      userId: 'user-5',
      guestName: 'Friend 5',
      response: 'going',
      plusOnes: 0,
      status: 'confirmed',
    });
    expect(places.rsvp('rsvp-1')?.plusOnes).toBe(1);
    expect(places.counterOf('event-1').placesTaken).toBe(4);
    expect(places.allInvitations().find((i) => i.id === link.id)).toMatchObject({
      claimedRsvpId: claimed.ok ? claimed.value.id : null,
      claimedAt: clock.now(),
    });
    // The link is spent; the other +1 keeps its own.
    expect(code(await claim.execute({ code: link.code, user: friend(6) }))).toBe(InvitationErrorCodes.CLOSED);
    expect(await linksOf('user-1')).toHaveLength(1);
  });

  it('tells whoever opens a link whose it is and whether it is still open', async () => {
    const [first, second] = await linksOf('user-1');
    const preview = new PreviewInvitationUseCase(places);
    const state = async (code: string, viewerId: string | null = null) => {
      const result = await preview.execute({ code, viewerId });
      return result.ok ? result.value : result.error.code;
    };
    expect(await state(first.code)).toEqual({
      eventId: 'event-1',
      timeZone: 'UTC',
      state: 'open',
      inviterName: 'Guest 1',
      yours: false,
    });
    expect(await state(first.code, 'user-1')).toMatchObject({ yours: true });
    await claim.execute({ code: first.code, user: friend(5) });
    await withdraw.execute({ slug: 'party', userId: 'user-1', invitationId: second.id });
    expect(await state(first.code)).toMatchObject({ state: 'claimed' });
    expect(await state(second.code)).toMatchObject({ state: 'closed' });
    expect(await state('y'.repeat(22))).toBe(InvitationErrorCodes.NOT_FOUND);
  });

  it('refuses the inviter, a friend who already has an RSVP, an unknown link and a past event', async () => {
    const [link] = await linksOf('user-1');
    expect(code(await claim.execute({ code: link.code, user: friend(1) }))).toBe(InvitationErrorCodes.OWN);
    expect(code(await claim.execute({ code: link.code, user: friend(2) }))).toBe(
      RsvpErrorCodes.ALREADY_EXISTS,
    );
    expect(code(await claim.execute({ code: 'x'.repeat(22), user: friend(5) }))).toBe(
      InvitationErrorCodes.NOT_FOUND,
    );
    clock.set('2025-03-08T12:00:00Z');
    expect(code(await claim.execute({ code: link.code, user: friend(5) }))).toBe(RsvpErrorCodes.EVENT_PAST);
    expect(places.rsvp('rsvp-1')?.plusOnes).toBe(2);
  });

  it('lets a friend who had cancelled claim on the same record', async () => {
    setUp();
    places = new InMemoryEventPlaces(
      [aPlacesEvent({ allowGuestInvites: true })],
      [anRsvp(1, { plusOnes: 1 }), anRsvp(5, { status: 'cancelled' })],
    );
    invite = new InviteFriendsUseCase(places, new SequentialIdGenerator(), new SequentialCodes(), clock);
    claim = new ClaimInvitationUseCase(places, new SequentialIdGenerator(), clock);
    const [link] = await linksOf('user-1');
    const claimed = await claim.execute({ code: link.code, user: friend(5) });
    expect(claimed.ok && claimed.value).toMatchObject({ id: 'rsvp-5', status: 'confirmed', plusOnes: 0 });
    expect(places.all().filter((rsvp) => rsvp.userId === 'user-5')).toHaveLength(1);
  });

  it('closes a withdrawn link at once and gives the plus-one a new one', async () => {
    const [first, second] = await linksOf('user-1');
    expect(code(await withdraw.execute({ slug: 'party', userId: 'user-2', invitationId: first.id }))).toBe(
      InvitationErrorCodes.NOT_FOUND,
    );
    expect(code(await withdraw.execute({ slug: 'party', userId: 'user-1', invitationId: first.id }))).toBe(
      'ok',
    );
    expect(code(await claim.execute({ code: first.code, user: friend(5) }))).toBe(
      InvitationErrorCodes.CLOSED,
    );
    const links = await linksOf('user-1');
    expect(links.map((link) => link.id)).toEqual([second.id, expect.not.stringMatching(first.id)]);
    expect(places.rsvp('rsvp-1')?.plusOnes).toBe(2);
    // A claimed link is the claimant's: the inviter cannot withdraw it.
    await claim.execute({ code: second.code, user: friend(5) });
    expect(code(await withdraw.execute({ slug: 'party', userId: 'user-1', invitationId: second.id }))).toBe(
      InvitationErrorCodes.CLOSED,
    );
  });

  it('closes the newest links when the inviter lowers their plus-ones, and all when they cancel', async () => {
    const [oldest, newest] = await linksOf('user-1');
    const user = { id: 'user-1', firstName: 'Guest', lastName: '1' };
    const changed = await new ChangeRsvpUseCase(places, clock).execute({ slug: 'party', user, plusOnes: 1 });
    expect(changed.ok).toBe(true);
    expect(code(await claim.execute({ code: newest.code, user: friend(5) }))).toBe(
      InvitationErrorCodes.CLOSED,
    );
    expect((await linksOf('user-1')).map((link) => link.id)).toEqual([oldest.id]);

    await new CancelRsvpUseCase(places, clock).execute({ slug: 'party', userId: 'user-1' });
    expect(code(await claim.execute({ code: oldest.code, user: friend(5) }))).toBe(
      InvitationErrorCodes.CLOSED,
    );
  });

  it('moves a claimed place with the claimant’s own cancellation, not with the inviter’s', async () => {
    const [link] = await linksOf('user-1');
    await claim.execute({ code: link.code, user: friend(5) });
    await new CancelRsvpUseCase(places, clock).execute({ slug: 'party', userId: 'user-1' });
    expect(places.all().find((rsvp) => rsvp.userId === 'user-5')?.status).toBe('confirmed');
    expect(places.counterOf('event-1').placesTaken).toBe(2);
    await new CancelRsvpUseCase(places, clock).execute({ slug: 'party', userId: 'user-5' });
    expect(places.counterOf('event-1').placesTaken).toBe(1);
  });

  it('answers an event the friend may not see like an unknown link', async () => {
    const [link] = await linksOf('user-1');
    places.setEvent(aPlacesEvent({ allowGuestInvites: true, isPublished: false, isDraft: true }));
    expect(code(await claim.execute({ code: link.code, user: friend(5) }))).toBe(
      InvitationErrorCodes.NOT_FOUND,
    );
    expect(places.rsvp('rsvp-1')?.plusOnes).toBe(2);
  });
});
