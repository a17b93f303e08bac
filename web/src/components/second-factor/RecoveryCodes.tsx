import { useId, useState } from 'react';
import { downloadText } from '../../lib/download';
import { useCopy } from '../../lib/use-copy';
import { Button } from '../ui/primitives';

/** The text of "Baixar códigos": what they are, for which account, and the codes one per line. */
function recoveryFile(codes: readonly string[], account: string, issuer: string | undefined): string {
  const when = new Date().toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
  return [
    issuer ? `Códigos de recuperação — ${issuer}` : 'Códigos de recuperação da verificação em duas etapas',
    `Conta: ${account}`,
    `Gerados em ${when}`,
    '',
    'Cada código vale uma vez: use-o no lugar do código do aplicativo autenticador se perder o aparelho.',
    'Guarde este arquivo em lugar seguro (um gerenciador de senhas, ou impresso) e apague-o dos downloads.',
    '',
    ...codes,
    '',
  ].join('\r\n');
}

/**
 * Recovery codes, shown once: list, download as .txt, copy; "Concluir" only after the person says they kept
 * them, since the server keeps only their hashes.
 */
export function RecoveryCodes({ codes, account, issuer, onDone }: { codes: readonly string[]; account: string; issuer?: string; onDone: () => void }) {
  const id = useId();
  const [kept, setKept] = useState(false);
  const { state: copied, copy } = useCopy();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="font-semibold">Guarde os seus códigos de recuperação</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Se perder o celular, entre com um destes códigos no lugar do código do aplicativo. Cada um vale uma vez. Eles não serão mostrados de novo.
        </p>
      </div>
      <ol
        aria-label="Códigos de recuperação"
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl bg-slate-50 p-4 font-mono text-sm sm:text-base dark:bg-slate-800"
      >
        {codes.map((code) => (
          <li key={code} className="tabular-nums">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          icon="download"
          variant="secondary"
          onClick={() => downloadText(recoveryFile(codes, account, issuer), 'codigos-de-recuperacao.txt', 'text/plain;charset=utf-8')}
        >
          Baixar códigos
        </Button>
        <Button icon="copy" variant="secondary" onClick={() => void copy(codes.join('\n'))}>
          Copiar
        </Button>
      </div>
      <p role="status" className="-mt-2 min-h-5 text-sm">
        {copied === 'copied' && <span className="text-green-700 dark:text-green-300">Códigos copiados.</span>}
        {copied === 'failed' && <span className="text-red-700 dark:text-red-300">Não foi possível copiar. Baixe os códigos ou anote-os.</span>}
      </p>
      <label htmlFor={`${id}-kept`} className="flex items-start gap-2 text-sm">
        <input id={`${id}-kept`} type="checkbox" className="mt-0.5 size-4" checked={kept} onChange={(e) => setKept(e.target.checked)} />
        <span>Guardei os códigos em lugar seguro</span>
      </label>
      <div className="flex justify-end">
        <Button disabled={!kept} onClick={onDone}>
          Concluir
        </Button>
      </div>
    </div>
  );
}
