// Every page of this remote, under the segments it claims in /remotes.json. Each page's code
// loads on its first visit.
import type { RouteObject } from 'react-router';
import './marketing.css';

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
    path: '/terms',
    lazy: async () => ({ Component: (await import('./terms/components/TermsPage')).TermsPage }),
  },
];

export default routes;
