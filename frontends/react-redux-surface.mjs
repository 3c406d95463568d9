// The part of react-redux the apps share (ADR 0008), like react-router-surface.mjs: a federated
// shared module keeps every export (a remote might use any), and react-redux's `connect` (the
// class-era API no app uses) is most of the package. So the shared singleton is this list,
// tree-shaken by the bundler: what Redux Toolkit Query's React hooks use, plus what the apps
// import. A missing name fails frontends/shell/src/routing/shared-surfaces.spec.ts.
// '#react-redux-full' (an alias to the package's ES module, rspack.common.mjs) keeps this import
// from resolving to the shared module itself.
export {
  batch,
  Provider,
  ReactReduxContext,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from '#react-redux-full';
