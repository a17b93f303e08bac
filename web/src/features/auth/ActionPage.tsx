import { useEffect, useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/primitives';
import { NewPasswordFields, useNewPassword } from '../../components/form/NewPasswordFields';
import { FormAlert } from '../../components/ui/form-fields';
import { Spinner } from '../../components/ui/Spinner';
import { authErrorMessage } from '../../lib/auth-errors';
import { loadAuth } from '../../lib/firebase';
import { useSession } from '../../lib/session-context';
import { AuthCard } from './AuthCard';
import { VerifyEmailAction } from './VerifyEmailAction';

type CodeState = { status: 'checking' } | { status: 'valid'; email: string } | { status: 'invalid'; message: string };

/**
 * /auth/Action?mode=…&oobCode=…: the office's own page for the links Firebase Auth e-mails, in pt-BR: a new
 * password (first access or reset), or the confirmation of a registration's e-mail.
 */
export function ActionPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode') ?? '';
  if (params.get('mode') === 'verifyEmail' && code) return <VerifyEmailAction code={code} />;
  return <ResetPasswordAction />;
}

/**
 * A first-access or password-reset link: the one-time code is checked with Firebase Auth, the new password
 * follows the office's and the provider's policy, and the person is signed in right after.
 */
function ResetPasswordAction() {
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const code = params.get('oobCode') ?? '';
  const malformed = params.get('mode') !== 'resetPassword' || !code;
  const [checked, setState] = useState<CodeState>({ status: 'checking' });
  const state: CodeState = malformed ? { status: 'invalid', message: 'Este link não é válido. Confira se ele foi copiado inteiro.' } : checked;
  const newPassword = useNewPassword();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    if (malformed) return;
    loadAuth()
      .then(({ auth, verifyPasswordResetCode }) => verifyPasswordResetCode(auth, code))
      .then(
        (email) => current && setState({ status: 'valid', email }),
        (failure: unknown) => current && setState({ status: 'invalid', message: authErrorMessage(failure) }),
      );
    return () => {
      current = false;
    };
  }, [malformed, code]);

  const canSubmit = state.status === 'valid' && newPassword.valid && !saving;

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setSaving(true);
    setError(null);
    try {
      const { auth, confirmPasswordReset } = await loadAuth();
      await confirmPasswordReset(auth, code, newPassword.password);
    } catch (failure) {
      setError(authErrorMessage(failure));
      setSaving(false);
      return;
    }
    if (await session.signIn(state.email, newPassword.password)) void navigate('/', { replace: true });
    else void navigate('/auth/Login', { replace: true });
  }

  if (state.status === 'checking') {
    return (
      <AuthCard title="Definir senha">
        <Spinner />
      </AuthCard>
    );
  }
  if (state.status === 'invalid') {
    return (
      <AuthCard title="Link inválido">
        <FormAlert message={state.message} />
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          Peça um novo link a um administrador do escritório ou use “Esqueci minha senha” na página de entrada.
        </p>
        <Link to="/auth/Login" className="mt-4 block text-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          Ir para a página de entrada
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Definir senha" subtitle={`Crie a senha da conta ${state.email}.`}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
        <NewPasswordFields state={newPassword} />
        <FormAlert message={error} />
        <Button type="submit" disabled={!canSubmit} className="py-2.5">
          {saving ? 'Salvando…' : 'Salvar senha e entrar'}
        </Button>
      </form>
    </AuthCard>
  );
}
