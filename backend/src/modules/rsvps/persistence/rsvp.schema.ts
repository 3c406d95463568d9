import { defineEntity, type InferEntity, p } from '@mikro-orm/postgresql';

// Table `rsvps`: one RSVP per (event, user); `response` in its canonical spelling.
export const RsvpSchema = defineEntity({
  name: 'Rsvp',
  tableName: 'rsvps',
  properties: {
    id: p.uuid().primary(),
    eventId: p.uuid(),
    userId: p.uuid().nullable(),
    guestName: p.text(),
    guestEmail: p.text().nullable(),
    response: p.text(),
    emoji: p.text().nullable(),
    message: p.text().nullable(),
    plusOnes: p.smallint(),
    status: p.text(),
    /** The attendee hides themselves from the guest list others see (still counted). */
    hidden: p.boolean().default(false),
    createdAt: p.datetime(),
    /** When the guest reconfirmed on the day (ADR 0028). */
    reconfirmedAt: p.datetime().nullable(),
    /** Its door ticket's version (ADR 0030): codes below it are revoked. */
    ticketVersion: p.integer().default(1),
  },
});

export type RsvpRecord = InferEntity<typeof RsvpSchema>;
