/** Importing open prazos and hearings into the Agenda (issue 58): the preview, the job, its progress and its undo. */
import { command, created, deleted, none, query, read, slice, updated, write } from './define';
import { agendaImportInput, type AgendaImportPreview } from '../agenda-imports';
import { importAdvanceInput, importIdInput, importUndoInput, type ImportJobView } from '../imports';

export const agendaImportsSlice = slice({
  operations: {
    /** What the import would do, row by row; writes nothing. Needs Agenda write, like the import. */
    'agendaImports-preview': command<AgendaImportPreview>()(write('agenda'), agendaImportInput, 'conferir importação de prazos e audiências'),
    'agendaImports-start': command<ImportJobView>()(write('agenda'), agendaImportInput, 'importar prazos e audiências', {
      'agendaImports.start': created('Iniciou importação de prazos e audiências'),
      'agendaImports.event': created('Importou compromisso (planilha)'),
    }),
    /** More steps of the caller's job while its page is open (the periodic pass resumes the rest). */
    'agendaImports-advance': command<ImportJobView>()(write('agenda'), importAdvanceInput, 'continuar importação de prazos e audiências'),
    'agendaImports-get': query<ImportJobView>()(read('agenda'), importIdInput),
    'agendaImports-list': query<ImportJobView[]>()(read('agenda'), none),
    'agendaImports-undo': command<ImportJobView>()(write('agenda'), importUndoInput, 'desfazer importação de prazos e audiências', {
      'agendaImports.undo': updated('Pediu para desfazer importação de prazos e audiências'),
      'agendaImports.undoEvent': deleted('Excluiu compromisso ao desfazer importação'),
    }),
  },
});
