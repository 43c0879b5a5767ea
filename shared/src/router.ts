/**
 * The router the portal uses, one copy in the page: every app imports it from here
 * ('@clinica/shared/router', a singleton the host provides). A shared library is never tree-shaken:
 * sharing react-router-dom itself shipped all of it (about 56 KB as served) to every screen, these
 * about 30. An API used for the first time is added here. Types come through whole.
 */
export type * from 'react-router-dom';
export {
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createHashRouter,
  createMemoryRouter,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router-dom';
