import type { EventPlaces } from './event-places.js';

/**
 * Which event's places a command works on: by id, by public slug, or the event of an RSVP, of a
 * waitlist offer or of a +1 link.
 */
export type PlacesRef =
  | { eventId: string }
  | { slug: string }
  | { rsvpId: string }
  | { offerId: string }
  | { invitationCode: string };

/**
 * What a command needs loaded: RSVPs (with their tickets and open offers) by their users or by id,
 * offers by id (with their RSVPs), the waiting parties an offer round may pick from, and the
 * places a reconfirmation deadline may release.
 */
export interface PlacesSubjects {
  userIds?: readonly string[];
  rsvpIds?: readonly string[];
  offerIds?: readonly string[];
  waitingParties?: boolean;
  /**
   * The event's confirmed going RSVPs not reconfirmed (or more): those the reconfirmation deadline
   * may release (ADR 0028).
   */
  unreconfirmed?: boolean;
  /** +1 links by code or id, with their inviters' RSVPs (the open links of loaded RSVPs come anyway). */
  invitationCodes?: readonly string[];
  invitationIds?: readonly string[];
}

export interface EventPlacesStore {
  /**
   * Loads the event's places with `subjects`, runs `command` on them and saves what it changed
   * (EventPlaces.changes) in one atomic write, as if no other command on the same event ran in
   * between, in any process: the event's places are its lock. Commands on one event that arrive
   * together may share a load and a save, each deciding on the state the previous left; so
   * `command` must be a pure function of the places (it may run again after a lost race).
   * Answers what `command` answered in the run whose changes were saved.
   */
  update<T>(ref: PlacesRef, subjects: PlacesSubjects, command: (places: EventPlaces) => T): Promise<T>;
}
