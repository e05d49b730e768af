import { useEffect } from 'react';

/**
 * The back-office under /admin: always English and left-to-right whatever the public language
 * (back-office.md §1). Loaded lazily, so the public site never downloads it.
 */
export default function AdminApp() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = { dir: root.dir, lang: root.lang };
    root.dir = 'ltr';
    root.lang = 'en';
    document.title = 'Admin · Chhiwat';
    return () => {
      root.dir = previous.dir;
      root.lang = previous.lang;
    };
  }, []);
  return (
    <div dir="ltr" lang="en" className="min-h-screen bg-slate-50 text-slate-900">
      <header className="border-b border-slate-200 bg-white px-6 py-4">
        <p className="text-lg font-semibold">Chhiwat Admin</p>
      </header>
      <main className="mx-auto max-w-3xl px-6 py-16">
        <h1 className="text-2xl font-bold">Back-office</h1>
        <p className="mt-3 text-slate-600">
          Sign-in and the management screens are being built. The public site is at{' '}
          <a className="text-blue-700 underline" href="/">
            the home page
          </a>
          .
        </p>
      </main>
    </div>
  );
}
