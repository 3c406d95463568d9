import { useRef } from 'react';
import { QRCodeCanvas } from 'qrcode.react';
import { Button, Card } from '@nightlife/ui';
import type { EventDetail } from '../../api/events-api';
import { useListMyEventTicketsQuery } from '../ticket-api';

/** Modules per QR side at version 8 (ADR 0030): 140 characters in byte mode at level M. */
const QR_PIXELS = 264;

/**
 * The signed code to show at the door (ADR 0030), drawn here from the server's code: dark on
 * plain white with a wide quiet zone, level M, so a phone reads it from another phone's screen in
 * a dark room. Shown only while the guest's RSVP holds a ticket (the server sends none otherwise).
 */
export function DoorCode({ event }: { event: EventDetail }) {
  const { data: tickets } = useListMyEventTicketsQuery({ eventId: event.id });
  const canvas = useRef<HTMLCanvasElement>(null);
  const ticket = tickets?.[0];
  if (!ticket) return null;

  const party = ticket.partySize === 1 ? 'Just you' : `Party of ${ticket.partySize}`;
  const download = () => {
    const link = document.createElement('a');
    link.href = canvas.current!.toDataURL('image/png');
    link.download = `${event.slug}-ticket.png`;
    link.click();
  };
  return (
    <Card glow="cyan" className="pe-door-code" role="region" aria-labelledby="pe-door-code-title">
      <div className="pe-door-code__qr">
        <QRCodeCanvas
          ref={canvas}
          value={ticket.code}
          level="M"
          size={QR_PIXELS}
          marginSize={4}
          bgColor="#ffffff"
          fgColor="#000000"
          role="img"
          aria-label={`Ticket code for ${ticket.guestName}`}
          data-code={ticket.code}
        />
      </div>
      <div className="pe-door-code__body">
        <h2 id="pe-door-code-title" className="pe-door-code__title">
          Your ticket
        </h2>
        <p className="pe-door-code__name">{ticket.guestName}</p>
        <p className="pe-door-code__meta">
          {ticket.label} · {party}
        </p>
        <p className="pe-door-code__hint">
          ☀️ Turn your screen brightness all the way up and show this code at the door. It changes if your
          RSVP changes: a screenshot of an old one will not get you in.
        </p>
        <Button variant="secondary" size="sm" onClick={download}>
          Download PNG
        </Button>
      </div>
    </Card>
  );
}
