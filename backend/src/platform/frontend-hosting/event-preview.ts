/** What a social preview of a published event shows (no location: it may be hidden). */
export interface EventPreview {
  slug: string;
  title: string;
  tagline: string | null;
  description: string | null;
  /** The flyer, else the poster; null for the default preview image. */
  imageUrl: string | null;
}

/** The published, non-draft event with this slug, or null (drafts and unknown slugs alike). */
export type EventPreviewLookup = (slug: string) => Promise<EventPreview | null>;
