import { Dialog, DialogContent, DialogTrigger } from '@nightlife/ui';
import type { EventDetail } from '@nightlife/api';
import { EventFlyer } from '../../events/components/EventFlyer';

type FlyerEvent = Pick<EventDetail, 'id' | 'title' | 'flyerImageUrl' | 'flyerVideoUrl' | 'posterUrl'>;

/** The hero flyer image; a click opens it full screen. Videos and placeholders stay inline. */
export function HeroFlyer({ event }: { event: FlyerEvent }) {
  // The video plays in its own preview section further down; the hero shows the still.
  const still = { ...event, flyerVideoUrl: null };
  if (!event.flyerImageUrl) return <EventFlyer key={event.id} event={still} className="pe-event__flyer" />;
  return (
    <Dialog>
      <DialogTrigger
        className="pe-event__flyer-button"
        aria-label={`Open the ${event.title} flyer full screen`}
      >
        <EventFlyer key={event.id} event={still} className="pe-event__flyer" />
      </DialogTrigger>
      <DialogContent title={event.title} className="pe-lightbox">
        <img className="pe-lightbox__image" src={event.flyerImageUrl} alt={`${event.title} flyer`} />
      </DialogContent>
    </Dialog>
  );
}
