import type { EventDetail } from '../../api/events-api';
import { Tabs, TabsContent, TabsList, TabsTrigger, buttonClassName } from '@nightlife/ui';
import { EventHost } from '../../event-page/components/EventHost';
import { AttendeesTab } from './AttendeesTab';
import { IssuedTickets } from './IssuedTickets';

/** Tickets, Attendees and Host Info (spec 1 §2). */
export function TicketTabs({ event, userId }: { event: EventDetail; userId: string }) {
  return (
    <Tabs defaultValue="tickets" className="pe-ticket__tabs">
      <TabsList aria-label="Ticket details">
        <TabsTrigger value="tickets">Tickets</TabsTrigger>
        <TabsTrigger value="attendees">Attendees</TabsTrigger>
        <TabsTrigger value="host">Host Info</TabsTrigger>
      </TabsList>
      <TabsContent value="tickets">
        <IssuedTickets eventId={event.id} price={event.price} />
      </TabsContent>
      <TabsContent value="attendees">
        <AttendeesTab event={event} userId={userId} />
      </TabsContent>
      <TabsContent value="host">
        <EventHost hostName={event.hostName} hostUsername={event.hostUsername} hostAvatar={event.hostAvatar}>
          {/* The API gives the host's address to their guests only (this page requires an RSVP). */}
          {event.hostEmail ? (
            <a
              className={buttonClassName({ variant: 'primary', size: 'sm' })}
              href={`mailto:${event.hostEmail}?subject=${encodeURIComponent(event.title)}`}
            >
              Contact Host
            </a>
          ) : null}
        </EventHost>
      </TabsContent>
    </Tabs>
  );
}
