import type { StructuredDataEvent } from '@nightlife/domain';

/**
 * An event as the server-rendered page HTML shows it (Open Graph tags, JSON-LD): what a
 * signed-out visitor sees, since the HTML is the same for everyone; a hidden location is null.
 */
export interface PublicEvent extends StructuredDataEvent {
  posterUrl: string | null;
}

/** What the server reads to put an event's data in the HTML of the public pages. */
export interface PublicPagesData {
  /** The published, non-draft event with this slug, or null (drafts and unknown slugs alike). */
  findEvent(slug: string): Promise<PublicEvent | null>;
  /** The first page of /events with the app's default filters. */
  listEvents(): Promise<PublicEvent[]>;
}
