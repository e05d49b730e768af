import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  type ReactNode,
} from 'react';
import { useLocation } from './location.ts';

export type Params = Readonly<Partial<Record<string, string>>>;

export interface RouteProps {
  /** Relative to the parent route; `:name` is a param, a final `*` takes the rest. */
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

interface Branch {
  pattern: string[];
  score: number;
  routes: RouteProps[];
}

/** The matched params, how many path segments the match used (for nested <Routes>), the child. */
const RouteContext = createContext<{ params: Params; depth: number; outlet: ReactNode }>({
  params: {},
  depth: 0,
  outlet: null,
});

/** Declares a route to its <Routes>; it renders nothing itself. */
export function Route(_props: RouteProps): ReactNode {
  return null;
}

export const Outlet = () => useContext(RouteContext).outlet;
export const useParams = () => useContext(RouteContext).params;

const splitPath = (path: string) => path.split('/').filter(Boolean);

function decode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** React Router's ranking: the segment count, static 10, param 3, empty 1, index +2, splat −2. */
function score(pattern: string[], index = false) {
  const segments = pattern.length ? pattern : [''];
  const base = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  const value = (s: string) => (s === '*' ? 0 : s.startsWith(':') ? 3 : s === '' ? 1 : 10);
  return segments.reduce((total, segment) => total + value(segment), base);
}

/** Every route that can match (a leaf, an index or a route with a path), best first. */
export function rankRoutes(children: ReactNode): Branch[] {
  const branches: Branch[] = [];
  const visit = (nodes: ReactNode, parentPattern: string[], parents: RouteProps[]) =>
    Children.forEach(nodes, (node) => {
      if (!isValidElement<RouteProps>(node)) return;
      if (node.type === Fragment) return visit(node.props.children, parentPattern, parents);
      if (node.type !== Route) return;
      const pattern = [...parentPattern, ...splitPath(node.props.path ?? '')];
      const routes = [...parents, node.props];
      if (node.props.children) visit(node.props.children, pattern, routes);
      if (node.props.path !== undefined || node.props.index)
        branches.push({ pattern, score: score(pattern, node.props.index), routes });
    });
  visit(children, [], []);
  // Array.prototype.sort is stable: equal scores keep the order they were written in.
  return branches.sort((a, b) => b.score - a.score);
}

/** Static segments compare decoded and case-insensitively, as React Router's default. */
export function matchPattern(pattern: string[], segments: string[]) {
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    if (part === '*') {
      params['*'] = segments.slice(i).map(decode).join('/');
      return { params, depth: i };
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decode(segment);
    else if (decode(segment).toLowerCase() !== part.toLowerCase()) return null;
  }
  return segments.length === pattern.length ? { params, depth: pattern.length } : null;
}

/** Renders the best matching route's chain (layouts with <Outlet />) for the part not yet matched. */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  const segments = splitPath(pathname).slice(parent.depth);
  for (const branch of rankRoutes(children)) {
    const match = matchPattern(branch.pattern, segments);
    if (!match) continue;
    const params = { ...parent.params, ...match.params };
    const depth = parent.depth + match.depth;
    return branch.routes.reduceRight<ReactNode>(
      (outlet, route) => (
        <RouteContext value={{ params, depth, outlet }}>
          {route.element === undefined ? outlet : route.element}
        </RouteContext>
      ),
      null,
    );
  }
  return null;
}
