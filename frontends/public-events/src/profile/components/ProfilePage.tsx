import { useLoaderData } from 'react-router';
import { displayName, pageTitle } from '@nightlife/domain';
import { useDocumentTitle } from '@nightlife/ui';
import type { ProfileLoaderData } from '../profile.loader';
import { ProfileCard } from './ProfileCard';
import { ProfileNotFound } from './ProfileNotFound';
import '../profile.css';

/** /{username}: the public profile (spec 2 §2.11). Unknown names never get here: they are the 404 page. */
export function ProfilePage() {
  const { profile } = useLoaderData() as ProfileLoaderData;
  useDocumentTitle(
    pageTitle(profile ? `${displayName(profile.user)} (@${profile.user.username})` : 'Profile Not Found'),
  );
  return profile ? <ProfileCard profile={profile} /> : <ProfileNotFound />;
}
