// Unit tests of this app, with the settings all the frontends share.
module.exports = require('../jest.frontend.cjs');
