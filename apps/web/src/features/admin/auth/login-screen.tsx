import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Loader2, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { loginInputSchema } from '@chhiwat/core';
import { ApiError } from '../../../lib/api-client.ts';
import { logIn } from '../shared/api/auth.ts';

/** The sign-in screen shown for any admin path without a session (back-office.md §2.2, §5, §8). */
export function LoginScreen({ onDisabled }: { onDisabled: () => void }) {
  const queryClient = useQueryClient();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = loginInputSchema.safeParse({ identifier, password, remember });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await logIn(checked.data);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'account_disabled') onDisabled();
      else if (caught instanceof ApiError && caught.status > 0 && caught.status < 500)
        setError(caught.message);
      else setError('Login service unavailable. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const field =
    'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:outline-2 focus:outline-blue-600';
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <form
        onSubmit={submit}
        noValidate
        className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-lg"
        aria-labelledby="login-title"
      >
        <div className="mb-6 flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-amber-700 text-white">
            <LockKeyhole className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h1 id="login-title" className="text-xl font-bold">
              Chhiwat Admin
            </h1>
            <p className="text-sm text-slate-600">Sign in to manage the catalogue</p>
          </div>
        </div>
        {error && (
          <p
            role="alert"
            className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800"
            data-testid="login-error"
          >
            {error}
          </p>
        )}
        <label className="block text-sm font-medium">
          Username or Email
          <input
            className={field}
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
            autoComplete="username"
            name="identifier"
          />
        </label>
        <label className="mt-4 block text-sm font-medium">
          Password
          <span className="relative block">
            <input
              className={`${field} pe-11`}
              type={showPassword ? 'text' : 'password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              name="password"
            />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              className="absolute end-1 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded text-slate-600 hover:bg-slate-100"
            >
              {showPassword ? (
                <EyeOff className="size-4" aria-hidden="true" />
              ) : (
                <Eye className="size-4" aria-hidden="true" />
              )}
            </button>
          </span>
        </label>
        <label className="mt-4 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            className="size-4"
          />
          Remember me for 30 days
        </label>
        <button
          type="submit"
          disabled={busy}
          className="mt-6 flex w-full items-center justify-center gap-2 rounded-lg bg-blue-700 py-2.5 font-semibold text-white hover:bg-blue-800 disabled:opacity-70"
        >
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </main>
  );
}
