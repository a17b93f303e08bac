/** Exportações (Configurações): the office's or a client's data as one archive, for administrators only. */
import { command, created, query, slice, updated } from './define';
import { exportListInput, exportRunInput, exportStartInput, type ExportView } from '../exports';

export const exportsSlice = slice({
  operations: {
    'exports-list': query<{ items: ExportView[] }>()('admin', exportListInput),
    'exports-start': command<ExportView>()('admin', exportStartInput, 'gerar exportação de dados', {
      'exports.start': created('Pediu exportação de dados'),
      // Stored by the files function when the archive is downloaded (functions/src/http/export-download.ts).
      'exports.download': updated('Baixou exportação de dados'),
    }),
    // Deployed as its own function (OWN_FUNCTION_TIMEOUTS): writing the archive may take minutes.
    'exports-run': command<ExportView>()('admin', exportRunInput, 'gerar exportação de dados', {
      'exports.finish': updated('Gerou exportação de dados'),
    }),
  },
});
