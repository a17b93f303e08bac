/** Importing files from a ZIP (issue 58): the upload in parts, the preview, the job, its progress and its undo. */
import { command, created, deleted, none, query, read, slice, updated, write } from './define';
import {
  fileImportAdvanceInput,
  fileImportCreateInput,
  fileImportIdInput,
  fileImportStartInput,
  fileImportUndoInput,
  type FileImportPreview,
  type FileImportView,
} from '../file-imports';

/** Entered from Processos → Importar: Processos write; a client's folder also needs Clientes write (checked per folder). */
export const fileImportsSlice = slice({
  operations: {
    /** Opens an import: the ZIP's name and size; its parts are then sent to POST /files/fileImports/<id>/<n>. */
    'fileImports-create': command<FileImportView>()(write('lawsuits'), fileImportCreateInput, 'enviar ZIP de arquivos', {
      'fileImports.create': created('Enviou ZIP de arquivos para importar'),
    }),
    /** What the stored ZIP would become, folder by folder; writes nothing. */
    'fileImports-preview': command<FileImportPreview>()(write('lawsuits'), fileImportIdInput, 'conferir ZIP de arquivos'),
    'fileImports-start': command<FileImportView>()(write('lawsuits'), fileImportStartInput, 'importar arquivos do ZIP', {
      'fileImports.start': updated('Iniciou importação de arquivos (ZIP)'),
    }),
    'fileImports-advance': command<FileImportView>()(write('lawsuits'), fileImportAdvanceInput, 'continuar importação de arquivos'),
    'fileImports-get': query<FileImportView>()(read('lawsuits'), fileImportIdInput),
    'fileImports-list': query<FileImportView[]>()(read('lawsuits'), none),
    'fileImports-undo': command<FileImportView>()(write('lawsuits'), fileImportUndoInput, 'desfazer importação de arquivos', {
      'fileImports.undo': updated('Pediu para desfazer importação de arquivos (ZIP)'),
      'fileImports.undoFile': deleted('Excluiu arquivos ao desfazer importação (ZIP)'),
    }),
  },
});
