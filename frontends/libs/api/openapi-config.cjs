/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../../../backend/openapi/openapi.json',
  apiFile: './src/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/generated/api.ts',
  exportName: 'generatedApi',
  // Only what every app needs: the session (each app generates its own endpoints, docs/adr/0008).
  filterEndpoints: ['getSession', 'login', 'logout'],
  hooks: true,
  // Tags and invalidation are hand-written in src/enhanced-api.ts.
  tag: false,
  // Path params are spliced into a template string; query params go through fetchBaseQuery's
  // URLSearchParams, which encodes them itself (encoding here too would double-encode).
  encodePathParams: true,
  useUnknown: true,
};
