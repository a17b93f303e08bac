/** Files attached to a record (the files function uploads; see http/files.ts). */
import { command, created, deleted, query, slice, updated } from './define';
import { type FileEntry, filesDeleteInput, filesListInput, filesUpdateInput } from '../file-records';

export const attachmentsSlice = slice({
  operations: {
    'attachments-list': query<FileEntry[]>()('staff', filesListInput),
    'attachments-update': command<FileEntry>()('staff', filesUpdateInput, 'alterar a categoria ou a descrição de um arquivo', {
      'files.update': updated('Alterou categoria ou descrição de arquivo'),
    }),
    'attachments-delete': command<{ deleted: true }>()('staff', filesDeleteInput, 'excluir um arquivo', { 'files.delete': deleted('Excluiu arquivo') }),
  },
});

/** The upload is the files function's (functions/src/http/files.ts), not an operation's: its words for the log. */
export const fileUpload = {
  target: 'files-upload',
  // A refused new version is a refused upload too: the same words.
  attempt: 'anexar arquivo',
  actions: { 'files.upload': created('Anexou arquivo'), 'files.version': updated('Enviou nova versão de arquivo') },
} as const;
