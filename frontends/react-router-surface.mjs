// The part of react-router the apps share (ADR 0008). A federated shared module cannot be
// tree-shaken (a remote might use any export), and the full package is 64 KB gzipped, mostly
// framework-mode and server code these single-page apps never run. So the shared singleton is
// this list, tree-shaken by the bundler. A remote needing another export adds it here (a shell
// release); frontends/shell/src/routing/shared-surfaces.spec.ts fails when one is missing. Every
// export is on every page's first load (first-load-budget.e2e.ts): useBlocker (the event form's
// leave guard) came in as <Navigate> went out, ~200 bytes gzipped each; the remotes redirect with
// a Redirect of their own (useNavigate in an effect).
// '#react-router-full' (an alias to the package's production build, rspack.common.mjs) keeps this
// import from resolving to the shared module itself.
export {
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  useBlocker,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from '#react-router-full';
