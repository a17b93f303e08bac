import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Logo } from '../../components/ui/Logo';
import { useSession } from '../../lib/session';

/** Only same-app paths are followed after sign-in, never an outside URL. */
function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const redirect = safeRedirect(params.get('redirect'));

  if (session.user && !session.loading && !submitting) return <Navigate to={redirect} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    const ok = await session.signIn(email, password);
    setSubmitting(false);
    if (ok) navigate(redirect, { replace: true });
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-xl">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo className="size-12" />
          <h1 className="text-xl font-semibold text-slate-900">Entrar no sistema do escritório</h1>
          <p className="text-sm text-slate-600">Use o e-mail e a senha cadastrados pelo administrador.</p>
        </div>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-describedby={session.error ? 'login-error' : undefined}>
          <div className="flex flex-col gap-1">
            <label htmlFor="email" className="text-sm font-medium text-slate-700">
              E-mail
            </label>
            <input
              id="email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className="rounded-lg border border-slate-300 px-3 py-2 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="password" className="text-sm font-medium text-slate-700">
              Senha
            </label>
            <input
              id="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className="rounded-lg border border-slate-300 px-3 py-2 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
            />
          </div>
          {session.error && (
            <p id="login-error" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {session.error}
            </p>
          )}
          <button
            type="submit"
            disabled={submitting}
            className="rounded-lg bg-brand-700 px-4 py-2.5 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
          >
            {submitting ? 'Entrando…' : 'Entrar'}
          </button>
        </form>
      </div>
    </main>
  );
}
