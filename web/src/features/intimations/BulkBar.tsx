import { Button } from '../../components/ui/primitives';

/**
 * The selection's actions, kept in sight at the bottom of the screen while rows are selected: Ciente,
 * Encaminhar, Aceitar propostas (only the complete ones; it says how many stay out), and clearing the selection.
 */
export function BulkBar({
  count,
  acceptable,
  busy,
  onCiente,
  onForward,
  onAccept,
  onClear,
}: {
  count: number;
  /** Selected rows whose proposal is complete and still open. */
  acceptable: number;
  busy: boolean;
  onCiente: () => void;
  onForward: () => void;
  onAccept: () => void;
  onClear: () => void;
}) {
  const skipped = count - acceptable;
  return (
    <div
      role="region"
      aria-label="Ações em lote"
      className="sticky bottom-3 z-20 mt-3 flex flex-col gap-2 rounded-2xl border border-brand-200 bg-white p-3 shadow-lg sm:flex-row sm:flex-wrap sm:items-center dark:border-brand-800 dark:bg-slate-900"
    >
      <p aria-live="polite" className="text-sm font-semibold sm:mr-auto">
        {count === 1 ? '1 intimação selecionada' : `${count.toLocaleString('pt-BR')} intimações selecionadas`}
        {skipped > 0 && acceptable > 0 && (
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
            {skipped === 1 ? '1 sem proposta completa fica de fora ao aceitar' : `${skipped} sem proposta completa ficam de fora ao aceitar`}
          </span>
        )}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button icon="success" disabled={busy || acceptable === 0} onClick={onAccept} className="col-span-2">
          {acceptable === count ? 'Aceitar propostas' : `Aceitar ${acceptable} ${acceptable === 1 ? 'proposta' : 'propostas'}`}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCiente}>
          Ciente
        </Button>
        <Button variant="secondary" icon="users" disabled={busy} onClick={onForward}>
          Encaminhar
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onClear} className="col-span-2 sm:col-span-1">
          Limpar seleção
        </Button>
      </div>
    </div>
  );
}

/** "Atalhos": the worklist's keys, folded under a small button. */
export function ShortcutsHelp() {
  const keys: [string, string][] = [
    ['j / k', 'próxima / anterior'],
    ['x', 'selecionar'],
    ['a', 'aceitar a proposta'],
    ['c', 'ciente (as selecionadas ou a em foco)'],
    ['Enter', 'abrir'],
  ];
  return (
    <details className="relative hidden text-sm md:block">
      <summary className="cursor-pointer rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 dark:text-slate-200 dark:hover:bg-slate-800">
        Atalhos
      </summary>
      <dl className="absolute right-0 z-30 mt-1 grid w-72 grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 rounded-xl border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {keys.map(([k, what]) => (
          <div key={k} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 px-1.5 font-sans text-xs dark:border-slate-600">{k}</kbd>
            </dt>
            <dd className="text-slate-700 dark:text-slate-300">{what}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
