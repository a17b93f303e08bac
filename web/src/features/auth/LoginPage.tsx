import { useEffectEvent, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useDialog } from '../../components/ui/dialog';
import { Button, Field, TextInput } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/session-context';
import { AuthCard } from './AuthCard';
import { FormAlert } from '../../components/ui/form-fields';
import { takeEarlyForgot, takeEarlySubmit } from './login-start';

/** Only same-app paths are followed after sign-in, never an outside URL. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/auth/') ? target : '/';
}

function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const session = useSession();
  const toast = useToast();
  const [email, setEmail] = useState(initialEmail);
  const [sending, setSending] = useState(false);
  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setSending(true);
    const ok = await session.sendReset(email);
    setSending(false);
    if (ok) {
      toast.show({
        severity: 'success',
        summary: 'Verifique seu e-mail',
        detail: 'Se o endereço estiver cadastrado, você receberá um link para criar uma nova senha.',
      });
      onDone();
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-slate-600 dark:text-slate-400">Informe seu e-mail. Enviaremos um link para você criar uma nova senha.</p>
      <Field label="E-mail" htmlFor="reset-email">
        <TextInput id="reset-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </Field>
      {session.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {session.error}
        </p>
      )}
      <Button type="submit" disabled={sending || !email}>
        {sending ? 'Enviando…' : 'Enviar link'}
      </Button>
    </form>
  );
}

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const dialog = useDialog();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const redirect = safeRedirect(params.get('redirect'));

  async function signIn(withEmail: string, withPassword: string) {
    setSubmitting(true);
    const ok = await session.signIn(withEmail, withPassword);
    setSubmitting(false);
    if (ok) void navigate(redirect, { replace: true });
  }

  /**
   * The page may have been drawn before its code arrived (app/login-shell.tsx): what was typed into it stays
   * in the fields and becomes the form's state, and a sign-in sent meanwhile (held by login-start.ts) is sent.
   */
  const takeOver = useEffectEvent(() => {
    const sent = takeEarlySubmit();
    const typed = { email: emailInput.current?.value ?? '', password: passwordInput.current?.value ?? '' };
    if (typed.email || typed.password) {
      setEmail(typed.email);
      setPassword(typed.password);
      session.prepare();
    }
    // Both kept: the sign-in goes; a click on "Esqueci minha senha" is taken either way, so it opens no dialog later.
    const forgot = takeEarlyForgot();
    if (sent) void signIn(typed.email, typed.password);
    else if (forgot) openForgot(typed.email);
  });
  useLayoutEffect(() => takeOver(), []);

  function openForgot(initialEmail: string) {
    session.clearError();
    void dialog.open({ title: 'Recuperar senha', size: 'sm', content: (close) => <ForgotPasswordForm initialEmail={initialEmail} onDone={() => close()} /> });
  }

  if (session.user && !session.loading && !submitting) return <Navigate to={redirect} replace />;

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void signIn(email, password);
  }

  return (
    <AuthCard
      title="Entrar no sistema do escritório"
      subtitle="Use o e-mail e a senha cadastrados no escritório."
      footer={
        <>
          Ainda não tem conta?{' '}
          <Link to="/auth/Register" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            Cadastre-se
          </Link>
        </>
      }
    >
      {/* The sign-in code downloads while the person types, not with the page. */}
      <form onSubmit={onSubmit} onInput={session.prepare} noValidate className="flex flex-col gap-4">
        <Field label="E-mail" htmlFor="email">
          <TextInput ref={emailInput} id="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label="Senha" htmlFor="password">
          <TextInput
            ref={passwordInput}
            id="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <FormAlert message={session.error} />
        <Button type="submit" disabled={submitting} className="py-2.5">
          {submitting ? 'Entrando…' : 'Entrar'}
        </Button>
        <button type="button" data-login-forgot="" className="text-sm text-brand-700 hover:underline dark:text-brand-300" onClick={() => openForgot(email)}>
          Esqueci minha senha
        </button>
      </form>
    </AuthCard>
  );
}
