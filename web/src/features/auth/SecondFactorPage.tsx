import { Navigate, useSearchParams } from 'react-router-dom';
import { ProofForm } from '../../components/second-factor/ProofForm';
import { SecondFactorSetup } from '../../components/second-factor/SecondFactorSetup';
import { FormAlert } from '../../components/ui/form-fields';
import { Logo } from '../../components/ui/Logo';
import { call } from '../../lib/callable';
import { useSession } from '../../lib/session-context';
import { AuthCard } from './AuthCard';
import { safeRedirect } from './LoginPage';

const LINK = 'font-medium text-brand-700 hover:underline dark:text-brand-300';

/** "Entrou com a conta errada?": the way out, under both screens. */
function SignOutLine() {
  const { signOut, user } = useSession();
  return (
    <>
      <span className="break-all">{user?.email}</span> ·{' '}
      <button type="button" className={LINK} onClick={() => void signOut()}>
        Sair
      </button>
    </>
  );
}

/** After the password: the authenticator app's code (or a recovery code) before anything of the app. */
function Challenge() {
  const { reload } = useSession();
  return (
    <AuthCard
      title="Verificação em duas etapas"
      subtitle="Para terminar de entrar, digite o código que o aplicativo autenticador do seu celular mostra."
      footer={<SignOutLine />}
    >
      <ProofForm
        initialFocus
        label="Confirmar"
        busyLabel="Confirmando…"
        submit={async (proof) => {
          await call('secondFactor-verify', proof);
          // The session reads its state again: verified, this page sends the person on.
          await reload();
        }}
      />
      <p className="mt-6 text-xs text-slate-600 dark:text-slate-400">
        Perdeu o celular e os códigos de recuperação? Peça a um administrador do escritório para redefinir a sua verificação em duas etapas.
      </p>
    </AuthCard>
  );
}

/** The office requires the second factor and this person has none yet: its setup, before anything else. */
function RequiredSetup() {
  const { reload } = useSession();
  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-10">
      <div className="w-full max-w-2xl rounded-2xl bg-white p-6 shadow-xl sm:p-8 dark:bg-slate-900">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo className="size-12" />
          <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-100">Ative a verificação em duas etapas</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            O escritório exige, além da senha, um código do aplicativo autenticador do seu celular. Leva um minuto.
          </p>
        </div>
        <SecondFactorSetup onDone={() => void reload()} />
        <div className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <SignOutLine />
        </div>
      </div>
    </main>
  );
}

/**
 * /auth/SecondFactor: where a sign-in that owes its second factor waits (RequireStaff sends it here). Once the
 * session says it is verified (or was never due), on to where the person was going.
 */
export function SecondFactorPage() {
  const { me, error } = useSession();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  if (!me) {
    return (
      <AuthCard title="Verificação em duas etapas" footer={<SignOutLine />}>
        <FormAlert message={error ?? 'Não foi possível ler a sua sessão. Recarregue a página.'} />
      </AuthCard>
    );
  }
  if (me.secondFactor.state === 'challenge') return <Challenge />;
  if (me.secondFactor.state === 'setup-required') return <RequiredSetup />;
  return <Navigate to={redirect} replace />;
}
