// Unit tests of this remote, with the settings all remotes share; page components import their
// stylesheets, which Jest does not load.
const shared = require('../jest.remote.cjs');

module.exports = {
  ...shared,
  moduleNameMapper: { ...shared.moduleNameMapper, '\\.css$': '<rootDir>/jest.css-stub.cjs' },
};
