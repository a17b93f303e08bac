import { useState, type ChangeEvent } from 'react';
import type { ImportPreview } from '@office/domain';
import { officeDate } from '@office/domain/dates';
import { useExportClientsCsv, useImportClientsCsv, usePreviewClientsImport, type ClientExportFilters } from '../../api/clients';
import { useDialog } from '../../components/ui/dialog';
import { Button } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { downloadText } from '../../lib/download';
import { readXlsxTable } from '../../lib/spreadsheet';
import { guessClientMapping, mappedClientsCsv, type ClientImportMapping as Mapping } from '@office/domain/client-import-mapping';
import { parseCsv } from '@office/domain/csv';
import { ClientImportMapping } from './ClientImportMapping';
import { rememberClientMapping, rememberedClientMapping } from './client-import-layouts';

function PreviewBody({ preview, close }: { preview: ImportPreview; close: (go?: boolean) => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p>
        {preview.total} linha(s) lida(s): <strong>{preview.valid} pronta(s) para importar</strong>
        {preview.invalid.length > 0 && <>, {preview.invalid.length} com problema (serão ignoradas)</>}.
      </p>
      {preview.invalid.length > 0 && (
        <div className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 dark:border-slate-700">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Linhas com problema</caption>
            <thead className="bg-slate-50 text-xs uppercase text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Linha
                </th>
                <th scope="col" className="px-3 py-2">
                  Nome
                </th>
                <th scope="col" className="px-3 py-2">
                  Motivo
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {preview.invalid.map((p) => (
                <tr key={p.line}>
                  <td className="px-3 py-1.5 tabular-nums">{p.line}</td>
                  <td className="px-3 py-1.5">{p.name || '—'}</td>
                  <td className="px-3 py-1.5">{p.reasons.join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => close(false)}>
          Cancelar
        </Button>
        <Button onClick={() => close(true)} disabled={preview.valid === 0}>
          Importar {preview.valid} cliente(s)
        </Button>
      </div>
    </div>
  );
}

/** Export the current filter as CSV; import a CSV after a preview that lists every invalid row. */
export function ClientsCsv({ filters, canWrite }: { filters: ClientExportFilters; canWrite: boolean }) {
  const dialog = useDialog();
  const toast = useToast();
  const exporting = useExportClientsCsv();
  const previewing = usePreviewClientsImport();
  const importing = useImportClientsCsv();
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const { csv, rows } = await exporting.mutateAsync(filters);
      downloadText(csv, `clientes-${officeDate()}.csv`);
      toast.show({ severity: 'success', summary: 'Exportação pronta', detail: `${rows} cliente(s) no arquivo.` });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível exportar', detail: messageOf(failure) });
    }
    setBusy(false);
  }

  async function importCsv(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      // A spreadsheet is read as a table (lib/spreadsheet.ts); either is then mapped to the clients' layout.
      const [header, ...rows] = file.name.toLowerCase().endsWith('.xlsx') ? await readXlsxTable(file) : parseCsv(await file.text());
      if (!header || rows.length === 0) throw new Error('O arquivo está vazio: a primeira linha traz os nomes das colunas e as seguintes, os clientes.');
      const saved = rememberedClientMapping(header);
      const mapping = await dialog.open<Mapping>({
        title: `Colunas de ${file.name}`,
        size: 'lg',
        content: (close) => (
          <ClientImportMapping header={header} sample={rows[0] ?? []} initial={saved ?? guessClientMapping(header)} remembered={saved !== null} close={close} />
        ),
      });
      if (!mapping) {
        setBusy(false);
        return;
      }
      rememberClientMapping(header, mapping);
      const csv = mappedClientsCsv(rows, mapping);
      const preview = await previewing.mutateAsync({ csv });
      const go = await dialog.open<boolean>({
        title: `Importar ${file.name}`,
        size: 'lg',
        content: (close) => <PreviewBody preview={preview} close={close} />,
      });
      if (go) {
        const result = await importing.mutateAsync({ csv });
        toast.show({
          severity: 'success',
          summary: `${result.imported} cliente(s) importado(s)`,
          detail: result.invalid.length ? `${result.invalid.length} linha(s) ignorada(s).` : undefined,
        });
      }
    } catch (failure) {
      toast.show({
        severity: 'error',
        summary: 'Não foi possível importar',
        detail: messageOf(failure),
        life: 10000,
      });
    }
    setBusy(false);
  }

  return (
    <>
      <Button variant="secondary" icon="download" onClick={() => void exportCsv()} disabled={busy}>
        Exportar CSV
      </Button>
      {canWrite && (
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-50 focus-within:outline-2 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800">
          Importar CSV ou XLSX
          <input type="file" accept=".csv,text/csv,.xlsx" className="sr-only" onChange={(e) => void importCsv(e)} disabled={busy} />
        </label>
      )}
    </>
  );
}
