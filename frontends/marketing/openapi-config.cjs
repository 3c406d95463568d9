// The marketing pages' own endpoints: the visitor forms and the staff inbox, the OpenAPI tags
// inquiries and staff (docs/adr/0008).
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  ...require('../libs/api/openapi-config.cjs'),
  schemaFile: '../../backend/openapi/openapi.json',
  // Injected into the shell's one API slice, which holds the session endpoints.
  apiFile: '@nightlife/api',
  outputFile: './src/api/generated.ts',
  exportName: 'marketingApi',
  // The CSV exports are plain download links, not data calls.
  filterEndpoints: (name, { operation }) =>
    name !== 'exportStaffInbox' && ['inquiries', 'staff'].some((tag) => operation.tags?.includes(tag)),
};
