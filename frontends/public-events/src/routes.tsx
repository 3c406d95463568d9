// Every page of this remote. The shell sends it the paths under the segments it claims in
// /remotes.json ('/events', '/event', '/qr' and the single-segment catch-all '/:username');
// which pages live there is decided here alone. Each page's code loads on its first visit.
import type { RouteObject } from 'react-router';
import { ProfileSkeleton } from './profile/components/ProfileSkeleton';
import './public-events.css';

const routes: RouteObject[] = [
  {
    // The list and the event page render with their data: each loader, a small chunk of its own,
    // starts the page's query while the page's code loads.
    path: '/events',
    // Only on the way in: within the list, a filter, a search or a page answers at once, and the
    // page's own query shows the list as busy until its answer is in.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: {
      loader: async () => (await import('./events/events.loader')).eventsLoader,
      Component: async () => (await import('./events/components/EventsPage')).EventsPage,
    },
  },
  {
    path: '/event/:slug',
    lazy: {
      loader: async () => (await import('./event-page/event-page.loader')).eventPageLoader,
      Component: async () => (await import('./event-page/components/EventPage')).EventPage,
    },
  },
  {
    path: '/event/:slug/rsvp',
    lazy: async () => ({ Component: (await import('./rsvp/components/RsvpPage')).RsvpPage }),
  },
  {
    path: '/event/:slug/ticket',
    lazy: async () => {
      // The page's styles load with it (a component importing CSS would break the unit tests' renders).
      const [{ TicketPage }] = await Promise.all([
        import('./ticket/components/TicketPage'),
        import('./ticket/ticket.css'),
      ]);
      return { Component: TicketPage };
    },
  },
  {
    // A +1 link (ADR 0029): a friend claims the place as their own RSVP.
    path: '/event/:slug/invite/:code',
    lazy: async () => ({ Component: (await import('./invite/InvitePage')).InvitePage }),
  },
  {
    // A name no user holds is the shell's 404 page; any other failure the 'Profile Not Found' card.
    path: '/:username',
    HydrateFallback: ProfileSkeleton,
    lazy: async () => {
      const { loader, Component } = await import('./profile/profile.route');
      return { loader, Component };
    },
  },
];

export default routes;
