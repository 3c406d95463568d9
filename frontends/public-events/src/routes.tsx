// Every page of this remote. The shell sends it the paths under the segments it claims in
// /remotes.json ('/events', '/event', '/qr' and the single-segment catch-all '/:username');
// which pages live there is decided here alone. Each page's code loads on its first visit.
import { isReservedUsername, USERNAME_PATTERN } from '@nightlife/domain';
import { data, type RouteObject } from 'react-router';
import './public-events.css';

/** A segment no user can hold (a page's path, a malformed name) is the 404 page, never an empty profile. */
function profileLoader({ params }: { params: { username?: string } }) {
  const username = params.username ?? '';
  if (!USERNAME_PATTERN.test(username) || isReservedUsername(username)) throw data(null, { status: 404 });
  return null;
}

const routes: RouteObject[] = [
  {
    path: '/events',
    lazy: async () => ({ Component: (await import('./events/components/EventsPage')).EventsPage }),
  },
  {
    path: '/event/:slug',
    lazy: async () => ({ Component: (await import('./event-page/components/EventPage')).EventPage }),
  },
  {
    path: '/event/:slug/rsvp',
    lazy: async () => ({ Component: (await import('./rsvp/components/RsvpPage')).RsvpPage }),
  },
  {
    path: '/event/:slug/ticket',
    lazy: async () => ({ Component: (await import('./ticket/components/TicketPage')).TicketPage }),
  },
  {
    path: '/:username',
    loader: profileLoader,
    lazy: async () => ({
      Component: (await import('./profile/components/ProfilePlaceholderPage')).ProfilePlaceholderPage,
    }),
  },
];

export default routes;
