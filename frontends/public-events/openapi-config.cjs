// The endpoints of the events, RSVP, ticket and profile pages (docs/adr/0008), in three files so a
// page loads only what it uses (the event page's first load is on a byte budget, ADR 0010):
// generated.ts the reads of the event page (an event, its guest list); list.generated.ts
// the list of /events; actions.generated.ts the rest of the RSVP, ticket and profile pages (a profile, connection
// status, the caller's tickets and waitlist place, and every write).
const base = require('../libs/api/openapi-config.cjs');

const READS = ['getEventBySlug', 'listEventRsvpsWithUsers'];
const ACTIONS = [
  'getUserProfile',
  'getConnectionStatus',
  'listMyEventTickets',
  'createRsvp',
  'changeRsvp',
  'cancelRsvp',
  'createConnection',
  'getWaitlistStatus',
  'joinWaitlist',
  'leaveWaitlist',
  'acceptWaitlistOffer',
  'declineWaitlistOffer',
  'reconfirmRsvp',
  'inviteFriends',
  'withdrawInvitation',
  'getInvitation',
  'claimInvitation',
];

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
    './src/api/list.generated.ts': { exportName: 'publicEventsListApi', filterEndpoints: ['listEvents'] },
    './src/api/actions.generated.ts': { exportName: 'publicEventsActionsApi', filterEndpoints: ACTIONS },
  },
};
