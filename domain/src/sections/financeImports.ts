/** Importing receivables and payments into Financeiro (issue 58): the preview, the job, its progress and its undo. */
import { command, created, deleted, none, query, read, slice, updated, write } from './define';
import { financeImportInput, type FinanceImportPreview } from '../finance-imports';
import { importAdvanceInput, importIdInput, importUndoInput, type ImportJobView } from '../imports';

export const financeImportsSlice = slice({
  operations: {
    /** What the import would do, row by row; writes nothing. Needs Financeiro write, like the import. */
    'financeImports-preview': command<FinanceImportPreview>()(write('finance'), financeImportInput, 'conferir importação de lançamentos'),
    'financeImports-start': command<ImportJobView>()(write('finance'), financeImportInput, 'importar lançamentos', {
      'financeImports.start': created('Iniciou importação de lançamentos'),
      'financeImports.transaction': created('Importou lançamento (planilha)'),
    }),
    /** More steps of the caller's job while its page is open (the periodic pass resumes the rest). */
    'financeImports-advance': command<ImportJobView>()(write('finance'), importAdvanceInput, 'continuar importação de lançamentos'),
    'financeImports-get': query<ImportJobView>()(read('finance'), importIdInput),
    'financeImports-list': query<ImportJobView[]>()(read('finance'), none),
    'financeImports-undo': command<ImportJobView>()(write('finance'), importUndoInput, 'desfazer importação de lançamentos', {
      'financeImports.undo': updated('Pediu para desfazer importação de lançamentos'),
      'financeImports.undoTransaction': deleted('Excluiu lançamento ao desfazer importação'),
    }),
  },
});
