import type { RouteObject } from 'react-router';
import './public-events.css';
import { EventsPage } from './events/components/EventsPage';
import { EventPage } from './event-page/components/EventPage';
import { ProfilePlaceholderPage } from './profile/components/ProfilePlaceholderPage';

const routes: RouteObject[] = [
  { path: '/events', Component: EventsPage },
  { path: '/event/:slug', Component: EventPage },
  { path: '/:username', Component: ProfilePlaceholderPage },
];

export default routes;
