/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../../../backend/openapi/openapi.json',
  apiFile: './src/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/generated/api.ts',
  exportName: 'generatedApi',
  hooks: true,
  // Tags and invalidation are hand-written in src/enhanced-api.ts.
  tag: false,
  encodePathParams: true,
  encodeQueryParams: true,
  useUnknown: true,
};
