import type { EventAccess, EventRef, GatedEvent } from '../events/event-access.js';
import type { Viewer, ViewerRsvp } from '../events/event-policy.js';

/** EventAccess over a list of events and RSVPs: finds, never decides. */
export class InMemoryEventAccess implements EventAccess {
  constructor(
    private readonly events: readonly GatedEvent[] = [],
    private readonly rsvps: readonly (ViewerRsvp & { eventId: string; userId: string })[] = [],
  ) {}

  async load(ref: EventRef, viewerId: string | null): Promise<{ event: GatedEvent; viewer: Viewer } | null> {
    const event = this.events.find((candidate) =>
      'slug' in ref ? candidate.slug === ref.slug : candidate.id === ref.eventId,
    );
    if (!event) return null;
    const rsvp = this.rsvps.find((row) => row.eventId === event.id && row.userId === viewerId);
    return {
      event: { ...event },
      viewer: { userId: viewerId, rsvp: rsvp ? { response: rsvp.response, status: rsvp.status } : null },
    };
  }
}
