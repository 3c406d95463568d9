import type { RouteObject } from 'react-router';
import './dashboard.css';
import { AttendeeSignupPage } from './auth/components/AttendeeSignupPage';
import { HostSignupPage } from './auth/components/HostSignupPage';
import { LoginPage } from './auth/components/LoginPage';
import { DashboardPage } from './account/components/DashboardPage';
import { ProfileSetupPage } from './account/components/ProfileSetupPage';
import { VerificationPage } from './account/components/VerificationPage';

const routes: RouteObject[] = [
  { path: '/login', Component: LoginPage },
  { path: '/signup', Component: HostSignupPage },
  { path: '/attendee-signup', Component: AttendeeSignupPage },
  { path: '/dashboard', Component: DashboardPage },
  { path: '/verification', Component: VerificationPage },
  { path: '/profile-setup', Component: ProfileSetupPage },
];

export default routes;
