// Nest 12, MikroORM 7 and a few of their dependencies ship ESM only: @swc/jest turns them into
// CommonJS along with our TypeScript. Decorator metadata must be emitted for Nest DI and Swagger.
const esmPackages = [
  '@nestjs',
  '@mikro-orm',
  'kysely',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  'load-esm',
  '@borewit',
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2023',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@nightlife/domain$': '<rootDir>/../domain/src/index.ts',
    '^@nightlife/domain/testing$': '<rootDir>/../domain/src/testing/index.ts',
    // The SDK as a third-party program uses it (test/sdk.int-spec.ts).
    '^@nightlife/sdk$': '<rootDir>/../sdk/src/index.ts',
  },
  resolver: '<rootDir>/test/support/jest-resolver.cjs',
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  setupFiles: ['<rootDir>/test/support/worker-env.ts'],
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30_000,
};
