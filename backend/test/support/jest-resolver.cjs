// The domain is written for `nodenext` resolution: its relative imports name the emitted
// `.js` file. Under Jest the sources are TypeScript, so fall back to the `.ts` sibling.
module.exports = (request, options) => {
  try {
    return options.defaultResolver(request, options);
  } catch (error) {
    if (/^\.{1,2}\/.*\.js$/.test(request)) {
      return options.defaultResolver(request.replace(/\.js$/, '.ts'), options);
    }
    throw error;
  }
};
