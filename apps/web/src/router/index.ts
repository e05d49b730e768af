// Our router (decision 0018): React Router's declarative API as the app uses it, and nothing more.
export { Link, NavLink, type LinkProps, type NavLinkProps } from './link.tsx';
export {
  useLocation,
  useNavigate,
  type Location,
  type Navigate,
  type NavigateOptions,
  type StaticLocation,
} from './location.ts';
export { MemoryRouter, Router } from './router.tsx';
export { Outlet, Route, Routes, useParams, type Params, type RouteProps } from './routes.tsx';
export { useSearchParams, type SearchParamsInit } from './search-params.ts';
