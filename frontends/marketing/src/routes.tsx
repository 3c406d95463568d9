// Every page of this remote, under the segments it claims in /remotes.json. Each page's code
// loads on its first visit.
import type { RouteObject } from 'react-router';
import './marketing.css';
import { staffInboxLoader } from './staff/staff-access';

const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./landing/components/LandingPage')).LandingPage }),
  },
  {
    path: '/about',
    lazy: async () => ({ Component: (await import('./about/components/AboutPage')).AboutPage }),
  },
  {
    path: '/team',
    lazy: async () => ({ Component: (await import('./team/components/TeamPage')).TeamPage }),
  },
  {
    path: '/partnerships',
    lazy: async () => ({
      Component: (await import('./partnerships/components/PartnershipsPage')).PartnershipsPage,
    }),
  },
  {
    path: '/contact',
    lazy: async () => ({ Component: (await import('./contact/components/ContactPage')).ContactPage }),
  },
  {
    path: '/flyer-studio',
    lazy: async () => ({
      Component: (await import('./flyer-studio/components/FlyerStudioPage')).FlyerStudioPage,
    }),
  },
  {
    path: '/party-tag',
    lazy: async () => ({ Component: (await import('./party-tag/components/PartyTagPage')).PartyTagPage }),
  },
  {
    path: '/hookah-service',
    lazy: async () => ({
      Component: (await import('./hookah/components/HookahServicePage')).HookahServicePage,
    }),
  },
  {
    path: '/terms',
    lazy: async () => ({ Component: (await import('./terms/components/TermsPage')).TermsPage }),
  },
  {
    path: '/privacy',
    lazy: async () => ({ Component: (await import('./privacy/components/PrivacyPage')).PrivacyPage }),
  },
  {
    // Staff only: anyone else gets the 404 page (the loader reads the inbox from the server).
    path: '/staff',
    loader: staffInboxLoader,
    lazy: async () => ({ Component: (await import('./staff/components/StaffPage')).StaffPage }),
  },
];

export default routes;
