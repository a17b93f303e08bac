import type { ZipFolderMatch, ZipProblem } from '@office/domain/file-imports';

const nf = (n: number) => n.toLocaleString('pt-BR');

/** Folders or files of the ZIP with why each was left out. */
export function ZipProblemsTable({ problems, caption }: { problems: ZipProblem[]; caption: string }) {
  return (
    <div className="max-h-80 overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-2">
              Pasta ou arquivo
            </th>
            <th scope="col" className="px-3 py-2">
              Motivo
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {problems.map((p) => (
            <tr key={p.path}>
              <td className="px-3 py-1.5 font-mono text-xs wrap-anywhere">{p.path}</td>
              <td className="px-3 py-1.5">{p.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The top folders matched to a lawsuit or a client, with what each is called (when the person may read it). */
export function ZipMatchedList({ matched }: { matched: ZipFolderMatch[] }) {
  if (matched.length === 0) return <p className="text-sm">Nenhuma pasta corresponde a um processo ou cliente do escritório.</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
      {matched.map((m) => (
        <li key={m.folder} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:gap-3">
          <span className="font-mono text-xs wrap-anywhere">{m.folder}/</span>
          <span className="min-w-0 flex-1 break-words">
            {m.kind === 'lawsuit' ? 'Processo' : 'Cliente'}
            {m.label ? `: ${m.label}` : ''}
          </span>
          <span className="tabular-nums text-slate-600 dark:text-slate-400">{nf(m.files)} arquivo(s)</span>
        </li>
      ))}
    </ul>
  );
}

/** The problems of a preview or a report, under their headings. */
export function ZipProblems({ unmatched, refused }: { unmatched: ZipProblem[]; refused: ZipProblem[] }) {
  return (
    <>
      {unmatched.length > 0 && (
        <div className="mt-4">
          <h3 className="mb-1 text-sm font-semibold">Sem correspondência</h3>
          <ZipProblemsTable problems={unmatched} caption="Pastas e arquivos sem processo ou cliente correspondente" />
        </div>
      )}
      {refused.length > 0 && (
        <div className="mt-4">
          <h3 className="mb-1 text-sm font-semibold">Recusados</h3>
          <ZipProblemsTable problems={refused} caption="Pastas e arquivos recusados e o motivo" />
        </div>
      )}
    </>
  );
}
