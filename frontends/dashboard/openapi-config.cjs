// The dashboard's own endpoints (login is in @nightlife/api, the shell signs out with it) (docs/adr/0008).
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  ...require('../libs/api/openapi-config.cjs'),
  schemaFile: '../../backend/openapi/openapi.json',
  // Injected into the shell's one API slice, which holds the session endpoints.
  apiFile: '@nightlife/api',
  outputFile: './src/api/generated.ts',
  exportName: 'dashboardApi',
  // Signup, uploads, the Profile, Contacts and Settings tabs (profiles, settings, connections, themes),
  // and the host workspace (Overview, Attending, My Events, RSVP Analytics, the event form).
  filterEndpoints: (name, { operation }) =>
    ['signup', 'requestUpload', 'publishUpload', 'setAvatar'].includes(name) ||
    ['createEvent', 'listEventRsvpsWithUsers'].includes(name) ||
    ['profiles', 'settings', 'connections', 'themes', 'host-events'].some((tag) =>
      operation.tags?.includes(tag),
    ),
};
