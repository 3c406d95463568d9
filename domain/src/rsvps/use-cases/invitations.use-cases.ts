import { gateEvent } from '../../events/event-access.js';
import { eventStatus } from '../../events/event-status.js';
import type { Clock } from '../../kernel/clock.port.js';
import { idsOnDemand, type IdGenerator } from '../../kernel/id-generator.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import type { EventPlacesStore } from '../event-places.port.js';
import { invitationNotFoundError, type InvitationState, type PlusOneInvitation } from '../invitations.js';
import { rsvpEventPastError } from '../rsvp-errors.js';
import { newRsvp, type Rsvp } from '../rsvp.js';

// +1s as claimable invitations (issue 20 §5, ADR 0029): each use case gates the event and runs one
// EventPlaces command, as every change of who holds a place does.

/**
 * The caller's links for their plus-ones: those not made yet are made now (so each plus-one has
 * one), and the live ones are answered. `codes` makes the links' secrets.
 */
export class InviteFriendsUseCase {
  constructor(
    private readonly places: EventPlacesStore,
    private readonly ids: IdGenerator,
    private readonly codes: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: { slug: string; userId: string }): Promise<Result<PlusOneInvitation[]>> {
    const now = this.clock.now();
    const ids = idsOnDemand(this.ids);
    const codes = idsOnDemand(this.codes);
    return this.places.update({ slug: input.slug }, { userIds: [input.userId] }, (places) => {
      const gated = gateEvent(places.event, places.viewer(input.userId), 'view');
      if (!gated.ok) return gated;
      return places.inviteFriends(input.userId, (i) => ({ id: ids(i), code: codes(i) }), now);
    });
  }
}

/** The inviter withdraws one of their unclaimed links. */
export class WithdrawInvitationUseCase {
  constructor(
    private readonly places: EventPlacesStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    slug: string;
    userId: string;
    invitationId: string;
  }): Promise<Result<PlusOneInvitation>> {
    const now = this.clock.now();
    return this.places.update(
      { slug: input.slug },
      { userIds: [input.userId], invitationIds: [input.invitationId] },
      (places) => {
        const gated = gateEvent(places.event, places.viewer(input.userId), 'view');
        if (!gated.ok) return gated;
        return places.withdrawInvitation(input.invitationId, input.userId, now);
      },
    );
  }
}

export interface ClaimInvitationInput {
  code: string;
  user: { id: string; firstName: string | null; lastName: string | null; email: string | null };
}

/**
 * A signed-in friend claims a +1 link of an upcoming event: the place becomes their own RSVP.
 * Answers it with the event's slug (the ticket page's address).
 */
export class ClaimInvitationUseCase {
  constructor(
    private readonly places: EventPlacesStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: ClaimInvitationInput): Promise<Result<Rsvp>> {
    const id = this.ids.next();
    const now = this.clock.now();
    return this.places.update(
      { invitationCode: input.code },
      { userIds: [input.user.id], invitationCodes: [input.code] },
      (places) => {
        // An event the friend may not see answers like an unknown link.
        // A +1 link is an invitation to the event (ADR 0038): its holder passes an invite-only gate.
        const viewer = {
          ...places.viewer(input.user.id),
          heldLink: places.invitationByCode(input.code) !== null,
        };
        const gated = gateEvent(places.event, viewer, 'view', invitationNotFoundError);
        if (!gated.ok) return gated;
        if (eventStatus(gated.value, now) === 'past') return err(rsvpEventPastError());
        return places.claimInvitation(
          input.code,
          newRsvp(id, gated.value.id, input.user, now, {
            response: 'going',
            guestEmail: input.user.email,
            plusOnes: 0,
            status: 'confirmed',
          }),
          now,
        );
      },
    );
  }
}

export interface InvitationPreview {
  eventId: string;
  /** The event's zone, which its start is told in. */
  timeZone: string;
  state: InvitationState;
  /** The inviter's name as on the guest list. */
  inviterName: string;
  /** The viewer is the inviter (their own link). */
  yours: boolean;
}

/** What a +1 link says to whoever opens it, signed in or not: whose it is and whether it is open. */
export class PreviewInvitationUseCase {
  constructor(private readonly places: EventPlacesStore) {}

  async execute(input: { code: string; viewerId: string | null }): Promise<Result<InvitationPreview>> {
    return this.places.update({ invitationCode: input.code }, { invitationCodes: [input.code] }, (places) => {
      const viewer = {
        ...places.viewer(input.viewerId),
        heldLink: places.invitationByCode(input.code) !== null,
      };
      const gated = gateEvent(places.event, viewer, 'view', invitationNotFoundError);
      if (!gated.ok) return gated;
      const invitation = places.invitationByCode(input.code);
      const inviter = invitation && places.rsvp(invitation.rsvpId);
      if (!invitation || !inviter) return err(invitationNotFoundError());
      return ok({
        eventId: gated.value.id,
        timeZone: gated.value.timeZone,
        state: places.invitationState(invitation),
        inviterName: inviter.guestName,
        yours: inviter.userId !== null && inviter.userId === input.viewerId,
      });
    });
  }
}
