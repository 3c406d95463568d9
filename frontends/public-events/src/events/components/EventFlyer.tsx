import { useState } from 'react';
import { flyerSrcSet } from '@nightlife/domain';
import { PRODUCT_INITIALS } from '@nightlife/ui';
import type { EventCardData } from '../event-card.model';

interface EventFlyerProps {
  event: Pick<EventCardData, 'title' | 'flyerImageUrl' | 'flyerVideoUrl' | 'posterUrl'>;
  className?: string;
  /** The page's largest image on first paint (the event page's hero, the list's first card):
   * fetched at once and first, not when it scrolls into view (Lighthouse's LCP). */
  priority?: boolean;
  /** The image's width on the page (the `sizes` attribute, HERO_FLYER_SIZES or CARD_FLYER_SIZES):
   * with it, the browser may take a published flyer's 720 px card variant where that is enough. */
  sizes?: string;
}

/** Flyer video, else flyer image, else the product-initials placeholder; a media file that
 * fails to load is hidden silently and the placeholder shows instead (spec 1 §2, §8). */
export function EventFlyer({ event, className = 'pe-flyer', priority = false, sizes }: EventFlyerProps) {
  const [failed, setFailed] = useState(false);
  const hide = () => setFailed(true);

  if (!failed && event.flyerVideoUrl) {
    return (
      <video
        className={className}
        src={event.flyerVideoUrl}
        poster={event.posterUrl ?? event.flyerImageUrl ?? undefined}
        muted
        loop
        autoPlay
        playsInline
        preload="metadata"
        aria-label={`${event.title} flyer video`}
        onError={hide}
      />
    );
  }
  if (!failed && event.flyerImageUrl) {
    return (
      <img
        className={className}
        src={event.flyerImageUrl}
        srcSet={sizes ? flyerSrcSet(event.flyerImageUrl) : undefined}
        sizes={sizes}
        alt={`${event.title} flyer`}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        onError={hide}
      />
    );
  }
  return (
    <div className={`${className} pe-flyer--placeholder`} role="img" aria-label={`${event.title}: no flyer`}>
      <span aria-hidden="true">{PRODUCT_INITIALS}</span>
    </div>
  );
}
