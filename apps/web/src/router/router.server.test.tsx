// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Link, NavLink, Route, Router, Routes, useLocation, useSearchParams } from './index.ts';

function Page() {
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  return <p>{`${pathname} ${search} ${params.get('category')}`}</p>;
}

describe('Router with a location, on the server', () => {
  it('renders without a window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <Router location={{ pathname: '/recipes', search: '?category=tagine' }}>
        <NavLink to="/recipes">recipes</NavLink>
        <Link to="?category=soup">soup</Link>
        <Routes>
          <Route path="recipes" element={<Page />} />
        </Routes>
      </Router>,
    );
    expect(html).toBe(
      '<a aria-current="page" class="active" href="/recipes">recipes</a>' +
        '<a href="/recipes?category=soup">soup</a><p>/recipes ?category=tagine tagine</p>',
    );
  });
});
