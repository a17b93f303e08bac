import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Field, TextInput } from '../../components/ui/primitives';
import { FormAlert } from '../../components/ui/form-fields';
import { Spinner } from '../../components/ui/Spinner';
import { authErrorMessage } from '../../lib/auth-errors';
import { auth } from '../../lib/firebase';
import { checkPassword, type PasswordCheck } from '../../lib/password-policy';
import { useSession } from '../../lib/session-context';
import { AuthCard } from './AuthCard';

type CodeState = { status: 'checking' } | { status: 'valid'; email: string } | { status: 'invalid'; message: string };

/**
 * /auth/Action?mode=resetPassword&oobCode=…: the office's own page for a first-access or password-reset link,
 * in pt-BR. The one-time code is checked with Firebase Auth, the new password follows the provider's policy,
 * and the person is signed in right after.
 */
export function ActionPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const code = params.get('oobCode') ?? '';
  const malformed = params.get('mode') !== 'resetPassword' || !code;
  const [checked, setState] = useState<CodeState>({ status: 'checking' });
  const state: CodeState = malformed ? { status: 'invalid', message: 'Este link não é válido. Confira se ele foi copiado inteiro.' } : checked;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [check, setCheck] = useState<PasswordCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    if (malformed) return;
    verifyPasswordResetCode(auth, code).then(
      (email) => current && setState({ status: 'valid', email }),
      (failure: unknown) => current && setState({ status: 'invalid', message: authErrorMessage(failure) }),
    );
    return () => {
      current = false;
    };
  }, [malformed, code]);

  useEffect(() => {
    let current = true;
    if (password) void checkPassword(password).then((c) => current && setCheck(c));
    return () => {
      current = false;
    };
  }, [password]);

  const shownCheck = password ? check : null;
  const confirmError = confirm && confirm !== password ? 'As senhas não conferem.' : undefined;
  const canSubmit = state.status === 'valid' && shownCheck?.valid && password === confirm && !saving;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit || state.status !== 'valid') return;
    setSaving(true);
    setError(null);
    try {
      await confirmPasswordReset(auth, code, password);
    } catch (failure) {
      setError(authErrorMessage(failure));
      setSaving(false);
      return;
    }
    if (await session.signIn(state.email, password)) navigate('/', { replace: true });
    else navigate('/auth/Login', { replace: true });
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
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field label="Nova senha" htmlFor="new-password" error={shownCheck && !shownCheck.valid ? shownCheck.problems.join(' ') : undefined}>
          <TextInput
            id="new-password"
            type="password"
            autoComplete="new-password"
            value={password}
            invalid={Boolean(shownCheck && !shownCheck.valid)}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label="Confirme a nova senha" htmlFor="confirm-password" error={confirmError}>
          <TextInput
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            invalid={Boolean(confirmError)}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </Field>
        <FormAlert message={error} />
        <Button type="submit" disabled={!canSubmit} className="py-2.5">
          {saving ? 'Salvando…' : 'Salvar senha e entrar'}
        </Button>
      </form>
    </AuthCard>
  );
}
