// Federation runtime plugin of the shell (ADR 0008). provideExternalRuntime hands the runtime core
// to the remotes; this also hands them the MF SDK and error codes, which the shell's runtime
// bundles anyway (the same CommonJS modules, hence require), so remote entries read these globals
// (rspack.common.mjs, federationGlobals) instead of each carrying a copy.
const errorCodes = require('@module-federation/error-codes');
const sdk = require('@module-federation/sdk');

module.exports = function federationSharedGlobals() {
  return {
    name: 'nightlife-federation-shared-globals',
    beforeInit(args) {
      globalThis._FEDERATION_SDK = sdk;
      globalThis._FEDERATION_ERROR_CODES = errorCodes;
      return args;
    },
  };
};
