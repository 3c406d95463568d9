/**
 * Profiles live at /{username}, so a username may not shadow a first path segment the app serves:
 * the route table (spec 2 §2.1), referenced paths, backend and static paths, and common names.
 * frontends/shell/src/routing/routes.spec.ts fails when a segment in frontends/remotes.json or a
 * top-level path of the OpenAPI document is missing here.
 */
export const RESERVED_USERNAMES = [
  // spec 2 §2.1 route table and referenced paths
  'events',
  'event',
  'attendee-signup',
  'login',
  'signup',
  'profile-setup',
  'verification',
  'dashboard',
  'about',
  'team',
  'partnerships',
  'contact',
  'flyer-studio',
  'party-tag',
  'hookah-service',
  'terms',
  'privacy',
  'qr',
  'loading',
  // the staff inbox (marketing remote)
  'staff',
  // the door app (dashboard remote) and its service worker, manifest and icons (shell's public/)
  'door',
  'door-sw.js',
  'door.webmanifest',
  'door-icon.svg',
  'door-icon-192.png',
  'door-icon-512.png',
  // served by the backend or the static hosting
  'api',
  'remotes',
  'remotes.json',
  'assets',
  'static',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'manifest.json',
  'index.html',
  'health',
  // link-preview cards (/og/{event|profile}/{name}/{hash}.jpg, ADR 0034)
  'og',
  // uploaded files (the storage port's public paths)
  'uploads',
  'objects',
  'public-objects',
  // names that would mislead or that future routes may need
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'help',
  'settings',
  'profile',
  'profiles',
  'user',
  'users',
  'logout',
  'register',
  'privacy',
  'cookies',
  'gdpr',
  'sms',
  'tickets',
  'www',
  'null',
  'undefined',
  'not-found',
  '404',
] as const;

const RESERVED = new Set<string>(RESERVED_USERNAMES);

// The shell's build files are served from the root ('/main.3f2a.js', '/mf-manifest.json'), so a
// username that looks like such a file name could never show its profile.
const STATIC_FILE_NAME =
  /\.(?:[cm]?js|css|map|json|html?|ico|png|jpe?g|gif|svg|webp|txt|xml|webmanifest|woff2?)$/i;

export function isReservedUsername(username: string): boolean {
  const name = username.trim().toLowerCase();
  return RESERVED.has(name) || STATIC_FILE_NAME.test(name);
}
