import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { SecondFactorSetup as Setup } from '@office/domain/second-factor';
import { call } from '../../lib/callable';
import { messageOf } from '../../lib/error-message';
import { useCopy } from '../../lib/use-copy';
import { FormAlert } from '../ui/form-fields';
import { Button, Field, TextInput } from '../ui/primitives';
import { Spinner } from '../ui/Spinner';
import { RecoveryCodes } from './RecoveryCodes';

/** The QR code drawn from the server's path of dark modules, with its quiet zone, always dark on white. */
function QrCode({ qr }: { qr: Setup['qr'] }) {
  const side = qr.size + 8;
  return (
    <svg
      role="img"
      aria-label="Código QR para o aplicativo autenticador"
      viewBox={`-4 -4 ${side} ${side}`}
      shapeRendering="crispEdges"
      className="size-48 shrink-0 rounded-lg bg-white sm:size-52"
    >
      <rect x={-4} y={-4} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/** The secret in groups of four, as authenticator apps show their keys; a line breaks only between groups. */
const groups = (secret: string) => secret.match(/.{1,4}/g) ?? [];

/**
 * Turning the second factor on: the QR code and the secret as text, the first code of the app (which turns it
 * on), then the recovery codes, shown once. `onDone` once the person kept them.
 */
export function SecondFactorSetup({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [sending, setSending] = useState(false);
  const { state: copied, copy } = useCopy();
  const code = typed.replace(/\s/g, '');

  // One setup per opening: a second one (React's development double run) would replace the secret just shown.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    call('secondFactor-setup', {}).then(setSetup, (failure: unknown) => setLoadError(messageOf(failure)));
  }, []);

  async function confirm(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return;
    setSending(true);
    setError(null);
    try {
      setCodes((await call('secondFactor-enable', { code })).recoveryCodes);
    } catch (failure) {
      setError(messageOf(failure));
      setTyped('');
    }
    setSending(false);
  }

  if (loadError) return <FormAlert message={loadError} />;
  if (!setup) return <Spinner />;
  if (codes) return <RecoveryCodes codes={codes} account={setup.account} issuer={setup.issuer} onDone={onDone} />;
  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm">
        <li>Instale no celular um aplicativo autenticador, como Google Authenticator, Microsoft Authenticator, Authy ou o do seu gerenciador de senhas.</li>
        <li>
          <p>No aplicativo, adicione uma conta e leia este código QR:</p>
          <div className="mt-3 flex flex-col items-center gap-3 sm:flex-row sm:items-start">
            <QrCode qr={setup.qr} />
            <div className="min-w-0 text-sm">
              <p className="text-slate-600 dark:text-slate-400">Não consegue ler? Digite esta chave no aplicativo (tipo: baseada em tempo):</p>
              <p className="mt-2 flex flex-wrap gap-x-2 font-mono text-base font-semibold" aria-label="Chave secreta">
                {groups(setup.secret).map((group, i) => (
                  <span key={i}>{group}</span>
                ))}
              </p>
              <Button icon="copy" variant="secondary" className="mt-2" onClick={() => void copy(setup.secret)}>
                Copiar chave
              </Button>
              <p role="status" className="mt-1 min-h-5">
                {copied === 'copied' && <span className="text-green-700 dark:text-green-300">Chave copiada.</span>}
                {copied === 'failed' && <span className="text-red-700 dark:text-red-300">Não foi possível copiar. Digite a chave acima.</span>}
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                Conta: <span className="break-all">{setup.account}</span> · {setup.issuer}
              </p>
            </div>
          </div>
        </li>
        <li>
          <form onSubmit={(e) => void confirm(e)} noValidate className="flex flex-col gap-3">
            <FormAlert message={error} />
            <Field label="Digite o código de 6 dígitos que o aplicativo mostra" htmlFor={`${id}-code`}>
              <TextInput
                id={`${id}-code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                maxLength={7}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                className="w-full max-w-48 text-center font-mono text-xl tracking-[0.3em]"
              />
            </Field>
            <div>
              <Button type="submit" disabled={sending || !/^\d{6}$/.test(code)}>
                {sending ? 'Ativando…' : 'Ativar verificação'}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
