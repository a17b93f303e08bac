import { Fragment } from 'react';
import type { ImportProblem, ImportRowPlan, LawsuitImportPreview } from '@office/domain/imports';
import { Badge, Button, Card } from '../../../components/ui/primitives';

const nf = (n: number) => n.toLocaleString('pt-BR');

function ProblemsTable({ problems, caption }: { problems: ImportProblem[]; caption: string }) {
  return (
    <div className="max-h-80 overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-2">
              Linha
            </th>
            <th scope="col" className="px-3 py-2">
              Número
            </th>
            <th scope="col" className="px-3 py-2">
              Motivo
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {problems.map((p) => (
            <tr key={p.line}>
              <td className="px-3 py-1.5 tabular-nums">{p.line}</td>
              <td className="px-3 py-1.5 font-mono text-xs">{p.cnj ? <BreakableNumber cnj={p.cnj} /> : '—'}</td>
              <td className="px-3 py-1.5">{p.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export { ProblemsTable };

function SampleRow({ row, lawyerName }: { row: ImportRowPlan; lawyerName: string }) {
  return (
    <li className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-center sm:gap-3">
      <span className="font-mono text-xs">{row.cnj}</span>
      <span className="min-w-0 flex-1 break-words">
        {row.client} {row.match.kind === 'new' ? <Badge tone="amber">cliente novo</Badge> : <Badge tone="green">cliente cadastrado</Badge>}
      </span>
      <span className="text-slate-600 dark:text-slate-400">
        {lawyerName}
        {row.lawyerDefaulted && ' (padrão)'}
      </span>
    </li>
  );
}

/** What the import would do, before anything is written: the counts, the first rows, and every refused row with its reason. */
/** A CNJ number that a narrow column wraps only after its dash or a dot, never inside a group of digits. */
function BreakableNumber({ cnj }: { cnj: string }) {
  return cnj.split(/(?<=[-.])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

export function ImportPreviewCard({
  preview,
  nameOf,
  busy,
  onImport,
}: {
  preview: LawsuitImportPreview;
  nameOf: (uid: string) => string;
  busy: boolean;
  onImport: () => void;
}) {
  return (
    <Card title="3. Prévia" icon="checklist">
      <p className="mb-3" aria-live="polite">
        {nf(preview.total)} linha(s) lida(s): <strong>{nf(preview.valid)} pronta(s) para importar</strong>
        {preview.problemCount > 0 && <>, {nf(preview.problemCount)} com problema (serão ignoradas)</>}
        {preview.newClients > 0 && <>; {nf(preview.newClients)} cliente(s) novo(s) serão cadastrados</>}.
      </p>
      {preview.sample.length > 0 && (
        <>
          <h3 className="mb-1 text-sm font-semibold">Primeiras linhas</h3>
          <ul className="mb-4 divide-y divide-slate-100 dark:divide-slate-800">
            {preview.sample.slice(0, 8).map((r) => (
              <SampleRow key={r.line} row={r} lawyerName={nameOf(r.lawyerId)} />
            ))}
          </ul>
        </>
      )}
      {preview.problems.length > 0 && (
        <>
          <h3 className="mb-1 text-sm font-semibold">Linhas com problema</h3>
          <ProblemsTable problems={preview.problems} caption="Linhas com problema" />
          {preview.problemCount > preview.problems.length && (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              Mostrando as primeiras {nf(preview.problems.length)}; o relatório final lista todas.
            </p>
          )}
        </>
      )}
      <div className="mt-4 flex justify-end">
        <Button onClick={onImport} disabled={busy || preview.valid === 0}>
          Importar {nf(preview.valid)} processo(s)
        </Button>
      </div>
    </Card>
  );
}
