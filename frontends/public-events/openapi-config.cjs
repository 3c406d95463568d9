// The endpoints of the events, RSVP, ticket and profile pages (docs/adr/0008), in two files so a
// page loads only what it uses (the event page's first load is on a byte budget, ADR 0010):
// generated.ts reads (the list, an event, its guest list, themes, a profile, connection status,
// the caller's tickets); actions.generated.ts the writes of the RSVP, ticket and profile pages.
const base = require('../libs/api/openapi-config.cjs');

const READS = [
  'listEvents',
  'getEventBySlug',
  'listEventRsvpsWithUsers',
  'listThemes',
  'getUserProfile',
  'getConnectionStatus',
  'listMyEventTickets',
];
const ACTIONS = ['createRsvp', 'changeRsvp', 'cancelRsvp', 'createConnection'];

// The base's single client (its file, name and endpoints) gives way to the two below.
const common = { ...base };
delete common.outputFile;
delete common.exportName;
delete common.filterEndpoints;

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  ...common,
  schemaFile: '../../backend/openapi/openapi.json',
  // Injected into the shell's one API slice, which holds the session endpoints.
  apiFile: '@nightlife/api',
  outputFiles: {
    './src/api/generated.ts': { exportName: 'publicEventsApi', filterEndpoints: READS },
    './src/api/actions.generated.ts': { exportName: 'publicEventsActionsApi', filterEndpoints: ACTIONS },
  },
};
