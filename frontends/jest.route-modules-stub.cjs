// react-router's framework-mode route module loader reads `import.meta`, which Jest's
// CommonJS runtime cannot parse. Data routers in SPA mode (ours) never call it.
module.exports = {
  loadRouteModule: () => {
    throw new Error('framework-mode route modules are not used by these apps');
  },
};
