import { lazy, Suspense, useState } from 'react';
import { HERO_FLYER_SIZES } from '@nightlife/domain';
import type { EventDetail } from '../../api/events-api';
import { EventFlyer } from '../../events/components/EventFlyer';

// The viewer (and Radix's dialog) loads on the first click, not with the page.
const FlyerLightbox = lazy(async () => ({ default: (await import('./FlyerLightbox')).FlyerLightbox }));

type FlyerEvent = Pick<EventDetail, 'id' | 'title' | 'flyerImageUrl' | 'flyerVideoUrl' | 'posterUrl'>;

/** The hero flyer image; a click opens it full screen. Videos and placeholders stay inline. */
export function HeroFlyer({ event }: { event: FlyerEvent }) {
  const [open, setOpen] = useState(false);
  // The video plays in its own preview section further down; the hero shows the still.
  const still = { ...event, flyerVideoUrl: null };
  if (!event.flyerImageUrl) return <EventFlyer key={event.id} event={still} className="pe-event__flyer" />;
  return (
    <>
      <button
        type="button"
        className="pe-event__flyer-button"
        aria-haspopup="dialog"
        aria-label={`Open the ${event.title} flyer full screen`}
        onClick={() => setOpen(true)}
      >
        <EventFlyer
          key={event.id}
          event={still}
          className="pe-event__flyer"
          priority
          sizes={HERO_FLYER_SIZES}
        />
      </button>
      {open && (
        <Suspense fallback={null}>
          <FlyerLightbox title={event.title} src={event.flyerImageUrl} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
