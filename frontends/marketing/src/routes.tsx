import type { RouteObject } from 'react-router';
import './marketing.css';
import { LandingPage } from './landing/components/LandingPage';
import { AboutPage } from './about/components/AboutPage';
import { TermsPage } from './terms/components/TermsPage';

const routes: RouteObject[] = [
  { path: '/', Component: LandingPage },
  { path: '/about', Component: AboutPage },
  { path: '/terms', Component: TermsPage },
];

export default routes;
