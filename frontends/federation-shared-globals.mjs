// Federation runtime plugin of the shell (ADR 0003, 0008). provideExternalRuntime hands the runtime
// core to the remotes; this also hands them the shell's webpack bundler runtime (the functions a
// container calls to load shared modules and initialise its share scope, all parameterised by the
// container's own __webpack_require__) and the MF error codes. Remote entries read these globals
// (federation-remote-bundler-runtime.mjs, rspack.common.mjs) instead of each carrying a copy.
import * as errorCodes from '@module-federation/error-codes';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

export default function federationSharedGlobals() {
  return {
    name: 'nightlife-federation-shared-globals',
    beforeInit(args) {
      globalThis._FEDERATION_BUNDLER_RUNTIME = { bundlerRuntime, attachShareScopeMap };
      globalThis._FEDERATION_ERROR_CODES = errorCodes;
      return args;
    },
  };
}
