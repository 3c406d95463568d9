/**
 * The invitation link of an invite-only event (issue 20 §5, ADR 0038): `/event/{slug}?invite={code}`
 * (event-policy's inviteLinkPath), whose code lets its holder see the event and RSVP.
 */

/** An invite code as the API reads it: 16 random bytes in base64url (22 characters), like +1 links. */
export const EVENT_INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

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
