import { formatDate } from '@office/domain/dates';
import type { FinanceImportPreview, FinanceRowPlan } from '@office/domain/finance-imports';
import type { ImportProblem } from '@office/domain/imports';
import { formatBRL } from '@office/domain/money';
import { Badge, Button, Card } from '../../../components/ui/primitives';

const nf = (n: number) => n.toLocaleString('pt-BR');

/** Refused rows with their line and reason (the row's lawsuit number, when it has one, as typed). */
export function FinanceProblemsTable({ problems, caption }: { problems: ImportProblem[]; caption: string }) {
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
              Motivo
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {problems.map((p) => (
            <tr key={p.line}>
              <td className="px-3 py-1.5 tabular-nums">{p.line}</td>
              <td className="px-3 py-1.5 break-words">{p.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SampleRow({ row }: { row: FinanceRowPlan }) {
  return (
    <li className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-center sm:gap-3">
      <span className="tabular-nums">{formatDate(row.dueDate)}</span>
      <span className="min-w-0 flex-1 break-words">
        <Badge tone={row.type === 'receita' ? 'green' : 'amber'}>{row.type === 'receita' ? 'A receber' : 'A pagar'}</Badge> {row.description}
        {row.clientName && <span className="text-slate-600 dark:text-slate-400"> · {row.clientName}</span>}
        {row.cnj && <span className="font-mono text-xs wrap-anywhere"> · {row.cnj}</span>}
      </span>
      <span className="text-slate-600 dark:text-slate-400">
        {row.categoryName}
        {row.categoryDefaulted && ' (padrão)'}
      </span>
      <span className="tabular-nums font-medium">
        {formatBRL(row.amount)}
        {row.paid && ` · pago ${formatBRL(row.paid.amount)} em ${formatDate(row.paid.date)}`}
      </span>
    </li>
  );
}

/** What the import of lançamentos would do, before anything is written. */
export function FinancePreviewCard({ preview, busy, onImport }: { preview: FinanceImportPreview; busy: boolean; onImport: () => void }) {
  return (
    <Card title="3. Prévia" icon="checklist">
      <p className="mb-3" aria-live="polite">
        {nf(preview.total)} linha(s) lida(s): <strong>{nf(preview.valid)} pronta(s) para importar</strong> ({nf(preview.receivables)} a receber,{' '}
        {formatBRL(preview.receivableAmount)}; {nf(preview.payables)} a pagar, {formatBRL(preview.payableAmount)}; {nf(preview.paid)} já paga(s))
        {preview.problemCount > 0 && <>, {nf(preview.problemCount)} com problema (serão ignoradas)</>}.
      </p>
      {preview.sample.length > 0 && (
        <>
          <h3 className="mb-1 text-sm font-semibold">Primeiras linhas</h3>
          <ul className="mb-4 divide-y divide-slate-100 dark:divide-slate-800">
            {preview.sample.slice(0, 8).map((r) => (
              <SampleRow key={r.line} row={r} />
            ))}
          </ul>
        </>
      )}
      {preview.problems.length > 0 && (
        <>
          <h3 className="mb-1 text-sm font-semibold">Linhas com problema</h3>
          <FinanceProblemsTable problems={preview.problems} caption="Linhas com problema" />
        </>
      )}
      <div className="mt-4 flex justify-end">
        <Button onClick={onImport} disabled={busy || preview.valid === 0}>
          Importar {nf(preview.valid)} lançamento(s)
        </Button>
      </div>
    </Card>
  );
}
