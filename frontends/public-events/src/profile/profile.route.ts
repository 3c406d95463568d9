// The /{username} route's parts, loaded on the first visit of a profile (nothing of it weighs on
// the other pages' first load).
export { profileLoader as loader } from './profile.loader';
export { ProfilePage as Component } from './components/ProfilePage';
