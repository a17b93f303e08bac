import { Fragment, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { grauLabel } from '@office/domain/datajud';
import { formatDateTime, officeDate } from '@office/domain/dates';
import type { Listed, MovementRecord } from '@office/domain';
import { pagePath } from '@office/domain/addresses';
import { Badge, Button } from '../../components/ui/primitives';

export interface MovementTimelineProps {
  /** The loaded andamentos, newest first, hidden ones included. */
  movements: readonly Listed<MovementRecord>[];
  lawsuitId: string;
  /** Write on Processos: "Corrigir" on those typed in, "Ocultar" / "Mostrar de novo" on imported ones. */
  canWrite: boolean;
  /** The Agenda's deadline calculator: "calcular prazo" from each andamento. */
  canReadAgenda: boolean;
  onCorrect: (movement: Listed<MovementRecord>) => void;
  /** "criar tarefa" from an andamento: only for who edits the Agenda. */
  onNewTask?: (movement: Listed<MovementRecord>) => void;
  /** Resolves true once saved. */
  onSetHidden: (movement: Listed<MovementRecord>, hidden: boolean) => Promise<boolean>;
  /** The andamento whose hiding is being saved (its button waits). */
  pendingId?: string | null;
}

/** "código 85", "1ª Vara Cível", "importado em 10/03/2026 09:15": where an imported andamento came from. */
export function importedParts(imported: NonNullable<MovementRecord['imported']>): string[] {
  return [imported.code !== null ? `código ${imported.code}` : null, imported.organ, `importado em ${formatDateTime(imported.fetchedAt)}`].filter(
    (part): part is string => Boolean(part),
  );
}

function MovementItem({
  movement: m,
  lawsuitId,
  canWrite,
  canReadAgenda,
  onCorrect,
  onNewTask,
  onSetHidden,
  pending,
}: Omit<MovementTimelineProps, 'movements' | 'pendingId' | 'onSetHidden'> & {
  movement: Listed<MovementRecord>;
  pending: boolean;
  onSetHidden: (movement: Listed<MovementRecord>, hidden: boolean) => void;
}) {
  const imported = m.source !== 'manual' ? m.imported : null;
  return (
    // Hidden ones are dimmed by colour, not opacity: their text keeps a readable contrast.
    <li className="mb-4" data-movement={m.id} data-hidden={m.hidden || undefined}>
      <span
        aria-hidden="true"
        className={`absolute -left-1.5 mt-1.5 size-3 rounded-full ${m.hidden ? 'bg-slate-300 dark:bg-slate-600' : imported ? 'bg-sky-600 dark:bg-sky-400' : 'bg-brand-600 dark:bg-brand-400'}`}
      />
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
        <span className="whitespace-nowrap">{formatDateTime(m.at)}</span>
        {imported ? <Badge tone="blue">{`DataJud · ${grauLabel(imported.grau)}`}</Badge> : <Badge>{m.source === 'manual' ? 'Manual' : 'DataJud'}</Badge>}
        {m.hidden && <Badge tone="amber">Oculto</Badge>}
        {canReadAgenda && (
          <Link
            to={pagePath('deadline', { lawsuit: lawsuitId, trigger: 'intimacao', date: officeDate(m.at) })}
            className="whitespace-nowrap text-brand-700 underline dark:text-brand-300"
            aria-label={`Calcular prazo a partir do andamento de ${formatDateTime(m.at)}`}
          >
            calcular prazo
          </Link>
        )}
        {onNewTask && (
          <button
            type="button"
            className="whitespace-nowrap text-brand-700 underline dark:text-brand-300"
            aria-label={`Criar tarefa a partir do andamento de ${formatDateTime(m.at)}`}
            onClick={() => onNewTask(m)}
          >
            criar tarefa
          </button>
        )}
      </p>
      <div className="mt-0.5 flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className={`break-words ${m.hidden ? 'text-slate-500 dark:text-slate-400' : ''}`}>{m.description}</p>
          {imported && (
            <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400" data-testid="imported-line">
              {/* Lines break between the parts (an organ's long name may break within). */}
              {importedParts(imported).map((part, i) => (
                <Fragment key={part}>
                  {i > 0 && ' · '}
                  <span className={part === imported.organ ? 'break-words' : 'whitespace-nowrap'}>{part}</span>
                </Fragment>
              ))}
            </p>
          )}
        </div>
        {canWrite &&
          (m.source === 'manual' ? (
            <Button variant="ghost" icon="edit" className="shrink-0" aria-label={`Corrigir andamento: ${m.description}`} onClick={() => onCorrect(m)} />
          ) : (
            <Button
              variant="ghost"
              className="shrink-0 px-2 py-1 text-xs"
              aria-label={`${m.hidden ? 'Mostrar de novo' : 'Ocultar'} andamento: ${m.description}`}
              aria-disabled={pending || undefined}
              onClick={() => {
                if (!pending) onSetHidden(m, !m.hidden);
              }}
            >
              {m.hidden ? 'Mostrar de novo' : 'Ocultar'}
            </Button>
          ))}
      </div>
    </li>
  );
}

/**
 * A lawsuit's andamentos, newest first: those typed in (badge "Manual"; they can be corrected) and
 * those imported from DataJud (badge with the grau, the court's code and organ; they can only be hidden).
 * Hidden ones are left out unless "Mostrar ocultos" is ticked, then shown dimmed.
 */
export function MovementTimeline({ movements, pendingId = null, onSetHidden, ...item }: MovementTimelineProps) {
  const [showHidden, setShowHidden] = useState(false);
  const toggle = useRef<HTMLInputElement>(null);
  const hiddenCount = movements.filter((m) => m.hidden).length;
  const shown = showHidden ? movements : movements.filter((m) => !m.hidden);

  async function setHidden(movement: Listed<MovementRecord>, hidden: boolean) {
    const saved = await onSetHidden(movement, hidden);
    // The pressed button left with its andamento: the focus goes to the toggle that can bring it back.
    if (saved && hidden && !showHidden) setTimeout(() => toggle.current?.focus(), 0);
  }
  return (
    <>
      {hiddenCount > 0 && (
        <label className="mb-3 inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input ref={toggle} type="checkbox" className="size-4" checked={showHidden} onChange={(e) => setShowHidden(e.target.checked)} />
          Mostrar ocultos ({hiddenCount})
        </label>
      )}
      {shown.length ? (
        <ol aria-label="Linha do tempo dos andamentos" className="relative border-l border-slate-200 pl-5 dark:border-slate-700">
          {shown.map((m) => (
            <MovementItem key={m.id} movement={m} pending={pendingId === m.id} onSetHidden={(target, hidden) => void setHidden(target, hidden)} {...item} />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {movements.length ? 'Os andamentos carregados estão todos ocultos.' : 'Nenhum andamento registrado.'}
        </p>
      )}
    </>
  );
}
