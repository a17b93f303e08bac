import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/ui/form-fields';
import { Spinner } from '../../components/ui/Spinner';
import { authErrorMessage } from '../../lib/auth-errors';
import { loadAuth } from '../../lib/firebase';
import { AuthCard } from './AuthCard';

type State = { status: 'checking' } | { status: 'done' } | { status: 'invalid'; message: string };

/** /auth/Action?mode=verifyEmail&oobCode=…: the link of the confirmation e-mail sent at registration. */
export function VerifyEmailAction({ code }: { code: string }) {
  const [state, setState] = useState<State>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    loadAuth()
      .then(async ({ auth, applyActionCode, reload }) => {
        await applyActionCode(auth, code);
        // The same browser may be signed in as that person: its account learns the address is confirmed.
        if (auth.currentUser) await reload(auth.currentUser);
      })
      .then(
        () => current && setState({ status: 'done' }),
        (failure: unknown) => current && setState({ status: 'invalid', message: authErrorMessage(failure) }),
      );
    return () => {
      current = false;
    };
  }, [code]);

  if (state.status === 'checking') {
    return (
      <AuthCard title="Confirmar e-mail">
        <Spinner />
      </AuthCard>
    );
  }
  const next = (
    <Link to="/auth/Access" className="mt-4 block text-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
      Continuar
    </Link>
  );
  if (state.status === 'invalid') {
    return (
      <AuthCard title="Link inválido">
        <FormAlert message={state.message} />
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Entre no sistema e use “Reenviar e-mail” para receber um novo link.</p>
        {next}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="E-mail confirmado" subtitle="Um administrador do escritório já pode ver seu cadastro e liberar as seções que você vai usar.">
      {next}
    </AuthCard>
  );
}
