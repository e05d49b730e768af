import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { RecipesPage } from '../features/recipes/recipes-page.tsx';
import { PublicLayout } from './public-layout.tsx';

// A recipe page is never the first thing `/` needs: its code loads with it, beside its data preload.
const RecipePage = lazy(() =>
  import('../features/recipe-detail/recipe-page.tsx').then((m) => ({ default: m.RecipePage })),
);
const AboutPage = lazy(() => import('../features/static-pages/about-page.tsx'));
const ContactPage = lazy(() => import('../features/static-pages/contact-page.tsx'));
const PrivacyPage = lazy(() => import('../features/static-pages/privacy-page.tsx'));
const TermsPage = lazy(() => import('../features/static-pages/terms-page.tsx'));
const BlogListPage = lazy(() => import('../features/blog/blog-list-page.tsx'));
const BlogPostPage = lazy(() => import('../features/blog/blog-post-page.tsx'));
const AdminApp = lazy(() => import('../features/admin/admin-app.tsx'));

/** The route table of public-site.md §2; /admin, the recipe page and the static pages are lazy chunks. */
export function AppRoutes() {
  return (
    <Suspense>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="recipes" element={<RecipesPage />} />
          <Route path="recipe/:slug" element={<RecipePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="blog" element={<BlogListPage />} />
          <Route path="blog/:slug" element={<BlogPostPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="admin/*" element={<AdminApp />} />
      </Routes>
    </Suspense>
  );
}
