import { useState } from 'react';
import type { User } from 'firebase/auth';
import { authErrorMessage } from '../../lib/auth-errors';
import { loadAuth } from '../../lib/firebase';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'said'; text: string };

/**
 * On the waiting page, while the address is unconfirmed: administrators see a registration only once its owner
 * confirms the e-mail, so nobody can pass for a colleague by typing an office-looking address.
 */
export function EmailConfirmation({ user }: { user: User }) {
  const [verified, setVerified] = useState(user.emailVerified);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  if (verified) return null;

  async function resend() {
    setStatus({ kind: 'busy' });
    try {
      const { sendEmailVerification } = await loadAuth();
      await sendEmailVerification(user, { url: `${window.location.origin}/auth/Access` });
      setStatus({ kind: 'said', text: `Enviamos um novo link para ${user.email ?? 'seu e-mail'}.` });
    } catch (failure) {
      setStatus({ kind: 'said', text: authErrorMessage(failure) });
    }
  }

  async function check() {
    setStatus({ kind: 'busy' });
    try {
      const { reload } = await loadAuth();
      await reload(user);
      setVerified(user.emailVerified);
      setStatus(user.emailVerified ? { kind: 'idle' } : { kind: 'said', text: 'Ainda não recebemos a confirmação. Abra o link do e-mail e tente de novo.' });
    } catch (failure) {
      setStatus({ kind: 'said', text: authErrorMessage(failure) });
    }
  }

  return (
    <section
      aria-labelledby="confirm-title"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-left dark:border-amber-700/60 dark:bg-amber-950/30"
    >
      <h2 id="confirm-title" className="font-semibold">
        Confirme seu e-mail
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Enviamos um link de confirmação para <strong className="wrap-anywhere">{user.email}</strong>. O administrador só vê seu cadastro depois que você abrir
        esse link.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={status.kind === 'busy'}
          onClick={() => void check()}
          className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm text-white hover:bg-brand-800 disabled:opacity-60"
        >
          Já confirmei
        </button>
        <button
          type="button"
          disabled={status.kind === 'busy'}
          onClick={() => void resend()}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-white disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Reenviar e-mail
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {status.kind === 'said' ? status.text : ''}
      </p>
    </section>
  );
}
