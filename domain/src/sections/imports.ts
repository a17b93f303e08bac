/** Importing lawsuits by CNJ number (issue 58): the preview, the job, its progress and its undo. */
import { command, created, deleted, none, query, read, slice, updated, write } from './define';
import { importAdvanceInput, importIdInput, importUndoInput, lawsuitImportInput, type ImportJobView, type LawsuitImportPreview } from '../imports';

export const importsSlice = slice({
  operations: {
    /** What the import would do, row by row; writes nothing. Needs Processos write, like the import. */
    'imports-preview': command<LawsuitImportPreview>()(write('lawsuits'), lawsuitImportInput, 'conferir importação de processos'),
    'imports-start': command<ImportJobView>()(write('lawsuits'), lawsuitImportInput, 'importar processos', {
      'imports.start': created('Iniciou importação de processos'),
      'imports.lawsuit': created('Importou processo (planilha)'),
      'imports.client': created('Cadastrou cliente na importação de processos'),
      'imports.dropClient': deleted('Excluiu cliente sem processo na importação'),
    }),
    /** One more step of the caller's job while its page is open (the periodic pass resumes the rest). */
    'imports-advance': command<ImportJobView>()(write('lawsuits'), importAdvanceInput, 'continuar importação de processos'),
    'imports-get': query<ImportJobView>()(read('lawsuits'), importIdInput),
    'imports-list': query<ImportJobView[]>()(read('lawsuits'), none),
    'imports-undo': command<ImportJobView>()(write('lawsuits'), importUndoInput, 'desfazer importação de processos', {
      'imports.undo': updated('Pediu para desfazer importação de processos'),
      'imports.undoLawsuit': deleted('Excluiu processo ao desfazer importação'),
      'imports.undoClient': deleted('Excluiu cliente ao desfazer importação'),
    }),
  },
});
