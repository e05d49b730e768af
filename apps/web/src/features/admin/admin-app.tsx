import { useQueryClient } from '@tanstack/react-query';
import { Component, useEffect, useState, type ReactNode } from 'react';
import { Route, Routes } from '../../router/index.ts';
import { ToastProvider } from '../../components/ui/toasts.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type { AdminProfile } from './shared/api/admins.ts';
import { logOut, useSession } from './shared/api/auth.ts';
import { AccessDenied, AccountDisabled } from './auth/access-screens.tsx';
import { LoginScreen } from './auth/login-screen.tsx';
import { AdminBlogListPage, BlogImagesPage } from './blog/admin-blog-page.tsx';
import { ImageLibrary } from './blog/image-library.tsx';
import { PostEditorPage } from './blog/post-editor-page.tsx';
import { CategoriesPage } from './categories/categories-page.tsx';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { IngredientsPage } from './ingredients/ingredients-page.tsx';
import { AdminRecipesPage } from './recipes/admin-recipes-page.tsx';
import { SettingsPage } from './settings/settings-page.tsx';
import { SubstitutionsPage } from './substitutions/substitutions-page.tsx';
import { AdminHeader } from './shell/admin-header.tsx';
import { Sidebar } from './shell/sidebar.tsx';
import { UsersPage } from './users/users-page.tsx';

/** Always English and left-to-right, whatever the public language (back-office.md §1). */
function useAdminDocument() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = { dir: root.dir, lang: root.lang, title: document.title };
    root.dir = 'ltr';
    root.lang = 'en';
    document.title = 'Admin · Chhiwat';
    return () => {
      root.dir = previous.dir;
      root.lang = previous.lang;
      document.title = previous.title;
    };
  }, []);
}

/** The back-office under /admin, loaded lazily so the public site never downloads it. */
export default function AdminApp() {
  useAdminDocument();
  return (
    <div dir="ltr" lang="en" className="min-h-screen bg-slate-50 text-slate-900">
      <AdminErrorBoundary>
        <SessionGate />
      </AdminErrorBoundary>
    </div>
  );
}

function SessionGate() {
  const session = useSession();
  const [disabled, setDisabled] = useState(false);
  if (session.isPending) return <p className="p-10 text-center text-slate-600">Loading…</p>;
  if (disabled || (session.error instanceof ApiError && session.error.code === 'account_disabled'))
    return <AccountDisabled />;
  if (session.isError || !session.data) return <LoginScreen onDisabled={() => setDisabled(true)} />;
  return <Shell admin={session.data.admin} />;
}

function Shell({ admin }: { admin: AdminProfile }) {
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = async () => {
    await logOut().catch(() => undefined);
    // Forget every admin answer and ask for the session again: it is gone, so the login screen shows.
    await queryClient.resetQueries({ queryKey: ['admin'] });
  };
  const superOnly = (page: ReactNode) =>
    admin.role === 'super_admin' ? page : <AccessDenied role={admin.role} />;
  return (
    <ToastProvider>
      <div className="flex min-h-screen">
        <Sidebar
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          onSignOut={() => void signOut()}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <AdminHeader
            admin={admin}
            onMenu={() => setMenuOpen(true)}
            onSignOut={() => void signOut()}
          />
          <main className="flex-1 p-4 sm:p-6">
            <Routes>
              <Route path="ingredients" element={<IngredientsPage />} />
              <Route path="recipes" element={<AdminRecipesPage />} />
              <Route path="categories" element={<CategoriesPage />} />
              <Route path="substitutions" element={<SubstitutionsPage />} />
              <Route path="blog" element={<AdminBlogListPage />} />
              <Route path="blog/new" element={<PostEditorPage />} />
              <Route path="blog/edit/:id" element={<PostEditorPage />} />
              <Route
                path="blog/images"
                element={
                  <BlogImagesPage>
                    <ImageLibrary />
                  </BlogImagesPage>
                }
              />
              <Route path="users" element={<UsersPage me={admin} />} />
              <Route path="settings" element={superOnly(<SettingsPage me={admin} />)} />
              {/* The dashboard answers /admin, /admin/dashboard and every unknown admin path. */}
              <Route path="*" element={<DashboardPage />} />
            </Routes>
          </main>
        </div>
      </div>
    </ToastProvider>
  );
}

/** 'Admin Panel Error' with 'Reload Admin' (back-office.md §2.1). */
class AdminErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('Admin panel error', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-screen items-center justify-center p-4">
        <section role="alert" className="max-w-md rounded-2xl bg-white p-8 text-center shadow">
          <h1 className="text-2xl font-bold">Admin Panel Error</h1>
          <p className="mt-2 text-slate-600">Something went wrong in the admin panel.</p>
          <button
            type="button"
            onClick={() => (window.location.href = '/admin')}
            className="mt-6 rounded-lg bg-slate-800 px-5 py-2.5 font-semibold text-white"
          >
            Reload Admin
          </button>
        </section>
      </main>
    );
  }
}
