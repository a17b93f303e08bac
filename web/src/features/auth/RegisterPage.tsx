import { useState, type SubmitEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button, Field, TextInput } from '../../components/ui/primitives';
import { useSession } from '../../lib/session-context';
import { AuthCard } from './AuthCard';
import { FormAlert } from '../../components/ui/form-fields';
import { NewPasswordFields, useNewPassword } from '../../components/form/NewPasswordFields';

/** /auth/Register: anyone may create an account; access comes only when an administrator grants sections. */
export function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword();
  const [submitting, setSubmitting] = useState(false);

  if (session.user && !session.loading && !submitting) return <Navigate to="/" replace />;

  const nameError = name && name.trim().length < 3 ? 'Informe seu nome completo.' : undefined;
  const canSubmit = name.trim().length >= 3 && email && newPassword.valid && !submitting;

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    const ok = await session.register(name, email, newPassword.password);
    if (!ok) await newPassword.recheck();
    setSubmitting(false);
    if (ok) void navigate('/auth/Access', { replace: true });
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
      <form onSubmit={(e) => void onSubmit(e)} onInput={session.prepare} noValidate className="flex flex-col gap-4">
        <Field label="Nome completo" htmlFor="name" error={nameError}>
          <TextInput id="name" autoComplete="name" value={name} invalid={Boolean(nameError)} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label="E-mail" htmlFor="email">
          <TextInput id="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <NewPasswordFields state={newPassword} labels={['Senha', 'Confirme a senha']} ids={['password', 'confirm']} />
        <FormAlert message={session.error} />
        <Button type="submit" disabled={!canSubmit} className="py-2.5">
          {submitting ? 'Criando conta…' : 'Criar conta'}
        </Button>
      </form>
    </AuthCard>
  );
}
