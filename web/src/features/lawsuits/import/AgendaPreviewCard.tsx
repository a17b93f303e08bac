import { AGENDA_IMPORT_KIND_LABELS, type AgendaImportPreview, type AgendaRowPlan } from '@office/domain/agenda-imports';
import { formatDate } from '@office/domain/dates';
import { Badge, Button, Card } from '../../../components/ui/primitives';
import { ProblemsTable } from './ImportPreviewCard';

const nf = (n: number) => n.toLocaleString('pt-BR');

function SampleRow({ row, nameOf }: { row: AgendaRowPlan; nameOf: (uid: string) => string }) {
  return (
    <li className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-center sm:gap-3">
      <span className="tabular-nums">
        {formatDate(row.date)}
        {row.time && ` às ${row.time}`}
      </span>
      <span className="min-w-0 flex-1 break-words">
        <Badge tone={row.kind === 'prazo' ? 'amber' : 'blue'}>{AGENDA_IMPORT_KIND_LABELS[row.kind]}</Badge> {row.title}
        {row.internalDate && <span className="text-slate-600 dark:text-slate-400"> · interno {formatDate(row.internalDate)}</span>}
      </span>
      <span className="font-mono text-xs wrap-anywhere">{row.cnj}</span>
      <span className="text-slate-600 dark:text-slate-400">
        {[row.ownerId, ...row.participantIds].map(nameOf).join(', ')}
        {row.unmatched.length > 0 && ` (não encontrados: ${row.unmatched.join(', ')})`}
      </span>
    </li>
  );
}

/** What the import of prazos and hearings would do, before anything is written. */
export function AgendaPreviewCard({
  preview,
  nameOf,
  busy,
  onImport,
}: {
  preview: AgendaImportPreview;
  nameOf: (uid: string) => string;
  busy: boolean;
  onImport: () => void;
}) {
  return (
    <Card title="3. Prévia" icon="checklist">
      <p className="mb-3" aria-live="polite">
        {nf(preview.total)} linha(s) lida(s): <strong>{nf(preview.valid)} pronta(s) para importar</strong> ({nf(preview.prazos)} prazo(s),{' '}
        {nf(preview.hearings)} audiência(s))
        {preview.problemCount > 0 && <>, {nf(preview.problemCount)} com problema (serão ignoradas)</>}.
      </p>
      {preview.sample.length > 0 && (
        <>
          <h3 className="mb-1 text-sm font-semibold">Primeiras linhas</h3>
          <ul className="mb-4 divide-y divide-slate-100 dark:divide-slate-800">
            {preview.sample.slice(0, 8).map((r) => (
              <SampleRow key={r.line} row={r} nameOf={nameOf} />
            ))}
          </ul>
        </>
      )}
      {preview.problems.length > 0 && (
        <>
          <h3 className="mb-1 text-sm font-semibold">Linhas com problema</h3>
          <ProblemsTable problems={preview.problems} caption="Linhas com problema" />
        </>
      )}
      <div className="mt-4 flex justify-end">
        <Button onClick={onImport} disabled={busy || preview.valid === 0}>
          Importar {nf(preview.valid)} prazo(s) e audiência(s)
        </Button>
      </div>
    </Card>
  );
}
