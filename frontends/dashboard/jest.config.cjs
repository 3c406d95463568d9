// Unit tests of this remote, with the settings all remotes share.
module.exports = require('../jest.remote.cjs');
