// `react` as the apps import it: preact/compat (react-runtime.cjs, ADR 0045), plus the one hook
// react-router 8's RouterProvider imports that compat lacks. The router only sets an optimistic
// state when it runs navigations as transitions (`useTransitions`), which these apps do not, so
// the state passed in is the state shown.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function useOptimistic(state) {
  return [state, () => {}];
}
