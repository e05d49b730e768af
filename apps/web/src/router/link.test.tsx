import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, lazy, Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  Link,
  MemoryRouter,
  NavLink,
  Route,
  Router,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from './index.ts';
import { clickOn, mount, unmountAll } from './test-mount.tsx';

afterEach(unmountAll);

/** Where the router is: path, query, hash and navigation state. */
function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <output>{`${pathname}${search}${hash} ${JSON.stringify(state)}`}</output>;
}

const where = (container: HTMLElement) => container.querySelector('output')?.textContent;

describe('Link', () => {
  it('is a real link, and a plain click navigates in the page with its state', () => {
    const container = mount(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/recipes?category=tagine#top" state={{ fromHome: true }} className="go">
          go
        </Link>
        <Where />
      </MemoryRouter>,
    );
    const link = container.querySelector('a.go');
    expect(link?.getAttribute('href')).toBe('/recipes?category=tagine#top');
    expect(clickOn(link)).toBe(true);
    expect(where(container)).toBe('/recipes?category=tagine#top {"fromHome":true}');
  });

  it('leaves modified clicks, other buttons and new tabs to the browser', () => {
    const container = mount(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/recipes">same tab</Link>
        <Link to="/recipes" target="_blank">
          new tab
        </Link>
        <Where />
      </MemoryRouter>,
    );
    const [sameTab, newTab] = container.querySelectorAll('a');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }])
      expect(clickOn(sameTab, init)).toBe(false);
    expect(clickOn(sameTab, { button: 1 })).toBe(false);
    expect(clickOn(newTab)).toBe(false);
    expect(where(container)).toBe('/ null');
  });

  it('lets its own onClick cancel the navigation', () => {
    const container = mount(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/recipes" onClick={(event) => event.preventDefault()}>
          go
        </Link>
        <Where />
      </MemoryRouter>,
    );
    clickOn(container.querySelector('a'));
    expect(where(container)).toBe('/ null');
  });
});

describe('NavLink', () => {
  const nav = (path: string) =>
    mount(
      <MemoryRouter initialEntries={[path]}>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          {({ isActive }) => `home ${isActive}`}
        </NavLink>
        <NavLink to="/recipes" className="link">
          recipes
        </NavLink>
      </MemoryRouter>,
    );
  const state = (container: HTMLElement) =>
    [...container.querySelectorAll('a')].map(
      (a) => `${a.className}|${a.getAttribute('aria-current')}|${a.textContent}`,
    );

  it('is active on its path, and below it unless `end`', () => {
    expect(state(nav('/'))).toEqual(['on|page|home true', 'link|null|recipes']);
    expect(state(nav('/recipes'))).toEqual(['off|null|home false', 'link active|page|recipes']);
    expect(state(nav('/recipes/more'))).toEqual([
      'off|null|home false',
      'link active|page|recipes',
    ]);
    expect(state(nav('/recipesx'))).toEqual(['off|null|home false', 'link|null|recipes']);
  });
});

describe('useSearchParams and useNavigate', () => {
  // What the rendered component was given, for the test to call.
  const given = {
    navigate: (() => undefined) as ReturnType<typeof useNavigate>,
    setParams: (() => undefined) as ReturnType<typeof useSearchParams>[1],
  };
  function Controls() {
    const navigate = useNavigate();
    const [params, setParams] = useSearchParams();
    useEffect(() => void Object.assign(given, { navigate, setParams }));
    return <p>{params.get('category') ?? 'all'}</p>;
  }
  const start = () =>
    mount(
      <MemoryRouter initialEntries={['/recipes#x']}>
        <Controls />
        <Where />
      </MemoryRouter>,
    );

  it('reads and writes the query on the same path', () => {
    const container = start();
    act(() => given.setParams({ category: 'tagine' }));
    expect(where(container)).toBe('/recipes?category=tagine null');
    expect(container.querySelector('p')?.textContent).toBe('tagine');
    act(() => given.setParams((previous) => new URLSearchParams([...previous, ['page', '2']])));
    expect(where(container)).toBe('/recipes?category=tagine&page=2 null');
    act(() => given.setParams({}, { replace: true }));
    expect(where(container)).toBe('/recipes null');
    // The replace took the place of ?category=tagine&page=2: one step back is ?category=tagine.
    act(() => given.navigate(-1));
    expect(where(container)).toBe('/recipes?category=tagine null');
  });

  it('goes back and forward through history within its bounds', () => {
    const container = start();
    act(() => given.navigate('/about', { state: { from: 'test' } }));
    expect(where(container)).toBe('/about {"from":"test"}');
    act(() => given.navigate(-5));
    expect(where(container)).toBe('/recipes#x null');
    act(() => given.navigate(1));
    expect(where(container)).toBe('/about {"from":"test"}');
  });
});

describe('Router in the browser', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('pushes history entries, replaces for the URL already shown, and follows popstate', () => {
    const container = mount(
      <Router>
        <Link to="/recipes" state={{ fromHome: true }}>
          recipes
        </Link>
        <Where />
      </Router>,
    );
    const length = window.history.length;
    clickOn(container.querySelector('a'));
    expect(window.location.pathname).toBe('/recipes');
    expect(where(container)).toBe('/recipes {"fromHome":true}');
    expect(window.history.length).toBe(length + 1);
    clickOn(container.querySelector('a'));
    expect(window.history.length).toBe(length + 1);

    act(() => {
      window.history.replaceState({ usr: { back: true }, key: 'k1' }, '', '/about');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where(container)).toBe('/about {"back":true}');
  });

  it('hydrates the server markup without a mismatch, then shows the history state', () => {
    window.history.replaceState(
      { usr: { fromStickyBar: true }, key: 'k2' },
      '',
      '/recipes?q=1#list',
    );
    const html = renderToString(
      <Router location={{ pathname: '/recipes', search: '?q=1' }}>
        <Where />
      </Router>,
    );
    expect(html).toBe('<output>/recipes?q=1 null</output>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(
        container,
        <Router>
          <Where />
        </Router>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(where(container)).toBe('/recipes?q=1#list {"fromStickyBar":true}');
    act(() => root?.unmount());
  });

  it('keeps the page on screen while the next one is still loading', async () => {
    let arrive = () => {};
    const Later = lazy(
      () =>
        new Promise<{ default: () => string }>((resolve) => {
          arrive = () => resolve({ default: () => 'later page' });
        }),
    );
    const container = mount(
      <Router>
        <Link to="/later">later</Link>
        <Suspense fallback="loading">
          <Routes>
            <Route index element="home page" />
            <Route path="later" element={<Later />} />
          </Routes>
        </Suspense>
      </Router>,
    );
    clickOn(container.querySelector('a'));
    expect(window.location.pathname).toBe('/later');
    expect(container.textContent).toBe('laterhome page');
    await act(async () => arrive());
    expect(container.textContent).toBe('laterlater page');
  });
});
