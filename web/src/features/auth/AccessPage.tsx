import { Navigate } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';
import { Logo } from '../../components/ui/Logo';
import { useSession } from '../../lib/session-context';
import { EmailConfirmation } from './EmailConfirmation';

/** /auth/Access: a signed-up account that no administrator has granted yet waits here, not on an error. */
export function AccessPage() {
  const { me, user, account, signOut, reload } = useSession();
  if (me?.scopes) return <Navigate to="/" replace />;
  // A client account is not waiting for sections: it has its own page.
  if (me?.portal) return <Navigate to="/portal" replace />;
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-100 px-4 dark:bg-slate-950">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-xl dark:bg-slate-900">
        <Logo className="mx-auto size-12" />
        <Icon name="clock" className="mx-auto mt-6 size-10 text-amber-600" />
        <h1 className="mt-3 text-xl font-semibold">Aguardando liberação de acesso</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Sua conta <strong className="wrap-anywhere">{user?.email}</strong> foi criada. Um administrador do escritório precisa conceder as seções que você vai
          usar. Assim que isso acontecer, elas aparecem aqui.
        </p>
        {account && <EmailConfirmation user={account} />}
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" onClick={() => void reload()} className="rounded-lg bg-brand-700 px-4 py-2 text-white hover:bg-brand-800">
            Verificar novamente
          </button>
          <button
            type="button"
            onClick={() => void signOut()}
            className="rounded-lg border border-slate-300 px-4 py-2 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            Sair
          </button>
        </div>
      </div>
    </main>
  );
}
