// What a remote entry uses in place of @module-federation/webpack-bundler-runtime (ADR 0008): the
// shell's copy of its functions (published by federation-shared-globals.mjs), with this
// container's own state, exactly as a private copy of the package would start: its own runtime
// module (which remembers this container's federation instance), share-scope object and options.
// The shell has no exposes, so its copy lacks initContainerEntry: that one is bundled here.
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const shell = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!shell) throw new Error('This remote needs the shell: the federation bundler runtime was not provided');

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...shell.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: shell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
