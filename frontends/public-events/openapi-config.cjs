// The endpoints of the events, RSVP, ticket and profile pages: the OpenAPI tags events, rsvps and
// themes, connecting and its status, the public profile and the caller's own tickets (docs/adr/0008).
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  ...require('../libs/api/openapi-config.cjs'),
  schemaFile: '../../backend/openapi/openapi.json',
  // Injected into the shell's one API slice, which holds the session endpoints.
  apiFile: '@nightlife/api',
  outputFile: './src/api/generated.ts',
  exportName: 'publicEventsApi',
  filterEndpoints: (name, { operation }) =>
    ['createConnection', 'getConnectionStatus', 'getUserProfile', 'listMyEventTickets'].includes(name) ||
    ['events', 'rsvps', 'themes'].some((tag) => operation.tags?.includes(tag)),
};
