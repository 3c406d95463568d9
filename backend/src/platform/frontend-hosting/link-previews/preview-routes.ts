import type { Logger } from '@nestjs/common';
import { INVITE_CODE_MAX_LENGTH, isValidSlug } from '@nightlife/domain';
import express, { type Request, type Response, type Router } from 'express';
import { OG_DEFAULT_IMAGE_FILE, profileUsernameOfPath } from '../page-html';
import type { PublicPagesData, PublicProfilesData } from '../public-pages';
import { isPreviewVersion, type LinkPreviewImages, type PreviewCard } from './link-preview-images';
import { PREVIEW_CARD_TYPE } from './preview-card.renderer';

/**
 * Preview images are meant to be shown by other sites (chat apps, social networks): helmet's
 * same-origin resource policy would stop a browser that loads one from them.
 */
export const EMBEDDABLE = { 'Cross-Origin-Resource-Policy': 'cross-origin' } as const;
/** A version's URL never shows anything else: cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const EXTENSION = PREVIEW_CARD_TYPE.extension;

/**
 * The link-preview cards the page tags point at:
 *   GET /og/event/{slug}/{version}.jpg      an event's card
 *   GET /og/profile/{username}/{version}.jpg a profile's card
 * The subject is read as a signed-out visitor reads its page (drafts, private events and unknown
 * names are 404), so a card never shows more than the page's tags. The current version is sent
 * (drawn on its first request) with a year's caching; an older version redirects to the current
 * one. Any failure sends og-default.png (uncached) rather than an error.
 */
export function previewImagesRouter(
  pages: PublicPagesData,
  profiles: PublicProfilesData,
  previews: LinkPreviewImages,
  logger: Pick<Logger, 'warn'>,
): Router {
  const router = express.Router();

  router.get(new RegExp(`^/og/event/([^/]+)/([^/]+)\\.${EXTENSION}$`), (req, res) =>
    send(req, res, async (slug) => {
      if (!isValidSlug(slug)) return null;
      // An invite-only event's card is behind its gate like its page: the URL carries the code.
      const invite = inviteOf(req);
      const event = await pages.findEvent(slug, invite);
      return event && withInvite(previews.eventCard(event), event, invite);
    }),
  );

  router.get(new RegExp(`^/og/profile/([^/]+)/([^/]+)\\.${EXTENSION}$`), (req, res) =>
    send(req, res, async (username) => {
      if (profileUsernameOfPath(`/${username}`) === null) return null;
      const profile = await profiles.findProfile(username);
      return profile && previews.profileCard(profile);
    }),
  );

  async function send(req: Request, res: Response, cardOf: (name: string) => Promise<PreviewCard | null>) {
    const params = req.params as unknown as Record<string, string>;
    const [name, version] = [params[0], params[1]];
    res.set(EMBEDDABLE);
    try {
      const card = isPreviewVersion(version) ? await cardOf(name) : null;
      if (card === null) {
        res.setHeader('Cache-Control', 'no-cache');
        res.status(404).type('text/plain').send('No such preview image.');
        return;
      }
      if (card.version !== version) {
        // What the card shows has changed since that URL was shared: the current card.
        res.setHeader('Cache-Control', 'no-cache');
        res.redirect(302, card.image.path);
        return;
      }
      const { bytes, final } = await previews.bytes(card);
      res.setHeader('Cache-Control', final ? IMMUTABLE : 'public, max-age=300');
      res.type(card.image.type).send(bytes);
    } catch (error) {
      logger.warn(`Link preview ${req.path} failed: ${(error as Error).message}`);
      res.sendFile(OG_DEFAULT_IMAGE_FILE, { headers: { 'Cache-Control': 'no-cache' } });
    }
  }

  return router;
}

/** The invite code a page or card request presents (`?invite=`), if any (ADR 0038). */
export function inviteOf(req: Request): string | null {
  const invite = req.query.invite;
  return typeof invite === 'string' && invite.length > 0 && invite.length <= INVITE_CODE_MAX_LENGTH
    ? invite
    : null;
}

/** An invite-only event's card, at an address that carries the code its page was opened with. */
export function withInvite(
  card: PreviewCard,
  event: { isPrivate?: boolean },
  invite: string | null,
): PreviewCard {
  if (!event.isPrivate || invite === null) return card;
  return {
    ...card,
    image: { ...card.image, path: `${card.image.path}?invite=${encodeURIComponent(invite)}` },
  };
}
