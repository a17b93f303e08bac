import { useId, useState, type SubmitEvent } from 'react';
import type { SecondFactorProof } from '@office/domain/second-factor';
import { messageOf } from '../../lib/error-message';
import { FormAlert } from '../ui/form-fields';
import { Button, Field, TextInput } from '../ui/primitives';

const LINK = 'self-start text-sm font-medium text-brand-700 hover:underline dark:text-brand-300';

/** What the person typed, as the callables take it; null while it cannot be a code yet (the button waits). */
function proofOf(method: SecondFactorProof['method'], typed: string): SecondFactorProof | null {
  if (method === 'totp') {
    const code = typed.replace(/\s/g, '');
    return /^\d{6}$/.test(code) ? { method, code } : null;
  }
  return typed.replace(/[\s-]/g, '').length === 10 ? { method, code: typed } : null;
}

/**
 * A code proving the second factor: the authenticator app's 6 digits, or (one link away) a recovery code. The
 * code is sent by `submit`; a refusal is shown above the field and the field is cleared for the next try.
 */
export function ProofForm({
  submit,
  label,
  busyLabel,
  allowRecovery = true,
  initialFocus = false,
  danger = false,
}: {
  submit: (proof: SecondFactorProof) => Promise<unknown>;
  label: string;
  busyLabel: string;
  allowRecovery?: boolean;
  /** Focus the code field on opening: the one thing the screen asks for. */
  initialFocus?: boolean;
  danger?: boolean;
}) {
  const id = useId();
  const [method, setMethod] = useState<SecondFactorProof['method']>('totp');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const proof = proofOf(method, typed);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!proof) return;
    setSending(true);
    setError(null);
    try {
      await submit(proof);
    } catch (failure) {
      setError(messageOf(failure));
      setTyped('');
    }
    setSending(false);
  }
  function switchTo(next: SecondFactorProof['method']) {
    setMethod(next);
    setTyped('');
    setError(null);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={error} />
      {method === 'totp' ? (
        <Field label="Código do aplicativo autenticador" htmlFor={`${id}-totp`} hint="Os 6 dígitos que o aplicativo mostra agora.">
          <TextInput
            id={`${id}-totp`}
            key="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the one thing this screen asks for
            autoFocus={initialFocus}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className="w-full text-center font-mono text-2xl tracking-[0.4em]"
          />
        </Field>
      ) : (
        <Field label="Código de recuperação" htmlFor={`${id}-recovery`} hint="Um dos códigos que você guardou, como abcde-fghjk. Cada um vale uma vez.">
          <TextInput
            id={`${id}-recovery`}
            key="recovery"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={16}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the person just asked for this field
            autoFocus
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className="w-full text-center font-mono text-lg tracking-widest"
          />
        </Field>
      )}
      <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={sending || !proof} className="py-2.5">
        {sending ? busyLabel : label}
      </Button>
      {allowRecovery && (
        <button type="button" className={LINK} onClick={() => switchTo(method === 'totp' ? 'recovery' : 'totp')}>
          {method === 'totp' ? 'Usar um código de recuperação' : 'Usar o aplicativo autenticador'}
        </button>
      )}
    </form>
  );
}
