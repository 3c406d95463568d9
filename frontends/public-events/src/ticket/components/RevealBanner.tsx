import { useEffect, useState } from 'react';
import type { EventDetail } from '../../api/events-api';
import { countdownText, revealCountdownTarget } from '../ticket.model';

/**
 * The top of the ticket for an event whose address is not public: a countdown until the address
 * reaches the guest (before-start), then the address and the door instructions pinned where they
 * are found at once. At zero it asks the server again (`onReveal`): the address is never sent early.
 */
export function RevealBanner({ event, onReveal }: { event: EventDetail; onReveal: () => void }) {
  const target = revealCountdownTarget(event);
  const targetMs = target?.getTime() ?? null;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (targetMs === null) return;
    const timer = setInterval(() => {
      const tick = new Date();
      setNow(tick);
      if (tick.getTime() >= targetMs) onReveal();
    }, 15_000);
    return () => clearInterval(timer);
  }, [targetMs, onReveal]);

  if (target !== null) {
    return (
      <p className="pe-ticket__reveal" role="timer" aria-live="off">
        <span aria-hidden="true">📍 </span>
        The address is revealed in <strong>{countdownText(target, now)}</strong>,{' '}
        {event.locationReveal.hoursBefore} {event.locationReveal.hoursBefore === 1 ? 'hour' : 'hours'} before
        the start.
      </p>
    );
  }
  if (event.locationHidden || !event.location || event.locationReveal.mode === 'public') return null;
  return (
    <div className="pe-ticket__reveal pe-ticket__reveal--out" role="note" aria-label="Address">
      <p>
        <span aria-hidden="true">📍 </span>
        <strong>{event.location}</strong>
      </p>
      {event.doorInstructions && <p>At the door: {event.doorInstructions}</p>}
    </div>
  );
}
