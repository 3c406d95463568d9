import { useState } from 'react';
import { PRODUCT_INITIALS } from '@nightlife/ui';
import type { EventCardData } from '../event-card.model';

interface EventFlyerProps {
  event: Pick<EventCardData, 'title' | 'flyerImageUrl' | 'flyerVideoUrl' | 'posterUrl'>;
  className?: string;
}

/** Flyer video, else flyer image, else the product-initials placeholder; a media file that
 * fails to load is hidden silently and the placeholder shows instead (spec 1 §2, §8). */
export function EventFlyer({ event, className = 'pe-flyer' }: EventFlyerProps) {
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
        alt={`${event.title} flyer`}
        loading="lazy"
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
