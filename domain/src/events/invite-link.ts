/**
 * The invitation link of an invite-only event (issue 20 §5, ADR 0038): `/event/{slug}?invite={code}`
 * (event-policy's inviteLinkPath), whose code lets its holder see the event and RSVP.
 */

/**
 * The longest invite code the API reads (one is 16 random bytes in base64url, 22 characters); a
 * longer one is refused as input, a wrong one is simply no invitation.
 */
export const INVITE_CODE_MAX_LENGTH = 100;

/**
 * The code an event keeps after a save: its own, or a new one (`make`) when it becomes invite only
 * without one. A public event keeps a code it had, so turning invite only off and on again does not
 * revoke the links already shared; the host revokes them by regenerating the code.
 */
export function inviteCodeAfterSave(
  event: { isPrivate: boolean; inviteCode: string | null },
  make: () => string,
): string | null {
  return event.inviteCode ?? (event.isPrivate ? make() : null);
}
