import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button, Field, TextInput } from '../../components/ui/primitives';
import { checkPassword, type PasswordCheck } from '../../lib/password-policy';
import { useSession } from '../../lib/session-context';
import { AuthCard } from './AuthCard';
import { FormAlert } from '../../components/ui/form-fields';

/** /auth/Register: anyone may create an account; access comes only when an administrator grants sections. */
export function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [check, setCheck] = useState<PasswordCheck | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let current = true;
    if (password) void checkPassword(password).then((c) => current && setCheck(c));
    return () => {
      current = false;
    };
  }, [password]);
  const shownCheck = password ? check : null;

  if (session.user && !session.loading && !submitting) return <Navigate to="/" replace />;

  const nameError = name && name.trim().length < 3 ? 'Informe seu nome completo.' : undefined;
  const confirmError = confirm && confirm !== password ? 'As senhas não conferem.' : undefined;
  const canSubmit = name.trim().length >= 3 && email && shownCheck?.valid && password === confirm && !submitting;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    const ok = await session.register(name, email, password);
    if (!ok) {
      // The provider refused the password: read its policy again and show what is missing.
      setCheck(await checkPassword(password));
    }
    setSubmitting(false);
    if (ok) navigate('/auth/Access', { replace: true });
  }

  return (
    <AuthCard
      title="Criar conta"
      subtitle="Depois do cadastro, um administrador libera as seções que você vai usar."
      footer={
        <>
          Já tem conta?{' '}
          <Link to="/auth/Login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            Entrar
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field label="Nome completo" htmlFor="name" error={nameError}>
          <TextInput id="name" autoComplete="name" value={name} invalid={Boolean(nameError)} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label="E-mail" htmlFor="email">
          <TextInput id="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label="Senha" htmlFor="password" error={shownCheck && !shownCheck.valid ? shownCheck.problems.join(' ') : undefined}>
          <TextInput
            id="password"
            type="password"
            autoComplete="new-password"
            value={password}
            invalid={Boolean(shownCheck && !shownCheck.valid)}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label="Confirme a senha" htmlFor="confirm" error={confirmError}>
          <TextInput
            id="confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            invalid={Boolean(confirmError)}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </Field>
        <FormAlert message={session.error} />
        <Button type="submit" disabled={!canSubmit} className="py-2.5">
          {submitting ? 'Criando conta…' : 'Criar conta'}
        </Button>
      </form>
    </AuthCard>
  );
}
