import type { RouteObject } from 'react-router';
import './public-events.css';
import { EventsPage } from './events/components/EventsPage';
import { EventPage } from './event-page/components/EventPage';
import { RsvpPage } from './rsvp/components/RsvpPage';
import { TicketPage } from './ticket/components/TicketPage';
import { ProfilePlaceholderPage } from './profile/components/ProfilePlaceholderPage';

const routes: RouteObject[] = [
  { path: '/events', Component: EventsPage },
  { path: '/event/:slug', Component: EventPage },
  { path: '/event/:slug/rsvp', Component: RsvpPage },
  { path: '/event/:slug/ticket', Component: TicketPage },
  { path: '/:username', Component: ProfilePlaceholderPage },
];

export default routes;
