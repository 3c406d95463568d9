import { createHash } from 'node:crypto';
import type { Logger } from '@nestjs/common';
import {
  eventPreviewCard,
  type ObjectStorage,
  parseObjectKey,
  PREVIEW_CARD_HEIGHT,
  PREVIEW_CARD_WIDTH,
  previewFolder,
  previewKey,
  type PreviewSubject,
  profilePreviewCard,
} from '@nightlife/domain';
import {
  PREVIEW_CARD_TYPE,
  PREVIEW_RENDERER_VERSION,
  type PreviewCardRenderer,
} from './preview-card.renderer';

/** The og:image of a page: where it is, and its real size and type. */
export interface PreviewImage {
  /** Root-relative ('/og/event/<slug>/<version>.jpg'). */
  path: string;
  width: number;
  height: number;
  type: string;
}

/** The event fields a card reads: only what the page's own tags may show (PublicEvent). */
export interface EventPreviewSource {
  id: string;
  hostId: string;
  slug: string;
  title: string;
  dateTime: string;
  timeZone: string;
  themeId: string | null;
  flyerImageUrl?: string | null;
  posterUrl?: string | null;
}

export interface ProfilePreviewSource {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

/** One card: what it shows, its version (a hash of that) and where it is stored and served. */
export interface PreviewCard {
  version: string;
  image: PreviewImage;
  /** Storage key of this version. */
  key: string;
  /** The folder of every version of this subject's card. */
  folder: string;
  /** Storage key of the flyer or avatar drawn into it; null when there is none of ours. */
  pictureKey: string | null;
  draw(renderer: PreviewCardRenderer, picture: Uint8Array | null): Promise<Buffer>;
}

export const PREVIEW_PATH_PREFIX = '/og';
const VERSION = /^[0-9a-f]{16}$/;
/** Flyers are published at most 1600 px (WebP): far below this. */
const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
/** Older versions written this long before a new one are removed (clock skew with the storage). */
const CLEANUP_MARGIN_MS = 5 * 60_000;

export const isPreviewVersion = (value: string) => VERSION.test(value);

/** 16 hex digits of SHA-256 over what the card shows and the renderer's version. */
function versionOf(shown: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify({ renderer: PREVIEW_RENDERER_VERSION, shown }))
    .digest('hex')
    .slice(0, 16);
}

const cardImage = (path: string): PreviewImage => ({
  path,
  width: PREVIEW_CARD_WIDTH,
  height: PREVIEW_CARD_HEIGHT,
  type: PREVIEW_CARD_TYPE.mimeType,
});

/** What a card read or drew: the bytes, and whether they may be cached as that version for good. */
export interface PreviewBytes {
  bytes: Buffer;
  /** False when the picture could not be read for a passing reason (storage down): drawn without it, not kept. */
  final: boolean;
}

/**
 * The link-preview cards of event pages and profiles (docs/adr/0034-link-preview-cards.md).
 * A card's URL carries the hash of everything it shows, so a change (title, date, zone, theme,
 * flyer, name, avatar, or the drawing itself) is a new URL that crawlers and caches fetch anew.
 * Each version is drawn once, on its first request, and kept in the object storage; the next
 * version of the same subject removes the older ones.
 */
export class LinkPreviewImages {
  /** Cards being drawn, so concurrent first requests draw one. */
  private readonly drawing = new Map<string, Promise<PreviewBytes>>();

  constructor(
    private readonly storage: ObjectStorage,
    private readonly renderer: PreviewCardRenderer,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  eventCard(event: EventPreviewSource): PreviewCard {
    const pictureKey = this.mediaKeyOf(event.flyerImageUrl) ?? this.mediaKeyOf(event.posterUrl);
    const input = {
      title: event.title,
      dateTime: event.dateTime,
      timeZone: event.timeZone,
      themeId: event.themeId,
    };
    const layout = eventPreviewCard({ ...input, hasFlyer: pictureKey !== null });
    const subject: PreviewSubject = { kind: 'event', eventId: event.id };
    return this.card(
      event.hostId,
      subject,
      `event/${encodeURIComponent(event.slug)}`,
      { layout, pictureKey },
      (renderer, picture) =>
        picture
          ? renderer.event(layout, picture)
          : renderer.event(eventPreviewCard({ ...input, hasFlyer: false }), null),
    );
  }

  profileCard(profile: ProfilePreviewSource): PreviewCard {
    const pictureKey = this.mediaKeyOf(profile.avatar);
    const layout = profilePreviewCard({ ...profile, hasAvatar: pictureKey !== null });
    return this.card(
      profile.id,
      { kind: 'profile' },
      `profile/${encodeURIComponent(profile.username)}`,
      { layout, pictureKey },
      (renderer, picture) => renderer.profile(layout, picture),
    );
  }

  /**
   * The card's bytes: the stored version, else drawn now and stored (a picture that is missing
   * or does not decode leaves the card without it). Concurrent requests share one drawing.
   */
  async bytes(card: PreviewCard): Promise<PreviewBytes> {
    let pending = this.drawing.get(card.key);
    if (!pending) {
      pending = this.readOrDraw(card).finally(() => this.drawing.delete(card.key));
      this.drawing.set(card.key, pending);
    }
    return pending;
  }

  private card(
    ownerId: string,
    subject: PreviewSubject,
    pathName: string,
    shown: unknown,
    draw: PreviewCard['draw'],
  ): PreviewCard {
    const version = versionOf(shown);
    return {
      version,
      image: cardImage(`${PREVIEW_PATH_PREFIX}/${pathName}/${version}.${PREVIEW_CARD_TYPE.extension}`),
      key: previewKey(ownerId, subject, version, PREVIEW_CARD_TYPE.extension),
      folder: previewFolder(ownerId, subject),
      pictureKey: (shown as { pictureKey: string | null }).pictureKey,
      draw,
    };
  }

  /** The storage key of a picture published here (media/...); null for none or an address elsewhere. */
  private mediaKeyOf(url: string | null | undefined): string | null {
    if (!url) return null;
    const key = this.storage.keyOf(url);
    return key !== null && parseObjectKey(key)?.area === 'media' ? key : null;
  }

  private async readOrDraw(card: PreviewCard): Promise<PreviewBytes> {
    const stored = await this.readStored(card.key);
    if (stored) return { bytes: stored, final: true };
    const startedAt = this.now();
    const picture = await this.readPicture(card.pictureKey);
    let bytes: Buffer;
    try {
      bytes = await card.draw(this.renderer, picture.bytes);
    } catch (error) {
      // A picture that passed the upload checks but does not decode here: the card without it.
      this.logger.warn(
        `Link preview ${card.key}: picture ${card.pictureKey} not drawn (${(error as Error).message})`,
      );
      bytes = await card.draw(this.renderer, null);
    }
    if (!picture.final) return { bytes, final: false };
    try {
      await this.storage.write(card.key, bytes, {
        contentType: PREVIEW_CARD_TYPE.mimeType,
        fileName: `preview.${PREVIEW_CARD_TYPE.extension}`,
      });
      // Older versions of this card are never served again (their URLs redirect to this one).
      void this.storage
        .deleteOlderThan(card.folder, new Date(startedAt.getTime() - CLEANUP_MARGIN_MS))
        .catch((error: Error) =>
          this.logger.warn(`Link preview cleanup of ${card.folder}: ${error.message}`),
        );
    } catch (error) {
      this.logger.warn(`Link preview ${card.key} not stored: ${(error as Error).message}`);
    }
    return { bytes, final: true };
  }

  private async readStored(key: string): Promise<Buffer | null> {
    try {
      const stat = await this.storage.stat(key);
      const bytes = stat && (await this.storage.read(key, MAX_PICTURE_BYTES, stat.version));
      return bytes ? Buffer.from(bytes) : null;
    } catch (error) {
      this.logger.warn(`Link preview ${key} not read: ${(error as Error).message}`);
      return null;
    }
  }

  /** The picture's bytes; final false when the storage failed (try again next time), true when it is simply gone. */
  private async readPicture(key: string | null): Promise<{ bytes: Uint8Array | null; final: boolean }> {
    if (key === null) return { bytes: null, final: true };
    try {
      const stat = await this.storage.stat(key);
      if (!stat) return { bytes: null, final: true };
      const bytes = await this.storage.read(key, MAX_PICTURE_BYTES, stat.version);
      return { bytes, final: bytes !== null };
    } catch (error) {
      this.logger.warn(`Link preview picture ${key} not read: ${(error as Error).message}`);
      return { bytes: null, final: false };
    }
  }
}
