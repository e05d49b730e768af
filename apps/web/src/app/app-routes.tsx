import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from '../router/index.ts';
import { KitchenButton } from '../features/kitchen/kitchen-button.tsx';
import { HomePage } from '../features/picker/home-page.tsx';
import { PageSelectionChips } from '../features/selection/page-selection-chips.tsx';
import { loadPageTextsNow } from '../i18n/client-language.tsx';
import type { PageTextSet } from '../i18n/texts.ts';
import { PageReady } from './page-ready.tsx';
import { PublicLayout } from './public-layout.tsx';

/** A page's code, loaded on demand. */
interface PageCode {
  /** Starts (once) fetching the page's code. */
  load: () => Promise<unknown>;
  /** Its source file, as the build manifest names it (the server preloads its chunks). */
  source: string;
}

interface LazyPage<Props extends object> extends PageCode {
  Page: ComponentType<Props>;
}

type PageModule<Props extends object> = { default: ComponentType<Props> };

function lazyPage<Props extends object = object>(
  source: string,
  load: () => Promise<PageModule<Props>>,
  texts?: PageTextSet,
): LazyPage<Props> {
  let loading: Promise<PageModule<Props>> | undefined;
  let loaded: PageModule<Props> | undefined;
  // A page's own texts come with its code, so it renders its words the first time it shows.
  const loadOnce = () =>
    (loading ??= Promise.all([load(), texts && loadPageTextsNow(texts)]).then(([module]) => {
      loaded = module;
      return module;
    }));
  // Once loaded, React gets the module synchronously: a page the browser preloaded hydrates in
  // the same pass as the rest instead of one suspended round later.
  const resolved = (module: PageModule<Props>) =>
    ({ then: (onLoad: (value: PageModule<Props>) => void) => onLoad(module) }) as Promise<
      PageModule<Props>
    >;
  return { Page: lazy(() => (loaded ? resolved(loaded) : loadOnce())), load: loadOnce, source };
}

// Every page but home is its own chunk: a server-rendered page shows before its code arrives.
const pages = {
  recipes: lazyPage(
    'src/features/recipes/recipes-page.tsx',
    () => import('../features/recipes/recipes-page.tsx').then((m) => ({ default: m.RecipesPage })),
    'recipes',
  ),
  recipe: lazyPage(
    'src/features/recipe/recipe-page.tsx',
    () => import('../features/recipe/recipe-page.tsx').then((m) => ({ default: m.RecipePage })),
    'recipes',
  ),
  about: lazyPage(
    'src/features/static-pages/about-page.tsx',
    () => import('../features/static-pages/about-page.tsx'),
  ),
  contact: lazyPage(
    'src/features/static-pages/contact-page.tsx',
    () => import('../features/static-pages/contact-page.tsx'),
  ),
  privacy: lazyPage(
    'src/features/static-pages/privacy-page.tsx',
    () => import('../features/static-pages/privacy-page.tsx'),
  ),
  terms: lazyPage(
    'src/features/static-pages/terms-page.tsx',
    () => import('../features/static-pages/terms-page.tsx'),
  ),
  blog: lazyPage(
    'src/features/blog/blog-list-page.tsx',
    () => import('../features/blog/blog-list-page.tsx'),
    'blog',
  ),
  post: lazyPage(
    'src/features/blog/blog-post-page.tsx',
    () => import('../features/blog/blog-post-page.tsx'),
    'blog',
  ),
  list: lazyPage(
    'src/features/shopping-list/list-page.tsx',
    () => import('../features/shopping-list/list-page.tsx'),
  ),
  notFound: lazyPage('src/features/not-found/not-found-page.tsx', () =>
    import('../features/not-found/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
  ),
  admin: lazyPage(
    'src/features/admin/admin-app.tsx',
    () => import('../features/admin/admin-app.tsx'),
  ),
};

const STATIC_PAGES = new Set(['/about', '/contact', '/privacy', '/terms']);

/** The lazy page a path shows: every one but home, which is in the entry. */
export function lazyPageAt(pathname: string): PageCode | undefined {
  // (the router matches paths case-insensitively)
  const path = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).toLowerCase();
  if (path === '/admin' || path.startsWith('/admin/')) return pages.admin;
  if (path === '/recipes') return pages.recipes;
  if (path === '/blog') return pages.blog;
  if (path === '/list') return pages.list;
  if (/^\/recipe\/[^/]+$/.test(path)) return pages.recipe;
  if (/^\/blog\/[^/]+$/.test(path)) return pages.post;
  if (STATIC_PAGES.has(path))
    return pages[path.slice(1) as 'about' | 'contact' | 'privacy' | 'terms'];
  return path === '/' ? undefined : pages.notFound;
}

/** The set of texts only some pages show that the page at `pathname` shows, if any. */
export function pageTextSetAt(pathname: string): PageTextSet | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (STATIC_PAGES.has(path)) return 'pages';
  if (path === '/list') return 'list';
  if (path.toLowerCase() === '/recipes' || /^\/recipe\/[^/]+$/i.test(path)) return 'recipes';
  if (/^\/blog(\/[^/]+)?$/i.test(path)) return 'blog';
  return undefined;
}

/** The route table of public-site.md §2; a page showing another feature's part gets it here. */
export function AppRoutes() {
  return (
    <Suspense>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route
            index
            element={
              <HomePage kitchenButton={<KitchenButton />} selectionChips={<PageSelectionChips />} />
            }
          />
          <Route
            path="recipes"
            element={<pages.recipes.Page selectionChips={<PageSelectionChips />} />}
          />
          <Route path="recipe/:slug" element={<pages.recipe.Page />} />
          <Route path="about" element={<pages.about.Page />} />
          <Route path="contact" element={<pages.contact.Page />} />
          <Route path="privacy" element={<pages.privacy.Page />} />
          <Route path="terms" element={<pages.terms.Page />} />
          <Route path="blog" element={<pages.blog.Page />} />
          <Route path="blog/:slug" element={<pages.post.Page />} />
          <Route path="list" element={<pages.list.Page />} />
          <Route path="*" element={<pages.notFound.Page />} />
        </Route>
        <Route
          path="admin/*"
          element={
            <>
              <pages.admin.Page />
              <PageReady />
            </>
          }
        />
      </Routes>
    </Suspense>
  );
}
