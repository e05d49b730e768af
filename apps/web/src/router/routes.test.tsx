import { afterEach, describe, expect, it } from 'vitest';
import { act, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet, Route, Router, Routes, useNavigate, useParams } from './index.ts';
import { matchPattern, rankRoutes } from './routes.tsx';
import { mount, unmountAll } from './test-mount.tsx';

afterEach(unmountAll);

function Show({ name }: { name: string }) {
  return <p data-page={name}>{`${name} ${JSON.stringify(useParams())}`}</p>;
}

function Layout() {
  return (
    <div data-layout>
      <Outlet />
    </div>
  );
}

/** The app's shape: a layout with an index, static, param and splat routes, and admin/* beside it. */
function Admin() {
  return (
    <Routes>
      <Route path="blog" element={<Show name="admin-blog" />} />
      <Route path="blog/edit/:id" element={<Show name="admin-edit" />} />
      <Route path="*" element={<Show name="admin-dashboard" />} />
    </Routes>
  );
}

const app = (
  <Routes>
    <Route element={<Layout />}>
      <Route path="*" element={<Show name="not-found" />} />
      <Route path="recipe/:slug" element={<Show name="recipe" />} />
      <Route path="recipe/new" element={<Show name="new-recipe" />} />
      <Route index element={<Show name="home" />} />
      <Route path="recipes" element={<Show name="recipes" />} />
    </Route>
    <Route path="admin/*" element={<Admin />} />
  </Routes>
);

const at = (path: string) => mount(<MemoryRouter initialEntries={[path]}>{app}</MemoryRouter>);
const page = (path: string) => at(path).querySelector('[data-page]')?.textContent;

describe('Routes', () => {
  it('ranks static over param over splat, whatever the order they are written in', () => {
    expect(page('/recipe/new')).toBe('new-recipe {}');
    expect(page('/recipe/harira')).toBe('recipe {"slug":"harira"}');
    expect(page('/recipe/harira/more')).toBe('not-found {"*":"recipe/harira/more"}');
    expect(rankRoutes(app.props.children).map((branch) => branch.pattern.join('/'))).toEqual([
      'recipe/new',
      'recipe/:slug',
      'recipes',
      'admin/*',
      '',
      '*',
    ]);
  });

  it('renders the index route and the layout around each page', () => {
    const home = at('/');
    expect(home.querySelector('[data-layout] [data-page]')?.textContent).toBe('home {}');
    expect(page('/recipes/')).toBe('recipes {}');
  });

  it('decodes params and matches static segments decoded and in any case', () => {
    expect(page('/recipe/tajine%20b%C5%93uf')).toBe('recipe {"slug":"tajine bœuf"}');
    expect(page('/Recipes')).toBe('recipes {}');
    expect(page('/rec%69pes')).toBe('recipes {}');
    expect(page('/recipe/%E0%A4%A')).toBe('recipe {"slug":"%E0%A4%A"}');
  });

  it('resolves nested Routes under a splat from the part the parent did not match', () => {
    expect(page('/admin')).toBe('admin-dashboard {"*":""}');
    expect(page('/admin/blog')).toBe('admin-blog {"*":"blog"}');
    expect(page('/admin/blog/edit/7')).toBe('admin-edit {"*":"blog/edit/7","id":"7"}');
    expect(page('/admin/nothing/here')).toBe('admin-dashboard {"*":"nothing/here"}');
    // The layout is the public site's: the admin app is not inside it.
    expect(at('/admin').querySelector('[data-layout]')).toBeNull();
  });

  it('renders nothing when no route matches', () => {
    const container = mount(
      <MemoryRouter initialEntries={['/elsewhere']}>
        <Routes>
          <Route path="recipes" element={<Show name="recipes" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('keeps the layout mounted when the page under it changes', () => {
    let mounts = 0;
    function CountingLayout() {
      useEffect(() => void mounts++, []);
      return <Outlet />;
    }
    const given = { navigate: (() => undefined) as ReturnType<typeof useNavigate> };
    function Navigator() {
      const navigate = useNavigate();
      useEffect(() => void Object.assign(given, { navigate }));
      return null;
    }
    const container = mount(
      <MemoryRouter initialEntries={['/recipes']}>
        <Navigator />
        <Routes>
          <Route element={<CountingLayout />}>
            <Route path="recipes" element={<Show name="recipes" />} />
            <Route path="recipe/:slug" element={<Show name="recipe" />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    act(() => given.navigate('/recipe/harira'));
    expect(container.textContent).toBe('recipe {"slug":"harira"}');
    act(() => given.navigate(-1));
    expect(container.textContent).toBe('recipes {}');
    expect(mounts).toBe(1);
  });
});

describe('matchPattern', () => {
  it('needs every segment, and a param needs a non-empty segment', () => {
    expect(matchPattern(['recipe', ':slug'], ['recipe'])).toBeNull();
    expect(matchPattern(['recipes'], ['recipes', 'x'])).toBeNull();
    expect(matchPattern(['admin', '*'], ['admin', 'a', 'b'])).toEqual({
      params: { '*': 'a/b' },
      depth: 1,
    });
  });
});

describe('Router with a location (server rendering)', () => {
  it('renders the same markup as the browser router on the same URL', () => {
    const url = { pathname: '/recipe/harira', search: '?servings=4' };
    const server = renderToString(<Router location={url}>{app}</Router>);
    window.history.replaceState(null, '', '/recipe/harira?servings=4');
    const browser = renderToString(<Router>{app}</Router>);
    expect(server).toContain('recipe {&quot;slug&quot;:&quot;harira&quot;}');
    expect(browser).toBe(server);
  });
});
