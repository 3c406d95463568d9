// Every page of this remote, under the segments it claims in /remotes.json. Each page's code
// loads on its first visit.
import type { RouteObject } from 'react-router';
import './dashboard.css';

const routes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./auth/components/LoginPage')).LoginPage }),
  },
  {
    path: '/signup',
    lazy: async () => ({ Component: (await import('./auth/components/HostSignupPage')).HostSignupPage }),
  },
  {
    path: '/attendee-signup',
    lazy: async () => ({
      Component: (await import('./auth/components/AttendeeSignupPage')).AttendeeSignupPage,
    }),
  },
  {
    path: '/dashboard',
    lazy: async () => ({ Component: (await import('./account/components/DashboardPage')).DashboardPage }),
  },
  {
    path: '/dashboard/events/:eventId/tickets',
    lazy: async () => ({
      Component: (await import('./tickets/components/TicketManagementPage')).TicketManagementPage,
    }),
  },
  {
    path: '/dashboard/events/new',
    lazy: async () => ({ Component: (await import('./host/EventFormPage')).EventFormPage }),
  },
  {
    path: '/dashboard/events/:eventId/edit',
    lazy: async () => ({ Component: (await import('./host/EventFormPage')).EventFormPage }),
  },
  {
    path: '/verification',
    lazy: async () => ({
      Component: (await import('./verification/components/VerificationPage')).VerificationPage,
    }),
  },
  {
    // The door app (issue 19 §3): phone-first check-in that keeps working offline.
    path: '/door/:eventId',
    lazy: async () => ({ Component: (await import('./door/components/DoorPage')).DoorPage }),
  },
  {
    path: '/profile-setup',
    lazy: async () => ({
      Component: (await import('./account/components/ProfileSetupPage')).ProfileSetupPage,
    }),
  },
];

export default routes;
