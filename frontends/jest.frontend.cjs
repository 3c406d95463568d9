// Jest settings of the shell's and the remotes' unit tests: pure rules and server-rendered
// components (no browser needed).
const path = require('node:path');
const { jestModuleNameMapper } = require('./react-runtime.cjs');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Workspace packages (the domain) resolve to their TypeScript source, as in the build.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  // react-router 8 (with its @remix-run and cookie-es dependencies) and preact ship ESM only:
  // @swc/jest compiles them like our sources.
  transformIgnorePatterns: [
    '/node_modules/(?!(react-router|@remix-run|cookie-es|preact|preact-render-to-string)/)',
  ],
  transform: {
    '^.+\\.[cm]?[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleNameMapper: {
    '^\\./routeModules\\.js$': path.join(__dirname, 'jest.route-modules-stub.cjs'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Components import their stylesheets, which Jest does not load.
    '\\.css$': path.join(__dirname, 'jest.css-stub.cjs'),
    ...jestModuleNameMapper,
  },
};
