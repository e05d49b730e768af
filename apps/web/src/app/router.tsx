import { createBrowserRouter } from 'react-router';
import { ErrorScreen } from '../components/error-screen.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { RecipePage } from '../features/recipe-detail/recipe-page.tsx';
import { RecipesPage } from '../features/recipes/recipes-page.tsx';
import { StaticPage } from '../features/static-pages/static-page.tsx';
import { PublicLayout } from './public-layout.tsx';

function RouteError() {
  return (
    <PublicLayout>
      <ErrorScreen onRetry={() => window.location.reload()} />
    </PublicLayout>
  );
}

/** The route table of public-site.md §2; /admin is a lazy chunk the public site never loads. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'recipes', element: <RecipesPage /> },
      { path: 'recipe/:slug', element: <RecipePage /> },
      { path: 'about', element: <StaticPage page="about" /> },
      { path: 'contact', element: <StaticPage page="contact" /> },
      { path: 'privacy', element: <StaticPage page="privacy" /> },
      { path: 'terms', element: <StaticPage page="terms" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'admin/*',
    lazy: async () => ({ Component: (await import('../features/admin/admin-app.tsx')).default }),
  },
]);
