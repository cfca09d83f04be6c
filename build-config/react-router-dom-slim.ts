// What production builds ship as 'react-router-dom': only the router APIs the site uses, re-exported from react-router.
//
// 'react-router-dom' is a Module Federation shared singleton, and a shared module is built whole (any remote may ask
// for any export), so sharing the real package put all of react-router on every page (sizes: docs/performance.md).
// In `vite build`, remote-vite-config.ts provides the shared 'react-router-dom' from this file (the federation
// plugin's `shared.import`; a Vite alias would bypass the sharing), so the one shared router is these exports,
// tree-shaken. `vite dev` and the unit tests use the real package.
//
// Using a router API that is not listed here fails the build with "<name> is not exported": add it below.
// Application code imports 'react-router-dom' only (eslint forbids 'react-router': a second router instance would not
// see the shell's router context).
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router';
