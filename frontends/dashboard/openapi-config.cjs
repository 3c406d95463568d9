// The dashboard's own endpoints (login is in @nightlife/api, the shell signs out with it) (docs/adr/0008).
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  ...require('../libs/api/openapi-config.cjs'),
  schemaFile: '../../backend/openapi/openapi.json',
  // Injected into the shell's one API slice, which holds the session endpoints.
  apiFile: '@nightlife/api',
  outputFile: './src/api/generated.ts',
  exportName: 'dashboardApi',
  // Signup, uploads, and the Profile, Contacts and Settings tabs (profiles, settings, connections,
  // themes); Host Tools (announcements, to the event's RSVPs) and the Inbox tab (notifications;
  // the unread count is the shell's, for its badge).
  filterEndpoints: (name, { operation }) =>
    ['signup', 'requestUpload', 'publishUpload', 'setAvatar', 'listEventRsvpsWithUsers'].includes(name) ||
    (name !== 'countUnreadNotifications' &&
      ['profiles', 'settings', 'connections', 'themes', 'announcements', 'notifications'].some((tag) =>
        operation.tags?.includes(tag),
      )),
};
