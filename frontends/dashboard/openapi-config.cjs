// The dashboard's own endpoints (login is in @nightlife/api, the shell signs out with it) (docs/adr/0008).
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  ...require('../libs/api/openapi-config.cjs'),
  schemaFile: '../../backend/openapi/openapi.json',
  // Injected into the shell's one API slice, which holds the session endpoints.
  apiFile: '@nightlife/api',
  outputFile: './src/api/generated.ts',
  exportName: 'dashboardApi',
  // Signup, uploads, the Profile (with its QR panel), Contacts and Settings tabs (profiles,
  // qr-codes, settings with the calendar feed, access tokens and webhooks, connections, themes), the host workspace (Overview, Attending, My Events,
  // RSVP Analytics, the event form), ticket management: the guest list, RSVP statuses, requests
  // waiting for approval, the waitlist and tickets (the CSV export is a plain link), Host Tools (announcements) and the Inbox tab
  // (notifications; the unread count is the shell's, for its badge).
  filterEndpoints: (name, { operation }) =>
    [
      'signup',
      'requestUpload',
      'publishUpload',
      'setAvatar',
      'createEvent',
      'listEventRsvpsWithUsers',
      'updateRsvpStatus',
      'listEventTickets',
      'issueTicket',
      'approveRsvps',
      'declineRsvps',
      'listWaitlistParties',
      'offerWaitlistPlaces',
      'getCalendarFeed',
      'regenerateCalendarFeed',
    ].includes(name) ||
    (name !== 'countUnreadNotifications' &&
      [
        'profiles',
        'qr-codes',
        'settings',
        'connections',
        'themes',
        'host-events',
        'announcements',
        'notifications',
        'door',
        'tokens',
        'webhooks',
      ].some((tag) => operation.tags?.includes(tag))),
};
