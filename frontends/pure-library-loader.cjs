// A build step for react-router's production files (rspack.common.mjs). Its top level creates
// components and contexts with `React.forwardRef(...)`, `React.memo(...)` and
// `React.createContext(...)` without a `/* @__PURE__ */` mark, and names each with a
// `X.displayName = "..."` statement. The minifier must assume such calls and assignments have
// effects, so every component of the package stays in the bundle whether an app imports it or
// not (Form, ScrollRestoration, fetchers, the framework-mode prefetch links...). Marking the
// calls pure and dropping the top-level `displayName` lines (read only by React DevTools) lets
// the unused ones go. Only whole top-level lines of these exact shapes are touched.
module.exports = function pureLibraryLoader(source) {
  return source
    .replace(/^([A-Za-z_$][\w$]*)\.displayName = "[^"\n]*";$/gm, '')
    .replace(
      /^((?:export )?(?:const|let|var) [A-Za-z_$][\w$]* = )([A-Za-z_$][\w$]*\.(?:forwardRef|memo|createContext)\()/gm,
      '$1/* @__PURE__ */ $2',
    );
};
