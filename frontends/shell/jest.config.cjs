/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Workspace packages (the domain) resolve to their TypeScript source, as in the build.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  moduleNameMapper: {
    '^\\./routeModules\\.js$': '<rootDir>/jest.route-modules-stub.cjs',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': '<rootDir>/jest.css-stub.cjs',
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  // react-router 8 (and its @remix-run, cookie-es deps) ship ESM only; let @swc/jest compile it like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(react-router|@remix-run|cookie-es)/)'],
  transform: {
    '^.+\\.[cm]?[tj]sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      },
    ],
  },
};
