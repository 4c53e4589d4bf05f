// What the shell and the remotes use of react-router-dom, provided to the share scope under the
// name 'react-router-dom'. A shared module is bundled whole, and react-router-dom whole is 61 KB
// gzip; through this list the one copy every page downloads is tree-shaken to about 14 KB.
// ESLint allows importing only these names from 'react-router-dom' (eslint.config.mjs).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
