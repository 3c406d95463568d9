// Unit tests of this remote, with the settings all remotes share; stylesheets load as nothing
// (components that import one, such as the uploads block, render in the server-side tests).
const shared = require('../jest.remote.cjs');

module.exports = {
  ...shared,
  moduleNameMapper: { ...shared.moduleNameMapper, '\\.css$': '<rootDir>/jest.style-stub.cjs' },
};
