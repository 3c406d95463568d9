// React's API in the browser is served by preact/compat (ADR 0045): the code, its types and the
// libraries it uses (react-router, react-redux, Radix) are written for React; the bundle and the
// unit tests resolve these imports to Preact, so the tests render with what ships.
const path = require('node:path');

/** Each module the code or a library imports from React, and what serves it. */
const reactRuntime = {
  react: path.join(__dirname, 'preact-react.mjs'),
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
};

/** The same map as rspack aliases (exact matches only: `react-dom/client` is its own entry). */
const bundlerAliases = Object.fromEntries(Object.entries(reactRuntime).map(([name, to]) => [`${name}$`, to]));

/** The same map as Jest's moduleNameMapper. */
const jestModuleNameMapper = Object.fromEntries(
  Object.entries(reactRuntime).map(([name, to]) => [`^${name}$`, to]),
);

module.exports = { bundlerAliases, jestModuleNameMapper };
