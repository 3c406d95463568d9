// The shell's own endpoints; the session ones are in @nightlife/api (docs/adr/0008).
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  ...require('../libs/api/openapi-config.cjs'),
  schemaFile: '../../backend/openapi/openapi.json',
  // Injected into the shell's one API slice, which holds the session endpoints.
  apiFile: '@nightlife/api',
  outputFile: './src/api/generated.ts',
  exportName: 'shellApi',
  // The navigation's unread badge asks only for the count.
  filterEndpoints: ['submitErrorReport', 'countUnreadNotifications'],
};
