import { useExportTransactionsCsv } from '../../api/finance';
import { Button } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { downloadText } from '../../lib/download';
import { messageOf } from '../../lib/error-message';
import { isWholeMonth, type FinanceFilters } from './finance-list';

/** "lancamentos-2026-11.csv" for a month, "lancamentos-2026-11-03-a-2026-12-15.csv" for dates, "lancamentos-todos.csv" for every period. */
export function exportFileName(f: Pick<FinanceFilters, 'from' | 'to'>): string {
  if (isWholeMonth(f) && f.from) return `lancamentos-${f.from.slice(0, 7)}.csv`;
  if (!f.from && !f.to) return 'lancamentos-todos.csv';
  return `lancamentos-${f.from ?? 'inicio'}-a-${f.to ?? 'em-diante'}.csv`;
}

/** "Exportar CSV": every lançamento of the filters on screen (not only the page shown), as the server writes them. */
export function TransactionsCsv({ filters }: { filters: FinanceFilters }) {
  const exporting = useExportTransactionsCsv();
  const toast = useToast();

  async function run() {
    try {
      const { csv, rows } = await exporting.mutateAsync(filters);
      downloadText(csv, exportFileName(filters));
      toast.show({ severity: 'success', summary: 'Exportação pronta', detail: `${rows} lançamento(s) no arquivo.` });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível exportar', detail: messageOf(failure) });
    }
  }

  return (
    <Button variant="secondary" icon="download" onClick={() => void run()} disabled={exporting.isPending}>
      Exportar CSV
    </Button>
  );
}
